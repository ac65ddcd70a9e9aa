import { createHash, randomBytes } from 'node:crypto';
import { and, arrayContains, asc, eq, gt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import {
  SSO_PRESET_ISSUERS,
  SSO_START_PATH,
  API_BASE,
  type SsoKind,
  type SsoProviders,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { insertCharacter, type CharacterRow } from '../character/service';
import { MINUTE } from '../shared/clock';
import { schoolUsername } from '../shared/random-code';
import { schoolOf, type SchoolRow } from '../schools/service';
import { rosterAccountForLogin, rosterLoginKey } from '../schools/roster';
import { insertExternalAccount, usernameTaken } from '../user/users';
import { ssoFlows, ssoIdentities, ssoProviders } from './schema';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;

/** How long a sign-in may take between leaving for the provider and coming back. */
export const SSO_FLOW_TTL_MS = 10 * MINUTE;
/** The short cookie that ties the provider's answer to the browser that left for it. */
export const SSO_BINDING_COOKIE = 'keyquest_sso';

/** SSO_REFUSED, carrying what the library said (logged by the route, never shown). */
function refused(cause: unknown) {
  const error = fail('SSO_REFUSED');
  error.cause = cause;
  return error;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** http is allowed for an issuer on this machine only (the tests' provider); every other issuer is https. */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function issuerOf(kind: SsoKind, given: string | undefined, tenants: readonly string[]): string {
  if (kind === 'generic') {
    if (!given) throw fail('SSO_PROVIDER_INVALID');
    const url = new URL(given);
    if (url.protocol !== 'https:' && !isLoopback(url)) throw fail('SSO_PROVIDER_INVALID');
    return given.replace(/\/$/, '');
  }
  if (kind === 'microsoft') {
    const tenant = tenants[0];
    if (!tenant) throw fail('SSO_PROVIDER_INVALID');
    return SSO_PRESET_ISSUERS.microsoft.replace('{tenant}', tenant);
  }
  return SSO_PRESET_ISSUERS[kind];
}

const toProvider = (row: SsoProviderRow) => ({
  providerId: row.id,
  kind: row.kind as SsoKind,
  issuer: row.issuer,
  clientId: row.clientId,
  hasSecret: row.clientSecret !== null && row.clientSecret !== '',
  domains: row.domains,
  tenants: row.tenants,
  enabled: row.enabled,
  signInPath: `${API_BASE}${SSO_START_PATH}?provider=${row.id}`,
});

export async function listSsoProviders(db: Executor, school: SchoolRow): Promise<SsoProviders> {
  const rows = await db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.schoolId, school.id))
    .orderBy(asc(ssoProviders.id));
  return { providers: rows.map(toProvider) };
}

/**
 * Adds or changes one of the school's providers. A provider names at least one domain or tenant: a person of
 * Google or Microsoft at large is nobody's student.
 */
export async function saveSsoProvider(
  context: ServerContext,
  admin: CharacterRow,
  request: {
    providerId?: number | undefined;
    kind: SsoKind;
    issuer?: string | undefined;
    clientId: string;
    clientSecret?: string | undefined;
    domains: string[];
    tenants: string[];
    enabled: boolean;
  },
): Promise<SsoProviders> {
  const school = await schoolOf(context.db, admin);
  if (request.domains.length === 0 && request.tenants.length === 0) throw fail('SSO_PROVIDER_INVALID');
  const values = {
    kind: request.kind,
    issuer: issuerOf(request.kind, request.issuer, request.tenants),
    clientId: request.clientId,
    domains: [...new Set(request.domains)],
    tenants: [...new Set(request.tenants)],
    enabled: request.enabled,
    // Sealed under the server's key (shared/sealed.ts); an empty secret is none (a public client).
    ...(request.clientSecret !== undefined
      ? { clientSecret: request.clientSecret ? context.secrets.seal(request.clientSecret) : null }
      : {}),
  };
  if (request.providerId === undefined) {
    await context.db
      .insert(ssoProviders)
      .values({ ...values, schoolId: school.id, createdAt: context.clock.now() });
  } else {
    const changed = await context.db
      .update(ssoProviders)
      .set(values)
      .where(and(eq(ssoProviders.id, request.providerId), eq(ssoProviders.schoolId, school.id)))
      .returning({ id: ssoProviders.id });
    if (changed.length === 0) throw fail('SSO_PROVIDER_NOT_FOUND');
    configs.delete(request.providerId);
  }
  return listSsoProviders(context.db, school);
}

export async function deleteSsoProvider(context: ServerContext, admin: CharacterRow, providerId: number) {
  const school = await schoolOf(context.db, admin);
  const gone = await context.db
    .delete(ssoProviders)
    .where(and(eq(ssoProviders.id, providerId), eq(ssoProviders.schoolId, school.id)))
    .returning({ id: ssoProviders.id });
  if (gone.length === 0) throw fail('SSO_PROVIDER_NOT_FOUND');
  configs.delete(providerId);
  return listSsoProviders(context.db, school);
}

/** Discovered provider configurations, by provider, for a few minutes (the provider's keys are cached inside). */
const configs = new Map<number, { issuer: string; config: Promise<oidc.Configuration>; until: number }>();

function configFor(
  context: ServerContext,
  provider: SsoProviderRow,
  now: number,
): Promise<oidc.Configuration> {
  const cached = configs.get(provider.id);
  if (cached && cached.issuer === provider.issuer && cached.until > now) return cached.config;
  const server = new URL(provider.issuer);
  const secret = provider.clientSecret ? context.secrets.open(provider.clientSecret) : undefined;
  const config = oidc
    .discovery(
      server,
      provider.clientId,
      secret,
      secret ? oidc.ClientSecretPost(secret) : oidc.None(),
      server.protocol === 'http:' && isLoopback(server)
        ? { execute: [oidc.allowInsecureRequests] }
        : undefined,
    )
    .catch((error: unknown) => {
      configs.delete(provider.id);
      throw error;
    });
  configs.set(provider.id, { issuer: provider.issuer, config, until: now + 10 * MINUTE });
  return config;
}

async function enabledProvider(db: Executor, providerId: number): Promise<SsoProviderRow> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, providerId));
  if (!row || !row.enabled) throw fail('SSO_PROVIDER_NOT_FOUND');
  return row;
}

/** The enabled provider whose domains hold the e-mail address's domain (the first one made). */
export async function providerForEmail(db: Executor, email: string | undefined): Promise<number> {
  const domain = email?.toLowerCase().split('@')[1];
  if (!domain) throw fail('SSO_PROVIDER_NOT_FOUND');
  const [row] = await db
    .select({ id: ssoProviders.id })
    .from(ssoProviders)
    .where(and(eq(ssoProviders.enabled, true), arrayContains(ssoProviders.domains, [domain])))
    .orderBy(asc(ssoProviders.id))
    .limit(1);
  if (!row) throw fail('SSO_PROVIDER_NOT_FOUND');
  return row.id;
}

/**
 * Begins a sign-in: the state, nonce and PKCE verifier are made and kept here, and the browser leaves for the
 * provider's authorization endpoint with the state, the nonce and the verifier's S256 challenge. `binding` goes
 * into the browser's short cookie.
 */
export async function startSso(
  context: ServerContext,
  request: { providerId: number; loginHint?: string | undefined; redirect: string; redirectUri: string },
): Promise<{ url: string; binding: string }> {
  const provider = await enabledProvider(context.db, request.providerId);
  const now = context.clock.now();
  let config: oidc.Configuration;
  try {
    config = await configFor(context, provider, now.getTime());
  } catch (error) {
    throw refused(error);
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const binding = randomBytes(24).toString('base64url');
  await context.db.insert(ssoFlows).values({
    state,
    providerId: provider.id,
    nonce,
    codeVerifier,
    bindingHash: sha256(binding),
    redirect: request.redirect,
    expiresAt: new Date(now.getTime() + SSO_FLOW_TTL_MS),
    createdAt: now,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: request.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(request.loginHint ? { login_hint: request.loginHint } : {}),
  });
  return { url: url.href, binding };
}

interface SchoolClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  hd?: unknown;
  tid?: unknown;
  district?: unknown;
}

/** Whether the person belongs to the school: a listed tenant (Entra `tid`, Clever `district`) or a listed domain. */
function ofSchool(provider: SsoProviderRow, claims: SchoolClaims): boolean {
  const tenant = [claims.tid, claims.district].find((value): value is string => typeof value === 'string');
  if (tenant && provider.tenants.includes(tenant.toLowerCase())) return true;
  const domains = new Set<string>();
  if (typeof claims.hd === 'string') domains.add(claims.hd.toLowerCase());
  if (typeof claims.email === 'string' && claims.email_verified !== false) {
    const domain = claims.email.toLowerCase().split('@')[1];
    if (domain) domains.add(domain);
  }
  return [...domains].some((domain) => provider.domains.includes(domain));
}

/**
 * The provider's answer: the flow is taken (once) by its state and must have been begun in this browser; the code
 * is exchanged with the PKCE verifier, and openid-client checks the answer's state and issuer, the ID token's
 * signature, issuer, audience and nonce. The person must belong to the school. Gives the account: the one linked
 * before, the roster's account of the same school username, or a new one (a STUDENT of the school).
 */
export async function finishSso(
  context: ServerContext,
  request: { currentUrl: URL; state: string; binding: string | undefined },
): Promise<{ userId: number; redirect: string }> {
  const now = context.clock.now();
  const [flow] = await context.db
    .delete(ssoFlows)
    .where(and(eq(ssoFlows.state, request.state), gt(ssoFlows.expiresAt, now)))
    .returning();
  if (!flow || !request.binding || sha256(request.binding) !== flow.bindingHash) throw fail('SSO_REFUSED');
  const provider = await enabledProvider(context.db, flow.providerId);
  let claims: SchoolClaims & { iss: string };
  try {
    const config = await configFor(context, provider, now.getTime());
    const tokens = await oidc.authorizationCodeGrant(config, request.currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    claims = idClaims as SchoolClaims & { iss: string };
    // A provider may give the e-mail only at its userinfo endpoint (for the same subject, checked).
    if (claims.email === undefined && claims.hd === undefined && claims.tid === undefined) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
  } catch (error) {
    throw refused(error);
  }
  if (!ofSchool(provider, claims)) throw fail('SSO_NOT_OF_SCHOOL');
  const userId = await context.db.transaction((tx) => schoolAccountFor(tx, provider.schoolId, claims, now));
  return { userId, redirect: flow.redirect };
}

/**
 * The account of a person of the school known to an issuer (an OpenID provider, or a learning platform launching
 * with LTI): the one linked before, the roster's account of the same e-mail, or a new STUDENT of the school.
 */
export async function schoolAccountFor(
  tx: Executor,
  schoolId: number,
  claims: { iss: string; sub: string; email?: unknown },
  now: Date,
): Promise<number> {
  const [known] = await tx
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.issuer, claims.iss), eq(ssoIdentities.subject, claims.sub)));
  if (known) return known.userId;
  const rostered =
    typeof claims.email === 'string'
      ? await rosterAccountForLogin(tx, schoolId, rosterLoginKey(claims.email))
      : undefined;
  const userId = rostered ?? (await openSchoolStudent(tx, schoolId, now));
  await tx
    .insert(ssoIdentities)
    .values({ issuer: claims.iss, subject: claims.sub, userId, schoolId, createdAt: now });
  return userId;
}

/** A new account of the school: a pseudonymous username, no password, one STUDENT role (avatar-student-1). */
export async function openSchoolStudent(tx: Executor, schoolId: number, now: Date): Promise<number> {
  let username = schoolUsername(schoolId);
  for (let attempt = 0; await usernameTaken(tx, username); attempt++) {
    if (attempt > 5) throw new Error('No free username.');
    username = schoolUsername(schoolId);
  }
  const user = await insertExternalAccount(tx, { username, now });
  await insertCharacter(tx, {
    userId: user.id,
    type: 'STUDENT',
    avatar: 'avatar-student-1',
    nickname: username,
    now,
  });
  return user.id;
}
