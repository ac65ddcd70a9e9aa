import { createServer, type Server } from 'node:http';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (the certified `oidc-provider`) on a port of this machine, for the school sign-in's tests:
 * one confidential client, PKCE required, and a sign-in page that signs in whoever the test named
 * (`provider.signInAs`). `tamper` re-signs the next ID token with the provider's own key and a claim changed, as a
 * provider mixed up with another (issuer) or a token minted for another client (audience) would send.
 */
export interface LocalOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  signInAs(person: { sub: string; email: string }): void;
  tamper(claims: Partial<JWTPayload> | null): void;
  close(): Promise<void>;
}

export async function startLocalOidc(options: {
  port: number;
  /** The issuer it names (default: http://127.0.0.1:<port>); another host than it is reached at is a wrong issuer. */
  issuer?: string;
  redirectUris: string[];
}): Promise<LocalOidc> {
  const issuer = options.issuer ?? `http://127.0.0.1:${options.port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };
  const people = new Map<string, { sub: string; email: string }>();
  let current: { sub: string; email: string } = { sub: 'nobody', email: 'nobody@nowhere.example' };
  let tampering: Partial<JWTPayload> | null = null;
  const clientId = 'keyquest-local';
  const clientSecret = 'local-secret-for-tests-only';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [jwk] },
    cookies: { keys: ['local-oidc-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: person.email, email_verified: true }),
      };
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && tampering && body?.id_token) {
      const payload = { ...decodeJwt(body.id_token), ...tampering };
      tampering = null;
      body.id_token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
        .sign(privateKey);
    }
  });
  const handle = provider.callback();
  const server: Server = createServer((req, res) => {
    const interaction = /^\/interaction\/[\w-]+$/.exec(req.url ?? '');
    if (!interaction) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const person = current;
      people.set(person.sub, person);
      const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: person.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (person) => {
      current = person;
    },
    tamper: (claims) => {
      tampering = claims;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
