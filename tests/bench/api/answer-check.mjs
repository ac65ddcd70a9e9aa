// What checking every answer against its contract schema costs a request. The server serializes each answer
// through the zod type provider's serializer (the schema checks it, then JSON.stringify writes it) in every
// environment. This bench builds the app in-process on an in-memory PGlite (no build needed), takes real answers
// of POST /attempt/submit and GET /attempt/list (50 attempts), and times, per answer: the check and write, the
// bare JSON.stringify that production used before (the baseline in the same run), and the request itself
// (fastify.inject, median of its calls) for scale. 3 runs, medians, load average and CPU steal printed.
// Usage: node tests/bench/api/answer-check.mjs [--runs 3] [--requests 200]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = option('runs', 3);
const REQUESTS = option('requests', 200);
const CHECKS = 5_000;

const load = (path) => tsImport(path, import.meta.url);
const { API_ROUTES, formFields } = await load('../../../src/contracts/index.ts');
const { buildApp } = await load('../../../src/server/app.ts');
const { openDatabase } = await load('../../../src/server/db/database.ts');
const { parseEnv } = await load('../../../src/server/env.ts');
const { findLesson } = await load('../../../src/content/index.ts');
const { createSerializerCompiler } = await import('fastify-type-provider-zod');

function stealTicks() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: cpu[7] ?? 0, total: cpu.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const parsed = parseEnv({
  NODE_ENV: 'production',
  UNSAFE_LOG_CODES: '1', // no mail or SMS provider on the bench machine
  CLIENT_DIR: '/nonexistent-keyquest-client',
  RATE_LIMIT_PER_MINUTE: '100000',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'warn',
});
if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
const database = await openDatabase({ memory: true });
const app = await buildApp(parsed.env, { database });
await app.ready();

async function call(method, path, payload, token) {
  const encoded = new URLSearchParams(formFields(payload)).toString();
  const response = await app.inject({
    method,
    url: `/api${path}${method === 'POST' ? '' : `?${encoded}`}`,
    headers: {
      language: 'ENG',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(method === 'POST' ? { payload: encoded } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const deviceId = `bench-${randomUUID()}`;
const { accessToken: token } = await call('POST', '/user/auth/visitor', { deviceId, clientType: 'web' });
const { characterId } = await call(
  'POST',
  '/character/create',
  { deviceId, avatar: 'avatar-student-1', nickname: 'Bench', type: 'STUDENT' },
  token,
);
const lesson = findLesson('home-keys-f-and-j').lesson;
const keystrokes = [...lesson.text].map((char, index) => ({
  kind: 'insert',
  char,
  timeStamp: 500 + index * 220,
}));
const submit = () =>
  call(
    'POST',
    '/attempt/submit',
    {
      deviceId,
      characterId,
      idempotencyKey: randomUUID(),
      kind: 'lesson',
      lessonSlug: lesson.slug,
      mode: lesson.mode,
      text: lesson.text,
      keystrokes,
      startedAt: Date.now() - 20_000,
      timeZone: 'Europe/Paris',
    },
    token,
  );
const list = () => call('GET', '/attempt/list', { deviceId, characterId, limit: 50 }, token);

/** Microseconds per call of `write(answer)`, over CHECKS calls. */
function timeWrite(write, answer) {
  const started = performance.now();
  for (let i = 0; i < CHECKS; i++) write(answer);
  return ((performance.now() - started) * 1000) / CHECKS;
}

const cases = [
  { name: 'POST /attempt/submit', route: API_ROUTES.submitAttempt, request: submit },
  { name: 'GET /attempt/list (50)', route: API_ROUTES.attemptList, request: list },
];
for (let i = 0; i < 50; i++) await submit();

console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const results = new Map(cases.map(({ name }) => [name, { check: [], bare: [], request: [] }]));
for (let run = 0; run < RUNS; run++) {
  const before = stealTicks();
  for (const { name, route, request } of cases) {
    const answer = await request();
    const serialize = createSerializerCompiler()({
      schema: route.answer,
      method: 'GET',
      url: '/',
      httpStatus: '200',
    });
    const latencies = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      await request();
      latencies.push(performance.now() - started);
    }
    const figures = results.get(name);
    figures.bare.push(timeWrite(JSON.stringify, answer));
    figures.check.push(timeWrite(serialize, answer));
    figures.request.push(median(latencies) * 1000);
  }
  const after = stealTicks();
  const steal =
    before && after ? (100 * (after.steal - before.steal)) / Math.max(1, after.total - before.total) : NaN;
  console.log(`run ${run + 1}: steal ${steal.toFixed(1)}%`);
}
for (const [name, figures] of results) {
  const check = median(figures.check);
  const bare = median(figures.bare);
  const request = median(figures.request);
  console.log(
    `${name}: checked write ${check.toFixed(1)} µs, bare JSON.stringify ${bare.toFixed(1)} µs, ` +
      `the check adds ${(check - bare).toFixed(1)} µs = ${((100 * (check - bare)) / request).toFixed(2)}% of the ` +
      `request's median ${(request / 1000).toFixed(2)} ms`,
  );
}
console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
