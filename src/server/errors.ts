import { ERROR_CATALOGUE, type ApiErrorBody, type ErrorCode, type LocaleCode } from '../contracts';
import { errorMessage } from './i18n';

/**
 * An error the API answers with: its code picks the HTTP status and the message (in the request's language)
 * from the catalogue. Throw it anywhere in a handler or a service.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly errorCode: ErrorCode,
    readonly details?: ApiErrorBody['details'],
  ) {
    super(ERROR_CATALOGUE[errorCode].message);
    this.name = 'AppError';
    this.statusCode = ERROR_CATALOGUE[errorCode].status;
  }
}

/** Shorthand: `throw fail('NICKNAME_EMPTY')`. */
export function fail(code: ErrorCode, details?: ApiErrorBody['details']): AppError {
  return new AppError(code, details);
}

/**
 * The body of every error answer (the API's, the realtime channels', the HTTP parser's): the catalogue's status,
 * the message in the language (the catalogue's English when no language is known), the code and the details.
 */
export function errorBody(
  code: ErrorCode,
  language: LocaleCode | null,
  details?: ApiErrorBody['details'],
): ApiErrorBody {
  return {
    statusCode: ERROR_CATALOGUE[code].status,
    message: language ? errorMessage(code, language) : ERROR_CATALOGUE[code].message,
    errorCode: code,
    ...(details ? { details } : {}),
  };
}

/** PostgreSQL's unique_violation, on PGlite and node-postgres alike. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; depth < 3 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
