import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer. Scripts only from our own origin (the built bundles; no inline
 * script anywhere, the games load `pixi.js/unsafe-eval` so PixiJS needs no `eval`); styles from our origin plus
 * inline style attributes (React and framer-motion set them); images, fonts, sound from our origin, `data:` and
 * `blob:` (QR codes, the wallpaper download, generated textures); PixiJS's workers come from `blob:`. Nothing may
 * frame a page (clickjacking of the QR approval), and forms and `<base>` stay on our origin.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** HSTS: one year, only on answers that went out over TLS (directly, or through a proxy with TRUST_PROXY). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** What helmet sets on every answer. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Plain http on localhost or a school's network must keep working: HSTS is added below only behind TLS.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
  // The games' audio and images are ours; nothing cross-origin needs embedding.
  crossOriginEmbedderPolicy: false,
};

/** What helmet sets with these options, as [name, value] pairs: worked out once, when the server module loads. */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = (() => {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  if (headers.length === 0) throw new Error('helmet set no header');
  return headers;
})();

/**
 * The same headers as `Name: value` lines, for the answers written on the socket before any routing (a request
 * past its time, a header block over the limit, bytes that are not HTTP: `clientErrorHandler` in lifecycle.ts),
 * which no hook of the app sees.
 */
export const RAW_SECURITY_HEADERS: string = SECURITY_HEADERS.map(
  ([name, value]) => `${name}: ${value}\r\n`,
).join('');

/**
 * Security headers on every answer (pages, files and the API): helmet's headers for these options, set on the
 * response as helmet sets them, from the list worked out once. (@fastify/helmet ran helmet anew on every request,
 * parsing the policy's directives each time: a cost on every answer, BENCHMARKS.md "Issue 36, stop 21: a saved
 * attempt".)
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
