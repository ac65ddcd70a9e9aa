/**
 * The app's API client: every call of src/contracts/api.ts as a function (`api`), the session store (tokens,
 * user, current character) and the sign-in call's fields; the session's cache steps: src/ui/queries/session.ts. Query keys and options: src/ui/queries/<resource>.ts.
 * @see docs/API.md
 */
export {
  ApiError,
  isApiError,
  apiRequest,
  callApi,
  configureApiClient,
  refreshSession,
  formEncode,
} from './client';
export type { ApiClientConfig, CallPayload, RefreshOutcome } from './client';
export { api } from './endpoints';
export { useSessionStore, SESSION_KEYS, TRACKING_KEYS } from './session-store';
export type { SessionState } from './session-store';
export { loginContext, loginRedirectTarget } from './login';
export { describeError } from './errors';
export { deviceId } from './device-id';
export { appEdition, editionHeaders } from './edition';
export { accessToken, storeTokens, clearTokens } from './tokens';
export { nativeBridge, setNativeBridge, isNativeWrapper } from './native-bridge';
export type { NativeBridge } from './native-bridge';
