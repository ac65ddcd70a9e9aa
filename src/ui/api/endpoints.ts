import type { ApiAnswer, ApiRouteName } from '../../contracts';
import type { CallPayload } from './client';

/** How a call is sent: `keepalive` lets it finish after the page is gone (a call made on `pagehide`). */
export interface CallOptions {
  keepalive?: boolean;
}

/** A call of the contract as a function; calls without fields of their own take no argument. */
type ApiFunction<Name extends ApiRouteName> = (
  ...args: Record<string, never> extends CallPayload<Name>
    ? [payload?: CallPayload<Name>, options?: CallOptions]
    : [payload: CallPayload<Name>, options?: CallOptions]
) => Promise<ApiAnswer<Name>>;

type Api = { [Name in ApiRouteName]: ApiFunction<Name> };

/** The client, with the contracts and zod, loads with the first call (its own file: vite.config.ts). */
const loadClient = () => import('./client');

/** Names that are never calls: asked by `await`, JSON and inspection, not by the app. */
const NOT_CALLS = new Set(['then', 'toJSON', 'constructor', 'prototype', 'valueOf', 'toString']);
const isCall = (name: string | symbol): name is string => typeof name === 'string' && !NOT_CALLS.has(name);

function call(name: string) {
  return (payload?: Record<string, unknown>, options?: CallOptions) =>
    loadClient().then(({ callApi }) =>
      callApi(name as ApiRouteName, (payload ?? {}) as CallPayload<ApiRouteName>, options),
    );
}

/**
 * Every call of the API as a typed function, named as in src/contracts/api.ts:
 * `api.visitorLogin({ clientType: 'web' })`, `api.characterList()`, `api.submitAttempt({...})`.
 * Errors are ApiError (statusCode, message in the interface language, errorCode). Importing `api` costs nothing:
 * the queries and the outbox import it at module level, and the client loads with the first call made.
 */
export const api = new Proxy({} as Record<string, unknown>, {
  get(functions, name) {
    if (!isCall(name)) return undefined;
    functions[name] ??= call(name);
    return functions[name];
  },
  getOwnPropertyDescriptor(functions, name) {
    if (isCall(name)) functions[name] ??= call(name);
    return Reflect.getOwnPropertyDescriptor(functions, name);
  },
  has: (_functions, name) => isCall(name),
}) as unknown as Api;
