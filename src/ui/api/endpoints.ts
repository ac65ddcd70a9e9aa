import { API_ROUTES, type ApiAnswer, type ApiRouteName } from '../../contracts';
import { callApi, type CallPayload } from './client';

/** A call of the contract as a function; calls without fields of their own take no argument. */
type ApiFunction<Name extends ApiRouteName> = (
  ...args: Record<string, never> extends CallPayload<Name>
    ? [payload?: CallPayload<Name>]
    : [payload: CallPayload<Name>]
) => Promise<ApiAnswer<Name>>;

/**
 * Every call of the API as a typed function, named as in src/contracts/api.ts:
 * `api.visitorLogin({ clientType: 'web' })`, `api.characterList()`, `api.submitAttempt({...})`.
 * Errors are ApiError (statusCode, message in the interface language, errorCode).
 */
export const api = Object.fromEntries(
  (Object.keys(API_ROUTES) as ApiRouteName[]).map((name) => [
    name,
    (payload?: Record<string, unknown>) => callApi(name, (payload ?? {}) as CallPayload<typeof name>),
  ]),
) as unknown as { [Name in ApiRouteName]: ApiFunction<Name> };
