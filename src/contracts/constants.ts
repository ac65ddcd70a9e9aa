/**
 * Business constants and limits shared by the server and the app (spec sections 5 and 9).
 * Durations are in milliseconds unless the name says otherwise.
 */

/** Nickname of a character: 1 to 15 characters, never empty (counted in Unicode code points). */
export const NICKNAME_MIN = 1;
export const NICKNAME_MAX = 15;

/** Password: 6 to 18 letters and digits. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
export const PASSWORD_PATTERN = /^[A-Za-z0-9]+$/;

/** Username: digits, letters, underscore and hyphen. The length bounds are ours (the spec shows none). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Verification codes: 4 digits, a resend countdown, limited attempts and an expiry. */
export const CODE_LENGTH = 4;
export const CODE_PATTERN = /^\d{4}$/;
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;

/** QR (session-key) login: the page polls every 2 s; a key lives 5 minutes, its code 2 minutes. */
export const SESSION_KEY_POLL_MS = 2000;
export const SESSION_KEY_TTL_SECONDS = 5 * 60;
export const SESSION_KEY_CODE_TTL_SECONDS = 2 * 60;

/** Tokens: short-lived access tokens, refresh tokens (and the client's expiry record) for 180 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 180;

/** Query cache lifetime and retries (spec section 9). */
export const QUERY_CACHE_MS = 10 * 60 * 1000;
export const QUERY_MAX_RETRIES = 2;

/** The status the client gives a call that got no response at all. */
export const NETWORK_ERROR_STATUS = 600;

/** Characters a FREE account may have (the spec compares 3 and 5; we keep the kinder figure). */
export const FREE_CHARACTER_LIMIT = 5;

/** Bounds of a submitted attempt: the longest text and keystroke log the server accepts. */
export const ATTEMPT_TEXT_MAX = 10_000;
export const ATTEMPT_KEYSTROKES_MAX = 30_000;
/** The compact keystroke log's length limit: room for ATTEMPT_KEYSTROKES_MAX ordinary keystrokes and then some. */
export const ATTEMPT_KEYLOG_MAX = 1_000_000;
/** The days of history the report screens may ask for at once. */
export const HISTORY_DAYS_MAX = 366;

/** Blog teaser on the home page. */
export const BLOG_HOME_LIMIT = 6;

/** The two editions shipped from one code base: the China-region edition and the global English one. */
export const EDITIONS = ['global', 'cn'] as const;
export type Edition = (typeof EDITIONS)[number];

/** Character kinds (the spec's `type`). Only STUDENT and TEACHER are created in-app. */
export const CHARACTER_TYPES = ['STUDENT', 'TEACHER', 'INST', 'SCHOOL'] as const;
export type CharacterType = (typeof CHARACTER_TYPES)[number];
export const CREATABLE_CHARACTER_TYPES = ['STUDENT', 'TEACHER'] as const;

/** The keyboard layouts KeyQuest has as data (src/keyboard/layouts.ts): a character types on one of them. */
export const KEYBOARD_LAYOUT_IDS = [
  'us',
  'uk',
  'us-intl',
  'fr',
  'be',
  'de',
  'ch-de',
  'es',
  'latam',
  'pt',
  'it',
  'sv',
  'jis',
  'dvorak',
  'colemak',
  'colemak-dh',
] as const;
export type KeyboardLayoutId = (typeof KEYBOARD_LAYOUT_IDS)[number];
/** The layout of a character that never chose one, and of every attempt saved before layouts existed. */
export const DEFAULT_KEYBOARD_LAYOUT: KeyboardLayoutId = 'us';
export function isKeyboardLayoutId(value: string): value is KeyboardLayoutId {
  return (KEYBOARD_LAYOUT_IDS as readonly string[]).includes(value);
}

/** Subscription kinds. Only FREE exists until the membership issue brings the rest. */
export const SUBSCRIPTION_TYPES = ['FREE', 'PREMIUM', 'LIFETIME'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/**
 * How the account last signed in. The QR (session-key) login is the spec's social-messaging login and is
 * recorded as `wechat`; verification-code logins are recorded as `account`.
 */
export const LOGIN_TYPES = ['wechat', 'account', 'apple', 'guest'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Login methods a guest can bind to become a formal account, and that can be unbound and rebound. */
export const LOGIN_METHODS = ['account', 'email', 'phone'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Client kinds sent in the client-type header and the visitor payload (lowercase, spec section 7). */
export const CLIENT_TYPES = ['web', 'mobile', 'desktop'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Organisation kinds (orgAuthType); anything else shows as unverified. */
export const ORG_AUTH_TYPES = ['AGENCY', 'PERSONAL', 'SCHOOL'] as const;

/** The typing games, by the ids the spec uses for the game switcher (STAR_TREK is the default). One list for the
 * games, the game center, paid rounds and teachers' assignments. */
export const GAME_IDS = ['STAR_TREK', 'BALLOON_POP', 'TYPING_RACE'] as const;
export type GameId = (typeof GAME_IDS)[number];

/**
 * The kinds of course, one per practice kind of the navigation (content's `CourseFamily`, each loaded on its
 * own); the notebook's modes are these and two more.
 */
export const COURSE_FAMILIES = [
  'finger',
  'english',
  'vocabulary',
  'literature',
  'code',
  'numpad',
  'adaptive',
  'pinyin',
  'chinese',
] as const;
export type CourseFamilyId = (typeof COURSE_FAMILIES)[number];

/** Where a school sign-in begins (under the API's base): a navigation to the provider, never a call (contracts/sso.ts). */
export const SSO_START_PATH = '/sso/start';

/**
 * The layout a character's lessons use: its class's when a class sets one, else its own. Here, not beside the
 * character's schema, so that the learning pages' queries read it without zod (docs/ARCHITECTURE.md, "Chunks").
 */
export function lessonLayoutOf(character: {
  keyboardLayout: KeyboardLayoutId;
  classKeyboardLayout?: { keyboardLayout: KeyboardLayoutId } | null | undefined;
}): KeyboardLayoutId {
  return character.classKeyboardLayout?.keyboardLayout ?? character.keyboardLayout;
}

/** Review sessions of the notebook's Chinese words: drilled as pinyin (on /chapter/pinyin/<id>). */
export const PINYIN_REVIEW_IDS: readonly string[] = ['notebook-review-pinyin', 'notebook-review-chinese'];
