// `npm test`: install what is missing (npm packages, Debian's Chromium, PostgreSQL) and run every test.
// Steps: format check, typecheck, lint (with the architecture's import rules), Vitest (pure, DOM and server
// projects; server tests on PGlite and on PostgreSQL), build, Playwright end-to-end tests in Chromium.
import { chromiumPath, ensureChromium, ensureDependencies, ensurePostgres, run } from './lib.mjs';

const started = Date.now();
ensureDependencies();
if (!ensureChromium()) {
  console.error(`Chromium is required for the end-to-end tests and ${chromiumPath} could not be installed.`);
  process.exit(1);
}
const databaseUrl = await ensurePostgres();
const env = { ...process.env, TEST_DATABASE_URL: databaseUrl ?? '' };
if (!databaseUrl) console.warn('NOTE: the server tests run on PGlite only; PostgreSQL was not available.');

const only = process.argv.slice(2);
const steps = [
  ['format', 'node', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'node', ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']],
  ['locales', 'node', ['scripts/check-locales.mjs']],
  ['unit', 'node', ['node_modules/vitest/vitest.mjs', 'run']],
  ['build', 'node', ['scripts/build.mjs']],
  ['e2e', 'node', ['node_modules/@playwright/test/cli.js', 'test']],
];

const results = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  const status = run(command, args, { env });
  results.push([name, status, Date.now() - stepStart]);
  if (status !== 0 && name === 'build') break;
}

console.log('\n=== summary ===');
for (const [name, status, ms] of results) {
  console.log(`${status === 0 ? 'pass' : 'FAIL'}  ${name.padEnd(10)} ${(ms / 1000).toFixed(1)} s`);
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.some(([, status]) => status !== 0) ? 1 : 0);
