import { nativeBridge } from '../api/native-bridge';

/** The session cookie's name (TOKEN_COOKIES.access in ../api/tokens; a unit test keeps the two equal). */
export const ACCESS_COOKIE = 'accessToken';

/**
 * Whether a session exists, read without loading the API client: the site's navigation needs only this to
 * choose between "continue learning" and "log in" (spec section 2.3).
 */
export function hasSession(): boolean {
  if (nativeBridge()?.getAccessToken?.()) return true;
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === ACCESS_COOKIE && Boolean(value);
  });
}
