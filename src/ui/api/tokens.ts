import { REFRESH_TOKEN_TTL_DAYS, type LoginResult } from '../../contracts';
import { nativeBridge } from './native-bridge';

/** Cookie names of the session. */
export const TOKEN_COOKIES = {
  access: 'accessToken',
  refresh: 'refreshToken',
  /** The access token's expiry (epoch ms), kept as long as the refresh token (spec: 180 days). */
  expire: 'expireTime',
} as const;

const MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 3600;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** The access token: the native wrapper's, else the cookie's. Signed in means there is one. */
export function accessToken(): string | null {
  return nativeBridge()?.getAccessToken?.() ?? readCookie(TOKEN_COOKIES.access);
}

export function refreshToken(): string | null {
  return readCookie(TOKEN_COOKIES.refresh);
}

/** When the access token expires (epoch ms), if known. */
export function accessTokenExpiry(): number | null {
  const value = Number(readCookie(TOKEN_COOKIES.expire));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Keeps the tokens of a login result (on the product's own domain, for 180 days). */
export function storeTokens(result: Pick<LoginResult, 'accessToken' | 'refreshToken' | 'expireTime'>): void {
  writeCookie(TOKEN_COOKIES.access, result.accessToken, MAX_AGE_SECONDS);
  writeCookie(TOKEN_COOKIES.refresh, result.refreshToken, MAX_AGE_SECONDS);
  writeCookie(TOKEN_COOKIES.expire, String(result.expireTime), MAX_AGE_SECONDS);
}

export function clearTokens(): void {
  for (const name of Object.values(TOKEN_COOKIES)) writeCookie(name, '', 0);
}
