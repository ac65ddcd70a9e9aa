import type { ApiError } from './client';

/**
 * Whether an error is the API client's ApiError. Told by its name rather than by `instanceof`, so that code that
 * only sorts errors (the attempt outbox) need not load the client, the contracts and zod before a call is made.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && 'statusCode' in error;
}
