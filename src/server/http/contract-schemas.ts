import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifySerializerCompiler,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** What of a JSON Schema only validation reads: a string's pattern and format (a Date is never an answer's value). */
const VALIDATION_ONLY = new Set(['pattern', 'format', '$schema']);

function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !VALIDATION_ONLY.has(key))
      .map(([key, value]) => [key, forWriting(value)]),
  );
}

/**
 * An answer written by fast-json-stringify from the contract's schema turned into JSON Schema, without zod at run
 * time: for the hot answers whose contract a JSON Schema says in full (route.ts, SCHEMA_SERIALIZED). It writes what
 * the schema names and only that, as zod's check would let through; it does not check. With `check` (every
 * environment but production, so every server test), the zod serializer checks and writes the same answer too,
 * and a difference between the two writings is a 500: the tests prove the contract allows it.
 */
export const schemaSerializer =
  (check: boolean): FastifySerializerCompiler<z.ZodType> =>
  (route) => {
    const write = fastJson(
      forWriting(z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' })) as object,
    ) as (data: unknown) => string;
    if (!check) return write;
    const checked = answerSerializer(route) as (data: unknown) => string;
    return (data: unknown) => {
      const expected = checked(data);
      const written = write(data);
      if (written !== expected)
        throw new Error(
          `${route.method} ${route.url}: the schema serializer wrote ${written}, zod ${expected}`,
        );
      return written;
    };
  };

/** Makes an API scope validate payloads and serialize answers with the contract's zod schemas. */
export function useContractSchemas(api: FastifyInstance): void {
  api.setValidatorCompiler(payloadValidator);
  api.setSerializerCompiler(answerSerializer);
  // Fastify hands a failed validation's issues here: they become the catalogue's answer.
  api.setSchemaErrorFormatter((errors) => payloadError(errors));
}
