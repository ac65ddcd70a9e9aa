import { z } from 'zod';
import {
  CLIENT_TYPES,
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
import { FormBooleanSchema, TimestampSchema, optionalField, withDevice } from './form';

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

/**
 * Device and marketing fields every login call may carry (spec section 7): os type, client type (lowercase),
 * channel, device token, serial number, region, talId and the ad-click ids kept by the app.
 */
const shortText = optionalField(z.string().max(256));
export const LoginContextShape = {
  osType: shortText,
  clientType: optionalField(z.enum(CLIENT_TYPES)),
  channel: shortText,
  deviceToken: shortText,
  sn: shortText,
  region: shortText,
  talId: shortText,
  bdVid: shortText,
  sgVid: shortText,
  bdChannel: shortText,
  qhclickid: shortText,
  msclkid: shortText,
};

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

/** The answer of every login call (spec section 3). Times are epoch milliseconds. */
export const LoginResultSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expireTime: z.number(),
  refreshExpireTime: z.number(),
  user: UserSchema,
  isNewUser: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** POST /user/auth/visitor: a guest session for this device (the same guest again on the same device). */
export const VisitorLoginPayloadSchema = withDevice({ ...LoginContextShape });
export type VisitorLoginPayload = z.infer<typeof VisitorLoginPayloadSchema>;

const confirmed = <T extends { password: string; confirmPassword: string }>(payload: T) =>
  payload.password === payload.confirmPassword;

/** POST /user/auth/register: a new account with a username and a password. */
export const RegisterPayloadSchema = withDevice({
  username: UsernameSchema,
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'PASSWORD_MISMATCH' }),
  agreeTerms: mustBeTicked('TERMS_NOT_ACCEPTED'),
  ...LoginContextShape,
}).refine(confirmed, { error: 'PASSWORD_MISMATCH', path: ['confirmPassword'] });
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

/** POST /user/auth/login: sign in with a username and a password. */
export const PasswordLoginPayloadSchema = withDevice({
  username: z.string({ error: 'USERNAME_INVALID' }).trim().min(1, { error: 'USERNAME_INVALID' }).max(254),
  password: PasswordEntrySchema,
  ...LoginContextShape,
});
export type PasswordLoginPayload = z.infer<typeof PasswordLoginPayloadSchema>;

/** Where a verification code goes. */
export const CODE_CHANNELS = ['email', 'phone'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
export const CODE_PURPOSES = ['login', 'bind'] as const;

/** A code's target: an email address or a phone number, checked by `via`. */
const codeTarget = {
  via: z.enum(CODE_CHANNELS),
  target: z.string().trim().min(1).max(254),
};
/** Email addresses are kept lowercased, so Ann@Example.com and ann@example.com are one account. */
function normalizeTarget<T extends { via: CodeChannel; target: string }>(payload: T): T {
  return payload.via === 'email' ? { ...payload, target: payload.target.toLowerCase() } : payload;
}
function targetIsValid(payload: { via: CodeChannel; target: string }, context: z.RefinementCtx) {
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

/** POST /verification/code/send: send a 4-digit code to an email address or a phone. */
export const SendCodePayloadSchema = withDevice({
  ...codeTarget,
  purpose: z.preprocess((value) => value ?? 'login', z.enum(CODE_PURPOSES)),
})
  .superRefine(targetIsValid)
  .transform(normalizeTarget);
export type SendCodePayload = z.infer<typeof SendCodePayloadSchema>;

/** The answer to a sent code: when another may be asked for, and how long this one lives. */
export const SendCodeResultSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendCodeResult = z.infer<typeof SendCodeResultSchema>;

/**
 * POST /verification/code/login: sign in with a code; an unknown address or phone becomes a new account,
 * which needs `agreeTerms`.
 */
export const CodeLoginPayloadSchema = withDevice({
  ...codeTarget,
  code: VerificationCodeSchema,
  agreeTerms: optionalField(FormBooleanSchema),
  ...LoginContextShape,
})
  .superRefine(targetIsValid)
  .transform(normalizeTarget);
export type CodeLoginPayload = z.infer<typeof CodeLoginPayloadSchema>;

/** GET /user/auth/generate/sessionKey: a key for the QR code. */
export const SessionKeyResultSchema = z.object({ sessionKey: z.string(), expireTime: z.number() });
export type SessionKeyResult = z.infer<typeof SessionKeyResultSchema>;

export const SessionKeyPayloadSchema = withDevice({ sessionKey: z.string().min(16).max(128) });
export type SessionKeyPayload = z.infer<typeof SessionKeyPayloadSchema>;

/** GET /user/auth/sessionKey/code, polled every 2 s: code is null until a phone approves the key. */
export const SessionKeyCodeResultSchema = z.object({ code: z.string().nullable() });
export type SessionKeyCodeResult = z.infer<typeof SessionKeyCodeResultSchema>;

/** POST /user/auth/sessionKey/approve, from a signed-in phone. */
export const SessionKeyApproveResultSchema = z.object({ approved: z.literal(true) });
export type SessionKeyApproveResult = z.infer<typeof SessionKeyApproveResultSchema>;

/** POST /user/auth/wechat/web: exchange an approved session key's code for the login result. */
export const QrLoginPayloadSchema = withDevice({ code: z.string().min(16).max(128), ...LoginContextShape });
export type QrLoginPayload = z.infer<typeof QrLoginPayloadSchema>;

/** POST /user/auth/refresh: a new access token; the refresh token is rotated (use the new one). */
export const RefreshPayloadSchema = withDevice({ refreshToken: z.string().min(16).max(256) });
export type RefreshPayload = z.infer<typeof RefreshPayloadSchema>;

/** POST /user/auth/logout: ends the session of the access token and of the refresh token given. */
export const LogoutPayloadSchema = withDevice({ refreshToken: optionalField(z.string().max(256)) });
export type LogoutPayload = z.infer<typeof LogoutPayloadSchema>;

export const OkResultSchema = z.object({ ok: z.literal(true) });
export type OkResult = z.infer<typeof OkResultSchema>;

/** POST /user/bind/account: give the account a username and a password (a guest becomes a formal account). */
export const BindAccountPayloadSchema = withDevice({
  username: UsernameSchema,
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'PASSWORD_MISMATCH' }),
}).refine(confirmed, { error: 'PASSWORD_MISMATCH', path: ['confirmPassword'] });
export type BindAccountPayload = z.infer<typeof BindAccountPayloadSchema>;

/**
 * POST /user/bind/code: bind an email address or a phone proved by a code (purpose `bind`). When it belongs to
 * another account that is not a member, `replaceExisting` deletes that account and binds it here.
 */
export const BindCodePayloadSchema = withDevice({
  ...codeTarget,
  code: VerificationCodeSchema,
  replaceExisting: optionalField(FormBooleanSchema),
})
  .superRefine(targetIsValid)
  .transform(normalizeTarget);
export type BindCodePayload = z.infer<typeof BindCodePayloadSchema>;

/** DELETE /user/bind: unbind a login method (never the last one). */
export const UnbindPayloadSchema = withDevice({ method: z.enum(LOGIN_METHODS) });
export type UnbindPayload = z.infer<typeof UnbindPayloadSchema>;

/** POST /user/password: set a password (the account has none) or change it (oldPassword required). */
export const SetPasswordPayloadSchema = withDevice({
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'PASSWORD_MISMATCH' }),
  oldPassword: optionalField(PasswordEntrySchema),
}).refine(confirmed, { error: 'PASSWORD_MISMATCH', path: ['confirmPassword'] });
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
