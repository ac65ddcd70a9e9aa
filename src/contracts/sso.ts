import { z } from 'zod';
import type { ApiRoute } from './http';
import { FormBooleanSchema, IdSchema, jsonField, optionalField, withDevice } from './form';

/**
 * School sign-in with OpenID Connect (docs/ACCOUNTS.md, "School sign-in"): a school's administrator lists the
 * providers its people sign in with and the domains and tenants that are the school's; a child opens the school's
 * sign-in link (`/api/sso/start?provider=<id>`, a navigation to the provider, never a call from the page) and comes
 * back signed in through /login/callback.
 * @see docs/API.md, "School sign-in"
 */

/** The presets and the generic provider. */
export const SSO_KINDS = ['google', 'microsoft', 'clever', 'classlink', 'generic'] as const;
export type SsoKind = (typeof SSO_KINDS)[number];

/**
 * Each preset's issuer (discovery at `<issuer>/.well-known/openid-configuration`); Microsoft's names the school's
 * tenant (its first one), the generic provider's is given by the administrator.
 */
export const SSO_PRESET_ISSUERS: Record<Exclude<SsoKind, 'generic'>, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/{tenant}/v2.0',
  clever: 'https://clever.com',
  classlink: 'https://launchpad.classlink.com',
};

/** At most this many domains or tenants per provider. */
export const SSO_LIST_MAX = 20;

const listField = (pattern: RegExp) =>
  jsonField(
    z
      .array(z.string().trim().toLowerCase().regex(pattern, { error: 'SSO_PROVIDER_INVALID' }))
      .max(SSO_LIST_MAX, { error: 'SSO_PROVIDER_INVALID' }),
  );
/** A domain as an e-mail address ends (`school.example`). */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** A tenant or district id (Entra's `tid`, Clever's district): letters, digits and dashes. */
const TENANT = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const SsoProviderSchema = z.object({
  providerId: z.number().int(),
  kind: z.enum(SSO_KINDS),
  issuer: z.string(),
  clientId: z.string(),
  /** Whether a client secret is kept (the secret itself is never sent back). */
  hasSecret: z.boolean(),
  domains: z.array(z.string()),
  tenants: z.array(z.string()),
  enabled: z.boolean(),
  /** The link the school gives its people: a navigation to the provider through the server. */
  signInPath: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProviderSchema>;
export const SsoProvidersSchema = z.object({ providers: z.array(SsoProviderSchema) });
export type SsoProviders = z.infer<typeof SsoProvidersSchema>;

export const SsoProvidersPayloadSchema = withDevice({ characterId: IdSchema });
export const SaveSsoProviderPayloadSchema = withDevice({
  characterId: IdSchema,
  /** Absent: a new provider. */
  providerId: optionalField(IdSchema),
  kind: z.enum(SSO_KINDS, { error: 'SSO_PROVIDER_INVALID' }),
  /** The generic provider's issuer (https; http only on this machine for tests). Ignored for presets. */
  issuer: optionalField(z.url({ protocol: /^https?$/, error: 'SSO_PROVIDER_INVALID' }).max(300)),
  clientId: z
    .string({ error: 'SSO_PROVIDER_INVALID' })
    .trim()
    .min(1, { error: 'SSO_PROVIDER_INVALID' })
    .max(300),
  /** Absent when editing: the kept secret stays. */
  clientSecret: optionalField(z.string().max(500)),
  domains: listField(DOMAIN),
  tenants: listField(TENANT),
  enabled: FormBooleanSchema,
});
export const DeleteSsoProviderPayloadSchema = withDevice({ characterId: IdSchema, providerId: IdSchema });

/** The sign-in's navigations (not calls of the page): where they begin and where the provider answers. */
export const SSO_CALLBACK_PATH = '/sso/callback';
/**
 * `provider` (the school's own link) or `email` (the sign-in page's "sign in with your school": the provider whose
 * domains hold the address's domain, the address sent on as its login hint).
 */
export const SsoStartQuerySchema = z.object({
  provider: optionalField(IdSchema),
  email: optionalField(z.email().max(200)),
  /** Where the app goes after the sign-in: a path of this site. */
  redirect: optionalField(
    z
      .string()
      .max(300)
      .regex(/^\/(?!\/)/),
  ),
});
export const SsoCallbackQuerySchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().max(2000).optional(),
  iss: z.string().max(300).optional(),
  error: z.string().max(200).optional(),
});

export const SSO_ROUTES = {
  ssoProviders: {
    method: 'GET',
    path: '/school/sso/providers',
    auth: 'user',
    payload: SsoProvidersPayloadSchema,
    answer: SsoProvidersSchema,
  },
  saveSsoProvider: {
    method: 'POST',
    path: '/school/sso/provider/save',
    auth: 'user',
    payload: SaveSsoProviderPayloadSchema,
    answer: SsoProvidersSchema,
  },
  deleteSsoProvider: {
    method: 'DELETE',
    path: '/school/sso/provider/delete',
    auth: 'user',
    payload: DeleteSsoProviderPayloadSchema,
    answer: SsoProvidersSchema,
  },
} as const satisfies Record<string, ApiRoute>;
