import { z } from 'zod';
import type { ApiRoute } from './http';
import {
  CODE_PATTERN,
  LOGIN_METHODS,
  LOGIN_TYPES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  SUBSCRIPTION_TYPES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './constants';
import {
  DeviceOnlyPayloadSchema,
  FormBooleanSchema,
  TimestampSchema,
  optionalField,
  withDevice,
} from './form';

// Field rules. An issue's message is an error code, so the server answers with that code and a form can show
// the translated `error.<code>` message next to the field.

export const UsernameSchema = z
  .string({ error: 'USERNAME_INVALID' })
  .trim()
  .min(USERNAME_MIN, { error: 'USERNAME_INVALID' })
  .max(USERNAME_MAX, { error: 'USERNAME_INVALID' })
  .regex(USERNAME_PATTERN, { error: 'USERNAME_INVALID' });

export const PasswordSchema = z
  .string({ error: 'PASSWORD_INVALID' })
  .min(PASSWORD_MIN, { error: 'PASSWORD_INVALID' })
  .max(PASSWORD_MAX, { error: 'PASSWORD_INVALID' })
  .regex(PASSWORD_PATTERN, { error: 'PASSWORD_INVALID' });

/** The password typed to confirm something (sign-in, deletion): only required, the rules are not re-checked. */
export const PasswordEntrySchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' })
  .max(128, { error: 'WRONG_PASSWORD' });

export const EmailSchema = z
  .string({ error: 'EMAIL_INVALID' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

/** Digits only (an optional leading + for the country code), 6 to 15 digits. */
export const PhoneSchema = z
  .string({ error: 'PHONE_INVALID' })
  .trim()
  .regex(/^\+?\d{6,15}$/, { error: 'PHONE_INVALID' });

export const VerificationCodeSchema = z
  .string({ error: 'CODE_INVALID' })
  .trim()
  .regex(CODE_PATTERN, { error: 'CODE_INVALID' });

/** Ticked acknowledgement boxes: the terms at sign-up, the warning before a deletion. */
export const mustBeTicked = (error: string) =>
  z.preprocess((value) => value ?? false, FormBooleanSchema).refine((ticked) => ticked, { error });

/** A user as the self-info call and every login answer it. */
export const UserSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** A guest (visitor) account: no login method bound yet. */
  isGuest: z.boolean(),
  hasPassword: z.boolean(),
  /** The login methods bound to the account. */
  loginMethods: z.array(z.enum(LOGIN_METHODS)),
  lastLoginType: z.enum(LOGIN_TYPES),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  region: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

/** The password typed twice matches (sign-up, binding a username). */
export const passwordsConfirmed = <T extends { password: string; confirmPassword: string }>(payload: T) =>
  payload.password === payload.confirmPassword;

/** Where a verification code goes. */
export const CODE_CHANNELS = ['email', 'phone'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
export const CODE_PURPOSES = ['login', 'bind'] as const;

/** A code's target: an email address or a phone number, checked by `via`. */
export const CodeTargetShape = {
  via: z.enum(CODE_CHANNELS),
  target: z.string().trim().min(1).max(254),
};
/**
 * A name typed to sign in (username, email address or phone) as the server looks it up and counts its tries:
 * trimmed and lowercased here, in one place, so the lookup and the limits never disagree on which account a
 * spelling names (the database's lower() is only ever applied to stored usernames, which are ASCII). The dotted
 * capital İ (a Turkish keyboard's capital i) lowercases to i and a combining dot: the dot is dropped, so `KİD`
 * names the account `kid`, as it did when the database folded it, and counts against the same budget.
 */
export function normalizeLoginName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/i\u0307/g, 'i');
}

/** Email addresses are kept lowercased, so Ann@Example.com and ann@example.com are one account. */
export function normalizeCodeTarget<T extends { via: CodeChannel; target: string }>(payload: T): T {
  return payload.via === 'email' ? { ...payload, target: payload.target.toLowerCase() } : payload;
}
export function checkCodeTarget(payload: { via: CodeChannel; target: string }, context: z.RefinementCtx) {
  const schema = payload.via === 'email' ? EmailSchema : PhoneSchema;
  const result = schema.safeParse(payload.target);
  if (!result.success) {
    context.addIssue({
      code: 'custom',
      path: ['target'],
      message: payload.via === 'email' ? 'EMAIL_INVALID' : 'PHONE_INVALID',
    });
  }
}

/** POST /user/bind/account: give the account a username and a password (a guest becomes a formal account). */
export const BindAccountPayloadSchema = withDevice({
  username: UsernameSchema,
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'PASSWORD_MISMATCH' }),
}).refine(passwordsConfirmed, { error: 'PASSWORD_MISMATCH', path: ['confirmPassword'] });
export type BindAccountPayload = z.infer<typeof BindAccountPayloadSchema>;

/**
 * POST /user/bind/code: bind an email address or a phone proved by a code (purpose `bind`). When it belongs to
 * another account that is not a member, `replaceExisting` deletes that account and binds it here.
 */
export const BindCodePayloadSchema = withDevice({
  ...CodeTargetShape,
  code: VerificationCodeSchema,
  replaceExisting: optionalField(FormBooleanSchema),
})
  .superRefine(checkCodeTarget)
  .transform(normalizeCodeTarget);
export type BindCodePayload = z.infer<typeof BindCodePayloadSchema>;

/** DELETE /user/bind: unbind a login method (never the last one). */
export const UnbindPayloadSchema = withDevice({ method: z.enum(LOGIN_METHODS) });
export type UnbindPayload = z.infer<typeof UnbindPayloadSchema>;

/** POST /user/password: set a password (the account has none) or change it (oldPassword required). */
export const SetPasswordPayloadSchema = withDevice({
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'PASSWORD_MISMATCH' }),
  oldPassword: optionalField(PasswordEntrySchema),
}).refine(passwordsConfirmed, { error: 'PASSWORD_MISMATCH', path: ['confirmPassword'] });
export type SetPasswordPayload = z.infer<typeof SetPasswordPayloadSchema>;

/**
 * DELETE /user/delete: delete the account and everything in it, irreversibly. Needs the ticked acknowledgement
 * and, when the account has a password, the password.
 */
export const DeleteAccountPayloadSchema = withDevice({
  password: optionalField(PasswordEntrySchema),
  acknowledge: mustBeTicked('ACKNOWLEDGEMENT_REQUIRED'),
});
export type DeleteAccountPayload = z.infer<typeof DeleteAccountPayloadSchema>;

export const DeletedResultSchema = z.object({ deleted: z.literal(true) });
export type DeletedResult = z.infer<typeof DeletedResultSchema>;

/** GET /user/subscription. */
export const SubscriptionSchema = z.object({
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  /** Epoch ms when a paid subscription ends; null for FREE and LIFETIME. */
  expireTime: z.number().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** The account: who is signed in, its login methods, its password, its deletion. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const USER_ROUTES = {
  self: {
    method: 'GET',
    path: '/user/info/self',
    auth: 'user',
    payload: DeviceOnlyPayloadSchema,
    answer: UserSchema,
  },
  subscription: {
    method: 'GET',
    path: '/user/subscription',
    auth: 'user',
    payload: DeviceOnlyPayloadSchema,
    answer: SubscriptionSchema,
  },
  bindAccount: {
    method: 'POST',
    path: '/user/bind/account',
    auth: 'user',
    payload: BindAccountPayloadSchema,
    answer: UserSchema,
    limited: true,
  },
  bindCode: {
    method: 'POST',
    path: '/user/bind/code',
    auth: 'user',
    payload: BindCodePayloadSchema,
    answer: UserSchema,
    limited: true,
  },
  unbind: {
    method: 'DELETE',
    path: '/user/bind',
    auth: 'user',
    payload: UnbindPayloadSchema,
    answer: UserSchema,
  },
  setPassword: {
    method: 'POST',
    path: '/user/password',
    auth: 'user',
    payload: SetPasswordPayloadSchema,
    answer: UserSchema,
    limited: true,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/user/delete',
    auth: 'user',
    payload: DeleteAccountPayloadSchema,
    answer: DeletedResultSchema,
    limited: true,
  },
} as const satisfies Record<string, ApiRoute>;
