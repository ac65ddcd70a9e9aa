import { create } from 'zustand';
import type { LoginResult, User } from '../../contracts';
import { nativeBridge } from './native-bridge';
import { accessToken, clearTokens, storeTokens } from './tokens';
import { forgetCachedReads } from './cached-reads';

/** Local storage keys of the session (spec section 3: the user under 'user'). */
export const SESSION_KEYS = {
  user: 'user',
  characterId: 'characterId',
  isNewUser: 'isNewUser',
} as const;

/** Ad-click and tracking ids the app keeps for login calls; sign-out forgets them. */
export const TRACKING_KEYS = ['bdVid', 'sgVid', 'bdChannel', 'qhclickid', 'msclkid'] as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

/**
 * The stored user, when it has the shape this app writes. The full check against the contract (`UserSchema`)
 * runs when the API client loads (client.ts), so that a page that makes no call needs neither the contracts
 * nor zod; a user that fails it is dropped there.
 */
function storedUser(): User | null {
  try {
    const value: unknown = JSON.parse(read(SESSION_KEYS.user) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Partial<Record<keyof User, unknown>>;
    const shaped =
      Number.isInteger(user.uid) &&
      typeof user.isGuest === 'boolean' &&
      typeof user.hasPassword === 'boolean' &&
      Array.isArray(user.loginMethods) &&
      typeof user.subscriptionType === 'string' &&
      typeof user.lastLoginType === 'string';
    return shaped ? (value as User) : null;
  } catch {
    return null;
  }
}

function storedCharacterId(): number | null {
  const value = Number(read(SESSION_KEYS.characterId));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export interface SessionState {
  /** A session exists: a native wrapper's token, or a stored user whose refresh cookie the server keeps. */
  signedIn: boolean;
  user: User | null;
  /** The current character, kept in local storage and in memory. */
  characterId: number | null;
  isNewUser: boolean;
  /** After a successful login: keeps the tokens and the user, sets the new-user flag. */
  signIn(result: LoginResult): void;
  setUser(user: User): void;
  setCharacterId(characterId: number | null): void;
  /** Clears tokens, user, character, new-user and tracking flags, and tells the native wrapper. */
  clear(): void;
}

/** The signed-in session. Pages read it with `useSessionStore(selector)`; the API client updates it. */
export const useSessionStore = create<SessionState>((set) => ({
  // The access token lives in memory only: after a load, the stored user says a session exists (its token
  // comes with the first call, through the refresh cookie) until the server says it ended.
  signedIn: accessToken() !== null || read(SESSION_KEYS.user) !== null,
  user: storedUser(),
  characterId: storedCharacterId(),
  isNewUser: read(SESSION_KEYS.isNewUser) === 'true',
  signIn(result) {
    const previous = storedUser();
    // Another account's character is not this one's.
    const sameAccount = !previous || previous.uid === result.user.uid;
    storeTokens(result);
    write(SESSION_KEYS.user, JSON.stringify(result.user));
    if (result.isNewUser) write(SESSION_KEYS.isNewUser, 'true');
    if (!sameAccount) write(SESSION_KEYS.characterId, null);
    set((state) => ({
      signedIn: true,
      user: result.user,
      isNewUser: result.isNewUser || state.isNewUser,
      characterId: sameAccount ? state.characterId : null,
    }));
  },
  setUser(user) {
    write(SESSION_KEYS.user, JSON.stringify(user));
    set({ user });
  },
  setCharacterId(characterId) {
    write(SESSION_KEYS.characterId, characterId === null ? null : String(characterId));
    set({ characterId });
  },
  clear() {
    clearTokens();
    for (const key of [...Object.values(SESSION_KEYS), ...TRACKING_KEYS]) write(key, null);
    set({ signedIn: false, user: null, characterId: null, isNewUser: false });
    nativeBridge()?.onSignOut?.();
    forgetCachedReads();
  },
}));
