import type { z } from 'zod';
import {
  API_BASE,
  API_ROUTES,
  HEADERS,
  LoginResultSchema,
  NETWORK_ERROR_STATUS,
  formFields,
  isErrorCode,
  type ApiAnswer,
  type ApiPayload,
  type ApiRouteName,
  type ErrorCode,
  SESSION_COOKIE_MODE,
  UserSchema,
} from '../../contracts';
import { useLocaleStore } from '../i18n/locale-store';
import { deviceId } from './device-id';
import { editionHeaders } from './edition';
import { nativeBridge } from './native-bridge';
import { useSessionStore } from './session-store';
import { accessToken, accessTokenIsStale, clearTokens, legacyRefreshToken } from './tokens';

// The session store keeps the stored user after a shape check only (session-store.ts): with the contracts
// loaded, a stored user that is not what the contract says is dropped here, before any call reads it.
const storedUser = useSessionStore.getState().user;
if (storedUser && !UserSchema.safeParse(storedUser).success) useSessionStore.setState({ user: null });

/**
 * A failed call: `{ statusCode, message, errorCode }` as the server answered it, or statusCode 600
 * "Network Error" when no answer came at all (spec section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode: ErrorCode | string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The catalogue code, when the server's code is one the app knows. */
  get code(): ErrorCode | null {
    return isErrorCode(this.errorCode) ? this.errorCode : null;
  }
}

export { isApiError } from './is-api-error';

/** What the client needs from its surroundings; tests replace parts of it. */
export interface ApiClientConfig {
  fetch: typeof fetch;
  /** Leaves the app for the login page (a full navigation, so every cache starts clean). */
  navigate(url: string): void;
  /** The current path and query, for the login page's redirect. */
  currentPath(): string;
}

const defaultConfig: ApiClientConfig = {
  fetch: (...args) => globalThis.fetch(...args),
  navigate: (url) => window.location.assign(url),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};
let config: ApiClientConfig = defaultConfig;

/** Replaces parts of the client's surroundings (tests); call with no argument to restore the defaults. */
export function configureApiClient(overrides: Partial<ApiClientConfig> = {}): void {
  config = { ...defaultConfig, ...overrides };
}

/** The calls that need a session (the bearer token), by path. */
const SIGNED_IN_PATHS: ReadonlySet<string> = new Set(
  Object.values(API_ROUTES)
    .filter((route) => route.auth === 'user')
    .map((route) => route.path),
);

/**
 * Calls whose 401 is an answer for the caller, not an expired session: sign-in and login-code calls. Not those
 * among them that need this page's own session (approving another screen's sign-in): they get their token like
 * any other call, or a page just loaded would send one without it before its refresh has answered.
 */
function handlesOwn401(path: string): boolean {
  if (SIGNED_IN_PATHS.has(path)) return false;
  return path.startsWith('/user/auth/') || path.startsWith('/verification/code/');
}

/** Form-encodes a payload: arrays and objects as JSON, booleans and numbers as strings, absent values left out. */
export function formEncode(payload: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(formFields(payload));
}

function headersFor(token: string | null): Record<string, string> {
  const { source, region } = editionHeaders();
  return {
    accept: 'application/json',
    [HEADERS.language]: useLocaleStore.getState().locale,
    [HEADERS.clientType]: nativeBridge()?.clientType ?? 'web',
    [HEADERS.source]: source,
    [HEADERS.region]: region,
    // The refresh token in the HttpOnly cookie, never in an answer this page could read.
    [HEADERS.session]: SESSION_COOKIE_MODE,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  payload: Record<string, unknown>;
  /** The request outlives the page (sent from `pagehide`): fetch's keepalive. */
  keepalive?: boolean;
}

/** Form bodies longer than this are sent as JSON instead. */
const JSON_BODY_FROM = 256 * 1024;

/** One HTTP exchange: the parsed JSON answer and its status, or ApiError 600 when nothing came back. */
async function exchange(
  spec: RequestSpec,
  token: string | null,
): Promise<{ status: number; body: unknown; statusText: string }> {
  const form = formEncode({ ...spec.payload, deviceId: deviceId() });
  const query = spec.method === 'POST' ? '' : `?${form.toString()}`;
  let sent = form.toString();
  let type = 'application/x-www-form-urlencoded';
  // A long keystroke log grows by half again when form-encoded: large bodies go as JSON (the server reads both),
  // so the documented 30,000 keystrokes fit in the server's 2 MiB.
  if (spec.method === 'POST' && sent.length > JSON_BODY_FROM) {
    sent = JSON.stringify({ ...spec.payload, deviceId: deviceId() });
    type = 'application/json';
  }
  let response: Response;
  try {
    response = await config.fetch(`${API_BASE}${spec.path}${query}`, {
      method: spec.method,
      headers: {
        ...headersFor(token),
        ...(spec.method === 'POST' ? { 'content-type': type } : {}),
      },
      ...(spec.method === 'POST' ? { body: sent } : {}),
      ...(spec.keepalive ? { keepalive: true } : {}),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, 'Network Error', 'NETWORK_ERROR');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null; // not JSON: the status says what happened
  }
  return { status: response.status, body, statusText: response.statusText };
}

function errorFrom(status: number, body: unknown, statusText: string): ApiError {
  const fields = (body ?? {}) as {
    errorMsg?: unknown;
    message?: unknown;
    errorCode?: unknown;
    details?: unknown;
  };
  const message =
    (typeof fields.errorMsg === 'string' && fields.errorMsg) ||
    (typeof fields.message === 'string' && fields.message) ||
    statusText ||
    `HTTP ${status}`;
  const errorCode =
    typeof fields.errorCode === 'string'
      ? fields.errorCode
      : status >= 500
        ? 'INTERNAL_ERROR'
        : 'PARAMETER_ERROR';
  return new ApiError(status, message, errorCode, fields.details);
}

/** How a refresh ended: new tokens, a session the server ended (sign in again), or no answer to judge by. */
export type RefreshOutcome = 'refreshed' | 'ended' | 'unavailable';

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Trades the HttpOnly refresh cookie for a new access token (kept in memory) and a rotated cookie, once at a
 * time: concurrent calls share one refresh, and tabs take turns (Web Locks), so the browser always sends the
 * newest cookie and a rotated token is never presented twice, which the server would treat as theft. A session
 * an older build kept in script-written cookies is moved to the HttpOnly cookie here, once. Only a 401 ends
 * the session; no answer, a 429 or a 5xx leave it as it is (offline, the queue simply waits).
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async () => {
    const run = async (): Promise<RefreshOutcome> => {
      const legacy = legacyRefreshToken();
      try {
        const { status, body } = await exchange(
          {
            method: 'POST',
            path: API_ROUTES.refresh.path,
            payload: legacy ? { refreshToken: legacy } : {},
          },
          null,
        );
        const parsed = LoginResultSchema.safeParse(body);
        if (status === 200 && parsed.success) {
          if (legacy) clearTokens();
          useSessionStore.getState().signIn(parsed.data);
          return 'refreshed';
        }
        if (status === 401 && legacy) clearTokens();
        return status === 401 ? 'ended' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('keyquest-token-refresh', run) : run();
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** An expired session: clear it and go to the login page, coming back here after. */
function sendToLogin(): void {
  useSessionStore.getState().clear();
  config.navigate(`/login/?redirect=${encodeURIComponent(config.currentPath())}`);
}

/**
 * Calls the API: base /api, form-encoded, the bearer token and the language / client type / source / region
 * headers, the deviceId added to every payload (query string for GET and DELETE). The answer counts as success
 * only with status 200 and no errorCode, and is parsed with its schema. A signed-in page without an access token
 * in memory (after a load) refreshes through the cookie first. A 401 outside the sign-in calls tries one token
 * refresh, then, unless the refresh got no answer, clears the session and goes to /login/?redirect=<path>.
 */
export async function apiRequest<T>(spec: RequestSpec, answer: z.ZodType<T>): Promise<T> {
  const ownAuth = handlesOwn401(spec.path);
  // Signed in but no fresh token in this page: refresh through the cookie first, saving a round trip that would
  // fail.
  let outcome: RefreshOutcome | null = null;
  if (
    !ownAuth &&
    accessTokenIsStale() &&
    useSessionStore.getState().signedIn &&
    !nativeBridge()?.getAccessToken
  ) {
    outcome = await refreshSession();
    // The server ended the session: this call goes out signed out (a call that needs a session then 401s).
    if (outcome === 'ended') useSessionStore.getState().clear();
  }
  let result = await exchange(spec, accessToken());
  if (result.status === 401 && !ownAuth) {
    if (outcome !== 'ended') outcome = await refreshSession();
    if (outcome === 'refreshed') result = await exchange(spec, accessToken());
    if (result.status === 401) {
      const error = errorFrom(result.status, result.body, result.statusText);
      // Without an answer from the refresh the session may be fine: the learner is not sent away.
      if (outcome !== 'unavailable') sendToLogin();
      throw error;
    }
  }
  const hasErrorCode = typeof (result.body as { errorCode?: unknown } | null)?.errorCode === 'string';
  if (result.status !== 200 || hasErrorCode) throw errorFrom(result.status, result.body, result.statusText);
  const parsed = answer.safeParse(result.body);
  if (!parsed.success) {
    console.warn(`The answer of ${spec.path} does not match its contract`, parsed.error.issues);
    throw new ApiError(500, 'The server answered something unexpected', 'INTERNAL_ERROR');
  }
  return parsed.data;
}

/** A call's payload as the app gives it: the contract's payload without the deviceId the client adds. */
export type CallPayload<Name extends ApiRouteName> = Omit<ApiPayload<Name>, 'deviceId'>;

/**
 * Calls a route of the contract by name, e.g. `callApi('createCharacter', { avatar, nickname, type })`;
 * `keepalive` lets the request finish after the page is gone (a call made on `pagehide`).
 */
export function callApi<Name extends ApiRouteName>(
  name: Name,
  payload: CallPayload<Name>,
  options: { keepalive?: boolean } = {},
): Promise<ApiAnswer<Name>> {
  const route = API_ROUTES[name];
  return apiRequest(
    {
      method: route.method,
      path: route.path,
      payload: payload as Record<string, unknown>,
      ...(options.keepalive ? { keepalive: true } : {}),
    },
    route.answer as unknown as z.ZodType<ApiAnswer<Name>>,
  );
}
