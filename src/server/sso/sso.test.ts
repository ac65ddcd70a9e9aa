import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsoProviders, Character, MyGroups } from '../../contracts';
import { freePort } from '../test/child-server';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { ssoProviders } from './schema';
import { startLocalOidc, type LocalOidc } from '../test/local-oidc';
import { loginFromSessionKey, openedSchool } from '../test/school-sign-in';

type Answer<T> = T & { errorCode?: string };
const SITE = 'keyquest.test';
const CALLBACK = `http://${SITE}/api/sso/callback`;

/**
 * School sign-in against a real OpenID provider (oidc-provider) on this machine: the server discovers it, sends
 * the browser there with state, nonce and a PKCE challenge, and takes the answer back through openid-client.
 */
describe.each(TEST_DATABASES)('school sign-in with OpenID Connect (%s)', (kind) => {
  const server = suiteServer(kind);
  let idp: LocalOidc;
  let wrongIssuer: LocalOidc;
  beforeAll(async () => {
    idp = await startLocalOidc({ port: await freePort(), redirectUris: [CALLBACK] });
    // Reached at 127.0.0.1 but naming itself localhost: its discovery document names another issuer.
    const port = await freePort();
    wrongIssuer = await startLocalOidc({
      port,
      issuer: `http://localhost:${port}`,
      redirectUris: [CALLBACK],
    });
  });
  afterAll(async () => {
    await idp?.close();
    await wrongIssuer?.close();
  });

  async function schoolWithProvider(options: { issuer?: string; domains?: string[] } = {}) {
    const { token, characterId } = await openedSchool(server.app, 'Hillside');
    const saved = await call<Answer<SsoProviders>>(server.app, 'POST', '/school/sso/provider/save', {
      token,
      payload: {
        characterId,
        kind: 'generic',
        issuer: options.issuer ?? idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        domains: options.domains ?? ['hillside.example'],
        tenants: [],
        enabled: true,
      },
    });
    expect(saved.status).toBe(200);
    const provider = saved.body.providers[0]!;
    return { token, characterId, provider };
  }

  /** The browser's way: start on our server, through the provider, back to our callback. */
  async function signIn(
    providerId: number | `email=${string}`,
    options: {
      editAuthorizationUrl?: (url: URL) => void;
      editCallback?: (url: URL) => void;
      dropBinding?: boolean;
    } = {},
  ) {
    const start = await server.app.inject({
      method: 'GET',
      url: `/api/sso/start?${typeof providerId === 'number' ? `provider=${providerId}` : providerId}`,
      headers: { host: SITE },
    });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location as string, `http://${SITE}`);
    if (location.host === SITE) return { start, location, final: location };
    const binding = (start.cookies as { name: string; value: string }[]).find(
      (c) => c.name === 'keyquest_sso',
    );
    options.editAuthorizationUrl?.(location);
    const jar = new Map<string, string>();
    let next = location.href;
    for (let hop = 0; hop < 10 && !next.startsWith(`http://${SITE}/`); hop++) {
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!, value.join('='));
      }
      const to = response.headers.get('location');
      if (!to)
        throw new Error(`the provider stopped at ${next}: ${response.status} ${await response.text()}`);
      next = new URL(to, next).href;
    }
    const back = new URL(next);
    options.editCallback?.(back);
    const callback = await server.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: {
        host: SITE,
        ...(binding && !options.dropBinding ? { cookie: `keyquest_sso=${binding.value}` } : {}),
      },
    });
    expect(callback.statusCode).toBe(302);
    return {
      start,
      location,
      callbackUrl: back,
      final: new URL(callback.headers.location as string, `http://${SITE}`),
    };
  }

  /** The app's side after the callback: the session key's code exchanged for a login. */
  const exchange = (final: URL) => loginFromSessionKey(server.app, final);

  it('signs a child in with authorization code and PKCE; the same person comes back to the same account, a STUDENT', async () => {
    // A domain of this run alone: the e-mail's way finds the provider by it in a shared database.
    const domain = `h${Date.now().toString(36)}${kind}.example`;
    const { provider } = await schoolWithProvider({ domains: [domain] });
    idp.signInAs({ sub: `child-1-${domain}`, email: `ada@${domain}` });
    const first = await signIn(provider.providerId);
    // The browser was sent with state, nonce and an S256 challenge; the verifier never left the server.
    expect(first.location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(first.location.searchParams.get('state')).toBeTruthy();
    expect(first.location.searchParams.get('nonce')).toBeTruthy();
    expect(first.location.href).not.toContain('code_verifier');
    expect(first.final.pathname).toBe('/login/callback');
    expect(first.final.searchParams.get('redirect')).toBe('/chapter/');
    const login = await exchange(first.final);
    expect(login.user.lastLoginType).toBe('account');
    expect(login.user.username).toMatch(/^s\d+-[a-z0-9]{6}$/);
    const roles = await call<Character[]>(server.app, 'GET', '/character/list', { token: login.accessToken });
    expect(roles.body.map((role) => role.type)).toEqual(['STUDENT']);

    const again = await exchange((await signIn(provider.providerId)).final);
    expect(again.user.uid).toBe(login.user.uid);

    // The sign-in page's way: the school e-mail's domain finds the provider, the address goes on as a hint.
    const byEmail = await signIn(`email=ada%40${domain.toUpperCase()}`);
    expect(byEmail.location.searchParams.get('login_hint')).toBe(`ada@${domain.toUpperCase()}`);
    expect((await exchange(byEmail.final)).user.uid).toBe(login.user.uid);
    const unknown = await signIn('email=ada%40nowhere.example');
    expect(unknown.final.searchParams.get('error')).toBe('SSO_PROVIDER_NOT_FOUND');
  });

  it('refuses a person whose domain is not the school’s', async () => {
    const { provider } = await schoolWithProvider();
    idp.signInAs({ sub: 'outsider', email: 'eve@elsewhere.example' });
    const { final } = await signIn(provider.providerId);
    expect(final.searchParams.get('error')).toBe('SSO_NOT_OF_SCHOOL');
  });

  it('state: an answer the browser did not begin, or the same answer twice, is refused', async () => {
    const { provider } = await schoolWithProvider();
    idp.signInAs({ sub: 'child-2', email: 'bo@hillside.example' });
    const stranger = await signIn(provider.providerId, { dropBinding: true });
    expect(stranger.final.searchParams.get('error')).toBe('SSO_REFUSED');
    const forged = await signIn(provider.providerId, {
      editCallback: (url) => url.searchParams.set('state', 'made-up-state'),
    });
    expect(forged.final.searchParams.get('error')).toBe('SSO_REFUSED');
    // A good answer, replayed.
    const good = await signIn(provider.providerId);
    expect(good.final.searchParams.get('sessionKey')).toBeTruthy();
    const replay = await server.app.inject({
      method: 'GET',
      url: `${good.callbackUrl!.pathname}${good.callbackUrl!.search}`,
      headers: { host: SITE },
    });
    expect(new URL(replay.headers.location as string, `http://${SITE}`).searchParams.get('error')).toBe(
      'SSO_REFUSED',
    );
  });

  it('PKCE: a code obtained with another challenge cannot be exchanged with our verifier', async () => {
    const { provider } = await schoolWithProvider();
    idp.signInAs({ sub: 'child-3', email: 'cy@hillside.example' });
    const { final } = await signIn(provider.providerId, {
      editAuthorizationUrl: (url) =>
        url.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    });
    expect(final.searchParams.get('error')).toBe('SSO_REFUSED');
  });

  it('nonce: an ID token carrying another nonce than the one this sign-in made is refused', async () => {
    const { provider } = await schoolWithProvider();
    idp.signInAs({ sub: 'child-4', email: 'di@hillside.example' });
    const { final } = await signIn(provider.providerId, {
      editAuthorizationUrl: (url) => url.searchParams.set('nonce', 'an-attackers-nonce'),
    });
    expect(final.searchParams.get('error')).toBe('SSO_REFUSED');
  });

  it('issuer: a provider whose discovery names another issuer, or an ID token from another issuer, is refused', async () => {
    const discovered = await schoolWithProvider({
      issuer: `http://127.0.0.1:${new URL(wrongIssuer.issuer).port}`,
    });
    const { final } = await signIn(discovered.provider.providerId);
    expect(final.searchParams.get('error')).toBe('SSO_REFUSED');

    const { provider } = await schoolWithProvider();
    idp.signInAs({ sub: 'child-5', email: 'ed@hillside.example' });
    idp.tamper({ iss: 'https://accounts.google.com' });
    const mixedUp = await signIn(provider.providerId);
    expect(mixedUp.final.searchParams.get('error')).toBe('SSO_REFUSED');
  });

  it('audience: an ID token minted for another client is refused', async () => {
    const { provider } = await schoolWithProvider();
    idp.signInAs({ sub: 'child-6', email: 'fi@hillside.example' });
    idp.tamper({ aud: 'another-app' });
    const { final } = await signIn(provider.providerId);
    expect(final.searchParams.get('error')).toBe('SSO_REFUSED');
    // The same sign-in untampered goes through.
    expect((await signIn(provider.providerId)).final.searchParams.get('sessionKey')).toBeTruthy();
  });

  it('a rostered child signs in to the roster’s account and is in their class; providers are the school’s own', async () => {
    const { token, characterId, provider } = await schoolWithProvider();
    const files = {
      'classes.csv': 'sourcedId,status,dateLastModified,title,schoolSourcedId\nc-4a,active,,4A,org-1\n',
      'users.csv':
        'sourcedId,status,enabledUser,role,username,email,givenName,familyName\nu-gil,active,true,student,gil,gil@hillside.example,Gil,Lee\n',
      'enrollments.csv':
        'sourcedId,status,classSourcedId,userSourcedId,role\ne-1,active,c-4a,u-gil,student\n',
    };
    const imported = await call(server.app, 'POST', '/school/roster/import', {
      token,
      payload: { characterId, files },
    });
    expect(imported.status).toBe(200);
    idp.signInAs({ sub: 'gil-at-idp', email: 'Gil@Hillside.example' });
    const login = await exchange((await signIn(provider.providerId)).final);
    const [student] = (
      await call<Character[]>(server.app, 'GET', '/character/list', { token: login.accessToken })
    ).body;
    const classes = await call<MyGroups>(server.app, 'GET', '/group/mine', {
      token: login.accessToken,
      payload: { characterId: student!.characterId },
    });
    expect(classes.body.groups.map((group) => group.name)).toEqual(['4A']);

    // Another school's administrator sees none of this school's providers and cannot change them.
    const other = await schoolWithProvider();
    const list = await call<SsoProviders>(server.app, 'GET', '/school/sso/providers', {
      token: other.token,
      payload: { characterId: other.characterId },
    });
    expect(list.body.providers.map((row) => row.providerId)).toEqual([other.provider.providerId]);
    expect(JSON.stringify(list.body)).not.toContain(idp.clientSecret);
    // The secret is kept sealed: the table holds no plain copy of it.
    const [stored] = await server.database.db
      .select({ secret: ssoProviders.clientSecret })
      .from(ssoProviders)
      .where(eq(ssoProviders.id, provider.providerId));
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain(idp.clientSecret);
    const hijack = await call<Answer<SsoProviders>>(server.app, 'DELETE', '/school/sso/provider/delete', {
      token: other.token,
      payload: { characterId: other.characterId, providerId: provider.providerId },
    });
    expect(hijack.body.errorCode).toBe('SSO_PROVIDER_NOT_FOUND');
  });
});
