// `npm test`: install what is missing (npm packages, Debian's Chromium, PostgreSQL) and run every test.
// Steps: format check, typecheck, lint (with the architecture's import rules), locales and the build, two at a
// time; then Vitest (pure, DOM and server projects; server tests on PGlite and on PostgreSQL) and Playwright
// end-to-end tests in Chromium on the build, and the cluster test (tests/cluster) on the build.
// `node scripts/test.mjs lint unit` runs only the steps named.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, ensureChromium, ensureDependencies, ensurePostgres, root, run } from './lib.mjs';

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
const wanted = ([name]) => only.length === 0 || only.includes(name);

// The checks that need no test database run two at a time (this machine has two cores), longest first; each
// one's output is printed whole when it ends. Then the unit tests with a worker per core (Vitest's default
// leaves one core to its main process, which has little to do: one worker on two cores), then the end-to-end
// tests on the build (three browsers at once, playwright.config.ts). Unit and end-to-end tests side by side would
// overlap better, but the games' timed rounds and the DOM tests' five-second limit then fail on a busy machine
// (BENCHMARKS.md, "Test suite").
const checks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'node', ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']],
  ['format', 'node', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']],
  ['build', 'node', ['scripts/build.mjs']],
  ['locales', 'node', ['scripts/check-locales.mjs']],
].filter(wanted);
const suites = [
  [
    'unit',
    'node',
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`,
      // After the usual lines: each project's time and the ten slowest files.
      '--reporter=default',
      '--reporter=./tests/fixtures/slowest-files-reporter.ts',
    ],
  ],
  // Three servers of the build behind HAProxy on a primary with a replica and Redis (tests/cluster).
  ['cluster', 'node', ['--test', '--test-reporter=spec', 'tests/cluster/cluster.test.mjs']],
  ['e2e', 'node', ['node_modules/@playwright/test/cli.js', 'test']],
].filter(wanted);

const results = [];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
const loadAtStart = load();
// Each step runs under scripts/cpu-time.mjs, which leaves the CPU time of the step's process tree in a file.
const cpuFolder = mkdtempSync(join(tmpdir(), 'kq-test-cpu-'));
/** The command of a step run under scripts/cpu-time.mjs, and the file its CPU time is written to. */
function timed(name, command, args) {
  const file = join(cpuFolder, `${name}.json`);
  return {
    file,
    command: 'node',
    args: ['scripts/cpu-time.mjs', command, ...args],
    env: { ...env, CPU_TIME_FILE: file },
  };
}
/** The CPU seconds (user, system) a step used, if the system told. */
function cpuOf(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs a step with its output kept, and prints it when the step ends. */
function runQuietly([name, command, args]) {
  const stepStart = Date.now();
  const step = timed(name, command, args);
  return new Promise((done) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: step.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      results.push([name, status, Date.now() - stepStart, cpuOf(step.file)]);
      done();
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`Could not run ${command}: ${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

const queue = [...checks];
const lane = async () => {
  for (let step = queue.shift(); step; step = queue.shift()) await runQuietly(step);
};
await Promise.all([lane(), lane()]);

const buildFailed = results.some(([name, status]) => name === 'build' && status !== 0);
for (const [name, command, args] of suites) {
  if ((name === 'e2e' || name === 'cluster') && buildFailed) continue;
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  const step = timed(name, command, args);
  const status = run(step.command, step.args, { env: step.env });
  results.push([name, status, Date.now() - stepStart, cpuOf(step.file)]);
}
rmSync(cpuFolder, { recursive: true, force: true });

// Wall and CPU time of each step (CPU: user + system of the step's process tree; PostgreSQL's server, started
// before the run, is not in it), and the load average (1, 5, 15 minutes) at the start and the end: on a busy
// machine the wall times grow with the load, the CPU times much less.
console.log('\n=== summary (the first five steps ran two at a time) ===');
console.log('            step         wall    CPU (user + system)');
for (const [name, status, ms, cpu] of results) {
  const cpuText = cpu
    ? `${(cpu.user + cpu.system).toFixed(1).padStart(7)} s (${cpu.user.toFixed(1)} + ${cpu.system.toFixed(1)})`
    : '      ?';
  console.log(
    `${status === 0 ? 'pass' : 'FAIL'}  ${name.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(7)} s ${cpuText}`,
  );
}
const cpuTotal = results.reduce((sum, [, , , cpu]) => sum + (cpu ? cpu.user + cpu.system : 0), 0);
console.log(
  `total ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${cpuTotal.toFixed(1)} s CPU in the steps`,
);
console.log(`load average ${loadAtStart} at the start, ${load()} at the end`);
process.exit(results.some(([, status]) => status !== 0) ? 1 : 0);
