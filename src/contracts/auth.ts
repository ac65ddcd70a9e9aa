/** Signing in: guests, passwords, codes, QR session keys, token refresh and sign-out (spec section 3). */
import { z } from 'zod';
import type { ApiRoute } from './http';
import { CLIENT_TYPES } from './constants';
import { DeviceOnlyPayloadSchema, FormBooleanSchema, optionalField, withDevice } from './form';
import {
  CODE_PURPOSES,
  CodeTargetShape,
  PasswordEntrySchema,
  PasswordSchema,
  UserSchema,
  UsernameSchema,
  VerificationCodeSchema,
  checkCodeTarget,
  mustBeTicked,
  normalizeCodeTarget,
  passwordsConfirmed,
} from './user';

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

/** The answer of every login call (spec section 3). Times are epoch milliseconds. */
export const LoginResultSchema = z.object({
  accessToken: z.string(),
  /**
   * Absent when the call asked for the cookie (the session header, HEADERS.session): the refresh token is then
   * in the HttpOnly REFRESH_COOKIE, out of reach of page script. Native wrappers get it here.
   */
  refreshToken: z.string().optional(),
  expireTime: z.number(),
  refreshExpireTime: z.number(),
  user: UserSchema,
  isNewUser: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** POST /user/auth/visitor: a guest session for this device (the same guest again on the same device). */
export const VisitorLoginPayloadSchema = withDevice({ ...LoginContextShape });
export type VisitorLoginPayload = z.infer<typeof VisitorLoginPayloadSchema>;

/** POST /user/auth/register: a new account with a username and a password. */
export const RegisterPayloadSchema = withDevice({
  username: UsernameSchema,
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'PASSWORD_MISMATCH' }),
  agreeTerms: mustBeTicked('TERMS_NOT_ACCEPTED'),
  ...LoginContextShape,
}).refine(passwordsConfirmed, { error: 'PASSWORD_MISMATCH', path: ['confirmPassword'] });
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

/** POST /user/auth/login: sign in with a username and a password. */
export const PasswordLoginPayloadSchema = withDevice({
  username: z.string({ error: 'USERNAME_INVALID' }).trim().min(1, { error: 'USERNAME_INVALID' }).max(254),
  password: PasswordEntrySchema,
  ...LoginContextShape,
});
export type PasswordLoginPayload = z.infer<typeof PasswordLoginPayloadSchema>;

/** POST /verification/code/send: send a 4-digit code to an email address or a phone. */
export const SendCodePayloadSchema = withDevice({
  ...CodeTargetShape,
  purpose: z.preprocess((value) => value ?? 'login', z.enum(CODE_PURPOSES)),
})
  .superRefine(checkCodeTarget)
  .transform(normalizeCodeTarget);
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
  ...CodeTargetShape,
  code: VerificationCodeSchema,
  agreeTerms: optionalField(FormBooleanSchema),
  ...LoginContextShape,
})
  .superRefine(checkCodeTarget)
  .transform(normalizeCodeTarget);
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

/**
 * POST /user/auth/refresh: a new access token; the refresh token is rotated (use the new one). The token comes
 * from the payload, else (with the session header) from the HttpOnly cookie.
 */
export const RefreshPayloadSchema = withDevice({ refreshToken: optionalField(z.string().min(16).max(256)) });
export type RefreshPayload = z.infer<typeof RefreshPayloadSchema>;

/**
 * POST /user/auth/logout: ends the session of the access token and of the refresh token given (in the payload,
 * else in the cookie), and clears the cookie.
 */
export const LogoutPayloadSchema = withDevice({ refreshToken: optionalField(z.string().max(256)) });
export type LogoutPayload = z.infer<typeof LogoutPayloadSchema>;

export const OkResultSchema = z.object({ ok: z.literal(true) });
export type OkResult = z.infer<typeof OkResultSchema>;

/** Signing in and out. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const AUTH_ROUTES = {
  visitorLogin: {
    method: 'POST',
    path: '/user/auth/visitor',
    auth: 'none',
    payload: VisitorLoginPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  register: {
    method: 'POST',
    path: '/user/auth/register',
    auth: 'none',
    payload: RegisterPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  passwordLogin: {
    method: 'POST',
    path: '/user/auth/login',
    auth: 'none',
    payload: PasswordLoginPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  sendCode: {
    method: 'POST',
    path: '/verification/code/send',
    auth: 'none',
    payload: SendCodePayloadSchema,
    answer: SendCodeResultSchema,
    limited: true,
  },
  codeLogin: {
    method: 'POST',
    path: '/verification/code/login',
    auth: 'none',
    payload: CodeLoginPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  generateSessionKey: {
    method: 'GET',
    path: '/user/auth/generate/sessionKey',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: SessionKeyResultSchema,
    limited: true,
  },
  sessionKeyCode: {
    method: 'GET',
    path: '/user/auth/sessionKey/code',
    auth: 'none',
    payload: SessionKeyPayloadSchema,
    answer: SessionKeyCodeResultSchema,
  },
  approveSessionKey: {
    method: 'POST',
    path: '/user/auth/sessionKey/approve',
    auth: 'user',
    payload: SessionKeyPayloadSchema,
    answer: SessionKeyApproveResultSchema,
    limited: true,
  },
  qrLogin: {
    method: 'POST',
    path: '/user/auth/wechat/web',
    auth: 'none',
    payload: QrLoginPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  // Not rate-limited: the web app refreshes once per page load (the access token lives in memory only), and a
  // refresh token (256 random bits) cannot be guessed.
  refresh: {
    method: 'POST',
    path: '/user/auth/refresh',
    auth: 'none',
    payload: RefreshPayloadSchema,
    answer: LoginResultSchema,
  },
  logout: {
    method: 'POST',
    path: '/user/auth/logout',
    auth: 'none',
    payload: LogoutPayloadSchema,
    answer: OkResultSchema,
  },
} as const satisfies Record<string, ApiRoute>;
