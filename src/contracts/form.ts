import { z } from 'zod';

/**
 * Payloads travel form-encoded (spec section 7), so every value arrives as a string. These helpers accept the
 * value the app holds (boolean, number, array) as well as its string form, and give the real type back.
 * The app's client encodes: booleans and numbers with String(), arrays and objects with JSON.stringify.
 */

/** An empty form field counts as absent. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional field: absent, empty or the inner schema. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** true / false, also from 'true', 'false', '1', '0' and 'on' (a ticked checkbox). */
export const FormBooleanSchema = z.preprocess((value) => {
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  return value;
}, z.boolean());

/** A whole number, also from its decimal string. */
export function formInt(error?: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error }).int({ error }).safe({ error }),
  );
}

/** The largest value of the database's integer columns (every id is a 32-bit serial). */
export const MAX_ID = 2_147_483_647;

/** A positive id (characterId, attemptId…): a larger number names nothing and never reaches the database. */
export const IdSchema = formInt().pipe(z.number().positive().max(MAX_ID));

/** A JSON value sent as a string field (the keystroke log); an already-parsed value is accepted too. */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value; // not JSON: the inner schema reports the wrong type
    }
  }, schema);
}

/**
 * The device id every payload carries: generated once by the app (or given by the native wrapper) and kept.
 * Letters, digits and `_ - . :`, 8 to 128 characters.
 */
export const DeviceIdSchema = z.string().regex(/^[\w.:-]{8,128}$/);

/** A payload: the call's own fields plus the deviceId that every call carries. */
export function withDevice<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ deviceId: DeviceIdSchema, ...shape });
}

/** The payload of a call with no fields of its own. */
export const DeviceOnlyPayloadSchema = withDevice({});
export type DeviceOnlyPayload = z.infer<typeof DeviceOnlyPayloadSchema>;

/** An ISO 8601 timestamp in an answer. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/**
 * Where a payload holds a string with a NUL character (U+0000), which PostgreSQL cannot store in text: the
 * path of the first one, or null. Checked for every call after parsing, so JSON fields (the keystroke log)
 * are looked into as well.
 */
export function nulCharacterPath(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(payload)' : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nulCharacterPath(value[index], [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const found = nulCharacterPath(entry, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * The form encoding of a payload, as name-value pairs: arrays and objects as JSON, booleans and numbers as
 * strings, absent (undefined or null) values left out. The app's client and the server's tests both send this.
 */
export function formFields(payload: Record<string, unknown>): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    fields.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  }
  return fields;
}
