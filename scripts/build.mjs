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
// The server applies its committed SQL migrations at start: they travel with the bundle.
cpSync(join(root, 'src/server/db/migrations'), resolve(root, dist, 'server/migrations'), { recursive: true });
// The embedded database runs in a worker thread whose script (plain JavaScript) sits beside the bundle.
cpSync(join(root, 'src/server/db/pglite-worker.mjs'), resolve(root, dist, 'server/pglite-worker.mjs'));
