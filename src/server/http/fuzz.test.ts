import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, ApiErrorBodySchema, type ApiRouteName } from '../../contracts';
import { TEST_DATABASES, formEncode, guestWithStudent, suiteServer } from '../test/harness';

/**
 * Every call of the contract, fed payloads made of the fields it knows (and some it does not) holding values
 * a client could send by mistake or on purpose: NUL characters, lone surrogates, huge and negative numbers,
 * JSON of the wrong shape, impossible keystroke logs. Whatever arrives, the server answers below 500, and every
 * refusal has the catalogue's shape `{ statusCode, message, errorCode }`. Bounded in time: FUZZ_MS per database.
 */
const FUZZ_MS = 7_500;
const MIN_RUNS = 5;
/** A new seed per run of the suite (printed with any failure, so it can be replayed). */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

const ROUTE_NAMES = Object.keys(API_ROUTES) as ApiRouteName[];

/** The field names of a payload schema (z.object, also behind a refinement or a transform). */
function fieldsOf(schema: z.ZodType): string[] {
  const inner = schema as unknown as { shape?: Record<string, unknown>; in?: z.ZodType };
  if (inner.shape) return Object.keys(inner.shape);
  return inner.in ? fieldsOf(inner.in) : [];
}

/** A valid payload per call that carries free text, so a mutation of one field reaches the handler. */
function seedFor(name: ApiRouteName, characterId: number): Record<string, string> {
  const login = { username: 'fuzz_user', password: 'abc123', clientType: 'web' };
  const keystrokes = JSON.stringify(
    [...'cat'].map((char, index) => ({ kind: 'insert', char, timeStamp: 1000 + index * 250 })),
  );
  const seeds: Partial<Record<ApiRouteName, Record<string, string>>> = {
    register: { ...login, confirmPassword: 'abc123', agreeTerms: 'true' },
    passwordLogin: login,
    bindAccount: { ...login, confirmPassword: 'abc123' },
    setPassword: { password: 'abc123', confirmPassword: 'abc123', oldPassword: 'abc123' },
    sendCode: { via: 'email', target: 'kid@example.com' },
    codeLogin: { via: 'email', target: 'kid@example.com', code: '1234', agreeTerms: 'true' },
    createCharacter: { avatar: 'avatar-student-1', nickname: 'Ann', type: 'STUDENT' },
    updateCharacter: { characterId: String(characterId), nickname: 'Ann' },
    submitAttempt: {
      characterId: String(characterId),
      idempotencyKey: 'fuzz-attempt-0001',
      kind: 'practice',
      practiceId: 'english-words',
      mode: 'free',
      text: 'cat',
      keystrokes,
      startedAt: '1795000000000',
      timeZone: 'Europe/Paris',
    },
    feedback: { topic: 'general', name: 'Ann', email: 'ann@example.com', message: 'Hello' },
    createCustomCourse: {
      characterId: String(characterId),
      title: 'Mine',
      text: 'the cat sat',
      mode: 'stop',
    },
    addNotebookWord: { characterId: String(characterId), mode: 'english', token: 'cat' },
    themedPassage: { theme: 'space', unlockedChars: 'asdfjkl', focus: 'a' },
    blogArticle: { slug: 'how-to-type' },
  };
  return { deviceId: 'fuzz-device-0001', ...seeds[name] };
}

/** One change to a field's value: a value of its own, or a NUL, a lone surrogate or a huge number put inside. */
function mutated(value: string, nasty: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    nasty,
    fc.nat(value.length).map((at) => `${value.slice(0, at)}\u0000${value.slice(at)}`),
    fc.nat(value.length).map((at) => `${value.slice(0, at)}\ud800${value.slice(at)}`),
    // Inside a JSON field: a NUL or an extreme number in place of one of its values.
    fc
      .constantFrom('\\u0000', '1e308', '-1', '99999999999999999999')
      .map((inner) =>
        value.replace(/"char":"[^"]*"|"timeStamp":[\d.]+/, (found) =>
          found.startsWith('"char"') ? `"char":"${inner}"` : `"timeStamp":${inner}`,
        ),
      ),
  );
}

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '',
  ' ',
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  '1e308',
  'NaN',
  'true',
  '[]',
  '{}',
  'null',
  '[{"kind":"insert","char":"a","timeStamp":0},{"kind":"insert","char":"b","timeStamp":0.001}]',
  '[{"kind":"insert","char":"\\u0000","timeStamp":1}]',
  '[{"kind":"insert","char":"a","timeStamp":10000000000000}]',
  '[{"kind":"key","code":"KeyA","timeStamp":-5}]',
  'STUDENT',
  'lesson',
  'game',
  'practice',
  'stop',
  'f-and-j',
  'STAR_TREK',
  'Europe/Paris',
  'Not/A_Zone',
  'x'.repeat(5000),
];

function valueArbitrary(characterId: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...NASTY),
    fc.constant(String(characterId)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    fc
      .array(
        fc.record({
          kind: fc.constantFrom('insert', 'delete', 'key'),
          char: fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
          code: fc.constantFrom('KeyA', 'Space', '\u0000'),
          timeStamp: fc.oneof(
            fc.double({ min: -1, max: 2e13, noNaN: true }),
            fc.integer({ min: 0, max: 1000 }),
          ),
        }),
        { maxLength: 12 },
      )
      .map((entries) => JSON.stringify(entries)),
  );
}

/**
 * A payload: either the call's valid seed with a few fields changed (reaching the handler), or any of the call's
 * fields (and a stray one) holding anything.
 */
function payloadArbitrary(name: ApiRouteName, fields: string[], characterId: number) {
  const seed = seedFor(name, characterId);
  const names = [...new Set([...fields, ...Object.keys(seed), 'extra'])];
  const value = valueArbitrary(characterId);
  const fromSeed = fc
    .array(
      fc
        .constantFrom(...names)
        .chain((field) => mutated(seed[field] ?? '', value).map((text) => [field, text] as const)),
      { minLength: 1, maxLength: 2 },
    )
    .map((changes) => ({ ...seed, ...Object.fromEntries(changes) }));
  const anything = fc
    .record({
      fields: fc.dictionary(fc.constantFrom(...names), value, { maxKeys: names.length }),
      device: fc.oneof(fc.constant('fuzz-device-0001'), value),
    })
    .map(({ fields: chosen, device }) => ({ deviceId: device, ...chosen }));
  return fc.oneof({ arbitrary: fromSeed, weight: 3 }, { arbitrary: anything, weight: 1 });
}

describe.each(TEST_DATABASES)('every route of the contract under fuzzed payloads (%s)', (kind) => {
  const server = suiteServer(kind);

  it('never answers 5xx, and every refusal is in the catalogue shape', async () => {
    const perRoute = Math.floor(FUZZ_MS / ROUTE_NAMES.length);
    const seen = new Map<number, number>();
    for (const name of ROUTE_NAMES) {
      const route = API_ROUTES[name];
      // A fresh guest per route: a fuzzed logout or account deletion only ends its own session.
      const { token, characterId } = await guestWithStudent(server.app, `fuzz${name.length}`);
      const payloads = payloadArbitrary(name, fieldsOf(route.payload), characterId);
      // At least MIN_RUNS payloads per call, then as many as its share of the time allows.
      const deadline = Date.now() + perRoute;
      for (let run = 0; run < MIN_RUNS || Date.now() < deadline; run++) {
        const [payload = {}, signedIn = true] =
          fc.sample(fc.tuple(payloads, fc.boolean()), {
            numRuns: 1,
            seed: seed + run,
          })[0] ?? [];
        const encoded = formEncode(payload);
        const response = await server.app.inject({
          method: route.method,
          url: `/api${route.path}${route.method === 'POST' ? '' : `?${encoded}`}`,
          headers: {
            language: 'ENG',
            ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
            ...(route.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(route.method === 'POST' ? { payload: encoded } : {}),
        });
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        const detail = `seed ${seed + run}: ${route.method} ${route.path} ${JSON.stringify(payload)} -> ${response.body.slice(0, 300)}`;
        expect(response.statusCode, detail).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const body = ApiErrorBodySchema.safeParse(response.json());
          expect(body.success, detail).toBe(true);
          expect(body.data?.statusCode, detail).toBe(response.statusCode);
        }
      }
    }
    // The fuzzing reached the handlers, not only the validation: some calls succeeded.
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
    expect(seen.get(400) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
