import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifySerializerCompiler,
} from 'fastify';
import { createSerializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isErrorCode, nulCharacterPath, type ErrorCode } from '../../contracts';
import { fail, type AppError } from '../errors';

/** A refused field: its dotted path and its catalogue code (PARAMETER_ERROR when the schema names none). */
export interface RefusedField {
  path: string;
  message: string;
}

/** A failed payload: the first field with its own error code decides the answer; every field is listed. */
export function validationError(fields: readonly RefusedField[]): AppError {
  const listed = fields.map(({ path, message }) => ({
    path,
    message: isErrorCode(message) ? message : 'PARAMETER_ERROR',
  }));
  const specific = listed.find((field) => field.message !== 'PARAMETER_ERROR');
  return fail((specific?.message ?? 'PARAMETER_ERROR') as ErrorCode, { fields: listed });
}

/** The type provider's validation errors (one per zod issue, `instancePath` `/a/0/b`) as catalogue fields. */
export function payloadError(errors: FastifySchemaValidationError[]): AppError {
  return validationError(
    errors.map((error) => ({
      path: error.instancePath.slice(1).replaceAll('/', '.'),
      message: error.message ?? 'PARAMETER_ERROR',
    })),
  );
}

type Validation = { value?: unknown; error?: Error | FastifySchemaValidationError[] };

/**
 * Payload validation: the zod type provider's validator (the contract's schema parses the query string or the
 * form body; an absent body is an empty payload), then one rule for every field of every call: PostgreSQL
 * refuses a NUL in text, so a NUL anywhere is refused here, never a 500 later.
 */
const payloadValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route) as (data: unknown) => Validation;
  return (data: unknown): Validation => {
    const result = validate(data ?? {});
    if (result.error) return result;
    const nul = nulCharacterPath(result.value);
    if (nul === null) return result;
    return { error: fail('PARAMETER_ERROR', { fields: [{ path: nul, message: 'PARAMETER_ERROR' }] }) };
  };
};

/**
 * Answers: every answer is checked against the contract's schema in every environment, by the type
 * provider's serializer (an answer that does not match is a 500 whose cause is logged, never sent).
 */
const answerSerializer: FastifySerializerCompiler<z.ZodType> = createSerializerCompiler();

/** Makes an API scope validate payloads and serialize answers with the contract's zod schemas. */
export function useContractSchemas(api: FastifyInstance): void {
  api.setValidatorCompiler(payloadValidator);
  api.setSerializerCompiler(answerSerializer);
  // Fastify hands a failed validation's issues here: they become the catalogue's answer.
  api.setSchemaErrorFormatter((errors) => payloadError(errors));
}
