import type { z } from 'zod';
// The catalogue alone (no zod): the members' notice on the lesson screen names an error through this module.
import { ERROR_CATALOGUE, errorMessageId, isErrorCode } from '../../contracts/error-catalogue';

/** A message descriptor of the error catalogue, for `intl.formatMessage`. */
export function catalogueMessage(code: string): { id: string; defaultMessage: string } {
  const known = isErrorCode(code) ? code : 'PARAMETER_ERROR';
  return { id: errorMessageId(known), defaultMessage: ERROR_CATALOGUE[known].message };
}

/** Whether a field was left empty (blank text counts as empty). */
export const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * Checks one field with its contract schema (the server checks the same): FIELD_REQUIRED when a required field
 * is empty (spec 5: say "required", not what a filled-in value should look like), else the first issue's
 * catalogue code (the schemas name their errors by code, e.g. USERNAME_INVALID), or null when the value is fine.
 */
export function fieldError(schema: z.ZodType, value: unknown, fallback = 'PARAMETER_ERROR'): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  if (isBlank(value) || value === undefined || value === null) return 'FIELD_REQUIRED';
  const message = result.error.issues[0]?.message ?? fallback;
  return isErrorCode(message) ? message : fallback;
}
