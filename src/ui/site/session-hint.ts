import { nativeBridge } from '../api/native-bridge';

/**
 * The local storage key of the signed-in user (SESSION_KEYS.user in ../api/session-store; a unit test keeps
 * the two equal). The access token lives in the API client's memory only, so the stored user is the hint.
 */
export const SESSION_HINT_KEY = 'user';

/**
 * Whether a session exists, read without loading the API client: the site's navigation needs only this to
 * choose between "continue learning" and "log in" (spec section 2.3).
 */
export function hasSession(): boolean {
  if (nativeBridge()?.getAccessToken?.()) return true;
  try {
    return Boolean(localStorage.getItem(SESSION_HINT_KEY));
  } catch {
    return false;
  }
}
