import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema, ERROR_CATALOGUE } from '../../contracts';
import { buildApp } from '../app';
import { openTestDatabase, startApp, testEnv, type TestServer } from '../test/harness';
import { clientErrorHandler } from './lifecycle';

/** Sends raw bytes to the listening server and returns everything it answers until it closes or goes quiet. */
function rawRequest(app: FastifyInstance, bytes: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (/\r\n\r\n/.test(answer) && /\}$/.test(answer)) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(bytes);
  });
}

function bodyOf(raw: string): unknown {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
}

describe('security headers and error answers at the edges', () => {
  let server: TestServer;
  let behindProxy: TestServer;
  beforeAll(async () => {
    server = await startApp(await openTestDatabase('pglite'));
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    behindProxy = await startApp(await openTestDatabase('pglite'), { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    for (const started of [server, behindProxy]) {
      await started.app.close();
      await started.database.close();
    }
  });

  it('sends a Content-Security-Policy that forbids framing, inline script and eval on every answer', async () => {
    for (const url of ['/api/health', '/api/no/such/call', '/lesson/f-and-j']) {
      const response = await server.app.inject({ url });
      const policy = String(response.headers['content-security-policy']);
      const directives = new Map(
        policy.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      // PixiJS's texture workers.
      expect(directives.get('worker-src')).toContain('blob:');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('sends HSTS only on answers that went out over TLS', async () => {
    const plain = await behindProxy.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await behindProxy.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    // Without TRUST_PROXY a client cannot claim TLS.
    const claimed = await server.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a header block over the limit with 431 in the catalogue shape', async () => {
    const raw = await rawRequest(
      server.app,
      `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(raw)).toEqual({
      statusCode: 431,
      message: ERROR_CATALOGUE.HEADERS_TOO_LARGE.message,
      errorCode: 'HEADERS_TOO_LARGE',
    });
  });

  it('answers bytes that are not HTTP with the parameter error, not a bare "Client Error"', async () => {
    const raw = await rawRequest(server.app, 'HELLO THERE\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(ApiErrorBodySchema.parse(bodyOf(raw)).errorCode).toBe('PARAMETER_ERROR');
  });

  it('answers a URL that cannot be decoded with the parameter error', async () => {
    const raw = await rawRequest(
      server.app,
      'GET /api/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(raw)).toMatchObject({ statusCode: 400, errorCode: 'PARAMETER_ERROR' });
    expect(raw).not.toContain('FST_ERR');
  });

  it('gives the answers written before routing (400, 408, 431) the security headers of every other answer', async () => {
    const routed = await server.app.inject({ url: '/api/health' });
    const security = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const expected = Object.fromEntries(security.map((name) => [name, String(routed.headers[name])]));
    expect(Object.values(expected)).not.toContain('undefined');
    const headersOf = (raw: string) =>
      Object.fromEntries(
        raw
          .slice(0, raw.indexOf('\r\n\r\n'))
          .split('\r\n')
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
    let timedOut = '';
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => ((timedOut += text), true),
      destroy: () => undefined,
    };
    clientErrorHandler(
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket as never,
    );
    const answers = [
      await rawRequest(server.app, 'HELLO THERE\r\n\r\n'),
      await rawRequest(
        server.app,
        `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      ),
      timedOut,
    ];
    expect(answers.map((raw) => raw.slice(9, 12))).toEqual(['400', '431', '408']);
    for (const raw of answers) expect(headersOf(raw)).toMatchObject(expected);
  });

  it('answers a request that ran out of time with 408 in the catalogue shape', async () => {
    let written = '';
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => {
        written += text;
        return true;
      },
      destroy: () => undefined,
    };
    const timeout = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    clientErrorHandler(timeout, socket as never);
    expect(written).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(written)).toMatchObject({ statusCode: 408, errorCode: 'REQUEST_TIMEOUT' });
  });

  it('bounds how long a request may take to arrive', () => {
    expect(server.app.server.requestTimeout).toBeGreaterThan(0);
    expect(server.app.server.requestTimeout).toBeLessThanOrEqual(60_000);
    expect(server.app.server.headersTimeout).toBeLessThanOrEqual(server.app.server.requestTimeout);
  });

  it('answers 503 SERVER_SHUTTING_DOWN in the catalogue shape to requests that arrive while it closes', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testEnv(), { database });
    let during = '';
    // A request that arrives once the shutdown has begun (the server still listens while requests drain).
    app.addHook('preClose', async () => {
      during = await rawRequest(
        app,
        'GET /api/health HTTP/1.1\r\nHost: localhost\r\nlanguage: JA\r\nConnection: close\r\n\r\n',
      );
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    await database.close();
    expect(during).toMatch(/^HTTP\/1\.1 503 /);
    const body = ApiErrorBodySchema.parse(bodyOf(during));
    expect(body).toMatchObject({ statusCode: 503, errorCode: 'SERVER_SHUTTING_DOWN' });
    // In the request's language.
    expect(body.message).not.toBe(ERROR_CATALOGUE.SERVER_SHUTTING_DOWN.message);
  });
});
