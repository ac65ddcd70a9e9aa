// Builds the browser app into <dist>/client and the server into <dist>/server.
// KEYQUEST_DIST moves the output (default: dist), so that parallel work does not overwrite one build.
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mustRun, root } from './lib.mjs';

const dist = process.env.KEYQUEST_DIST ?? 'dist';
const vite = 'node_modules/vite/bin/vite.js';
mustRun('node', [vite, 'build', '--logLevel', 'warn', '--outDir', `${dist}/client`]);
mustRun('node', [
  vite,
  'build',
  '--ssr',
  'src/server/main.ts',
  '--outDir',
  `${dist}/server`,
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
// The end-to-end tests' server: the same server plus the test-only routes (src/server/dev), built on its own so
// that no file of <dist>/server holds them (src/server/dev/production-bundle.test.ts). Deploy <dist>/server and
// <dist>/client only.
mustRun('node', [
  vite,
  'build',
  '--ssr',
  'src/server/dev/e2e-main.ts',
  '--outDir',
  `${dist}/e2e-server`,
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
for (const server of ['server', 'e2e-server']) {
  // The server applies its committed SQL migrations at start: they travel with the bundle.
  cpSync(join(root, 'src/server/db/migrations'), resolve(root, dist, server, 'migrations'), {
    recursive: true,
  });
  // The embedded database runs in a worker thread whose script (plain JavaScript) sits beside the bundle.
  cpSync(join(root, 'src/server/db/pglite-worker.mjs'), resolve(root, dist, server, 'pglite-worker.mjs'));
}
