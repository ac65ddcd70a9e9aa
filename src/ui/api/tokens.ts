import type { LoginResult } from '../../contracts';
import { nativeBridge } from './native-bridge';

/**
 * The web app's tokens (docs/ACCOUNTS.md, "Where the tokens live"). The refresh token is in an HttpOnly cookie
 * the server sets (REFRESH_COOKIE): page script, an injected one included, can never read it. The short-lived
 * access token lives in this module's memory only, never in storage or a cookie: each page load gets one by
 * refreshing through the cookie (`refreshSession` in client.ts). Inside a native wrapper, the wrapper's token
 * is used instead.
 */
let memory: { token: string; expiresAt: number } | null = null;

/** Cookies written by page script before the refresh cookie existed; read once to move such a session over. */
export const LEGACY_TOKEN_COOKIES = {
  access: 'accessToken',
  refresh: 'refreshToken',
  expire: 'expireTime',
} as const;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** The access token: the native wrapper's, else the one this page holds in memory. */
export function accessToken(): string | null {
  return nativeBridge()?.getAccessToken?.() ?? memory?.token ?? null;
}

/** When the in-memory access token expires (epoch ms), if this page holds one. */
export function accessTokenExpiry(): number | null {
  return memory?.expiresAt ?? null;
}

/**
 * Whether a call should refresh the session before it goes out: no access token in this page yet (a page load:
 * it lives in memory only), or one about to expire.
 */
export function accessTokenIsStale(): boolean {
  const expiry = accessTokenExpiry();
  return accessToken() === null || (expiry !== null && expiry - Date.now() < 30_000);
}

/** Keeps the access token of a login result in memory (its refresh token is in the HttpOnly cookie). */
export function storeTokens(result: Pick<LoginResult, 'accessToken' | 'expireTime'>): void {
  memory = { token: result.accessToken, expiresAt: result.expireTime };
}

/** A refresh token an older build left in a script-written cookie, to trade once for the HttpOnly cookie. */
export function legacyRefreshToken(): string | null {
  return readCookie(LEGACY_TOKEN_COOKIES.refresh);
}

/** Forgets the access token and any script-written token cookie of older builds. */
export function clearTokens(): void {
  memory = null;
  if (typeof document === 'undefined') return;
  for (const name of Object.values(LEGACY_TOKEN_COOKIES)) {
    if (readCookie(name) !== null) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}
