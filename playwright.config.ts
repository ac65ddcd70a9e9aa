import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app and a real
 * server on a fresh embedded database. `npm test` builds the app before this runs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Three browsers at once against the one server: a test mostly waits (on the page, the server, its own typing
  // pace), so on two cores three keep them busier than two (BENCHMARKS.md, "Stop 18": the e2e step took 1,026 s
  // with three against 1,943 s with two at stop 17, none retried). Every test may run beside any other, so each makes its own guest or account and asserts nothing about the
  // rest of the database (tests/README.md). A file whose tests must run in order says so itself.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  // After the list: the ten slowest tests and each spec's share of the time (`npm test` prints it in CI's output).
  reporter: [['list'], ['./tests/e2e/slowest-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    // The installed app's service worker precaches the whole build (several MB) on a first visit; only the
    // offline and installability tests (tests/e2e/offline.spec.ts) let it run, the others test the pages alone.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // A trace records every action's DOM and a screencast, whether or not the test then fails: recorded only for a
    // failed test's retry (CI retries once; elsewhere run the test again with --trace on). Without it the counted
    // CPU of two specs fell 28 % (BENCHMARKS.md, "Stop 19 (issue 36)").
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node tests/e2e/serve-fresh.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Stopped as a deployment stops it (the server closes its database), and waited for, so that its CPU time is
    // counted in the run's (scripts/cpu-time.mjs); killed after 10 s if it has not stopped.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // localhost is served as the China-region edition, 127.0.0.1 as the global one (tests/e2e/site.spec.ts).
    env: { PORT: String(port), CN_HOSTS: 'localhost' },
  },
});
