import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';

/**
 * A learning platform on a port of this machine, made for the tests from the IMS specifications (LTI 1.3 core,
 * Deep Linking 2.0, Assignment and Grade Services 2.0): its own RS256 key and key set, an OIDC authorization
 * endpoint that answers a tool's login with a signed ID token (as a self-submitting form, like a platform), an
 * OAuth 2 token endpoint taking the tool's signed client assertion, and line items whose scores it keeps.
 */
export interface LocalLtiPlatform {
  issuer: string;
  clientId: string;
  deploymentId: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** The line item's address (its scores go to `<lineItem>/scores`). */
  lineItem: string;
  /** Scores received, each after its bearer token was checked. */
  scores: Record<string, unknown>[];
  /** The next launch: who, of which kind, pointing where; `tamper` changes the ID token or signs it with another key. */
  nextLaunch(launch: Launch): void;
  /** The fields the authorization endpoint would post back to the tool for this authorization request. */
  answer(authorizationUrl: string): Promise<{ id_token: string; state: string }>;
  /** Checks a tool's deep-linking answer as the platform does (the tool's key set, issuer, audience). */
  readDeepLinkAnswer(jwt: string): Promise<JWTPayload>;
  close(): Promise<void>;
}

export interface Launch {
  sub: string;
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  custom?: Record<string, string>;
  deploymentId?: string;
  otherKey?: boolean;
  claims?: Record<string, unknown>;
}

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';

export async function startLocalLtiPlatform(options: {
  port: number;
  /** The tool's key set (its client assertions and deep-linking answers are checked with it). */
  toolKeys: () => Promise<JSONWebKeySet>;
}): Promise<LocalLtiPlatform> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = `kq-${randomUUID()}`;
  const deploymentId = 'deployment-1';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'platform-1', alg: 'RS256', use: 'sig' };
  const lineItem = `${issuer}/courses/7/lineitems/1?type=lesson`;
  const scores: Record<string, unknown>[] = [];
  const tokens = new Set<string>();
  let launch: Launch = { sub: 'nobody' };

  async function answer(authorizationUrl: string) {
    const url = new URL(authorizationUrl);
    const p = (name: string) => url.searchParams.get(name) ?? '';
    if (p('client_id') !== clientId || p('response_type') !== 'id_token' || p('scope') !== 'openid') {
      throw new Error(`a wrong authorization request: ${url.search}`);
    }
    if (p('response_mode') !== 'form_post' || p('prompt') !== 'none' || !p('nonce') || !p('state')) {
      throw new Error(`a wrong authorization request: ${url.search}`);
    }
    const deepLink = launch.messageType === 'LtiDeepLinkingRequest';
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      nonce: p('nonce'),
      email: `${launch.sub}@platform.example`,
      [`${LTI}message_type`]: launch.messageType ?? 'LtiResourceLinkRequest',
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: launch.deploymentId ?? deploymentId,
      [`${LTI}target_link_uri`]: p('redirect_uri'),
      [`${LTI}roles`]: [
        deepLink
          ? 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'
          : 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
      ],
      [`${LTI}context`]: { id: 'course-7', title: 'Typing 4A' },
      ...(deepLink
        ? {
            'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
              deep_link_return_url: `${issuer}/deep-link-return`,
              accept_types: ['ltiResourceLink'],
              accept_presentation_document_targets: ['iframe', 'window'],
              data: 'opaque-platform-data',
            },
          }
        : {
            [`${LTI}resource_link`]: { id: 'link-1', title: 'Home keys' },
            [`${LTI}custom`]: launch.custom ?? {},
            'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
              scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
              lineitem: lineItem,
            },
          }),
      ...launch.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'platform-1' })
      .setIssuer(issuer)
      .setSubject(launch.sub)
      .setAudience((launch.claims?.aud as string | undefined) ?? clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(launch.otherKey ? stranger.privateKey : privateKey);
    return { id_token: idToken, state: p('state') };
  }

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const toolKeySet = async () => createLocalJWKSet(await options.toolKeys());

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', issuer);
      if (url.pathname === '/jwks') {
        response.setHeader('content-type', 'application/json');
        return response.end(JSON.stringify({ keys: [publicJwk] }));
      }
      if (url.pathname === '/auth') {
        // The platform's answer: a form the browser posts to the tool's redirect_uri.
        const fields = await answer(url.href);
        const escape = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
        response.setHeader('content-type', 'text/html');
        return response.end(
          `<!doctype html><form method="post" action="${escape(url.searchParams.get('redirect_uri') ?? '')}">` +
            Object.entries(fields)
              .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
              .join('') +
            `<button>Launch</button></form><script>document.forms[0].submit()</script>`,
        );
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        if (form.get('grant_type') !== 'client_credentials') throw new Error('not client_credentials');
        await jwtVerify(form.get('client_assertion') ?? '', await toolKeySet(), {
          issuer: clientId,
          subject: clientId,
          audience: `${issuer}/token`,
        });
        const token = randomUUID();
        tokens.add(token);
        response.setHeader('content-type', 'application/json');
        return response.end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
      }
      if (url.pathname === '/courses/7/lineitems/1/scores' && request.method === 'POST') {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer || !tokens.has(bearer)) {
          response.statusCode = 401;
          return response.end();
        }
        if (request.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') {
          response.statusCode = 415;
          return response.end();
        }
        scores.push(JSON.parse(await readBody(request)) as Record<string, unknown>);
        response.statusCode = 204;
        return response.end();
      }
      if (url.pathname === '/scores') {
        response.setHeader('content-type', 'application/json');
        return response.end(JSON.stringify(scores));
      }
      response.statusCode = 404;
      response.end();
    })().catch((error: unknown) => {
      response.statusCode = 400;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    deploymentId,
    authUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    jwksUrl: `${issuer}/jwks`,
    lineItem,
    scores,
    nextLaunch: (next) => {
      launch = next;
    },
    answer,
    readDeepLinkAnswer: async (jwt) =>
      (await jwtVerify(jwt, await toolKeySet(), { issuer: clientId, audience: issuer })).payload,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
