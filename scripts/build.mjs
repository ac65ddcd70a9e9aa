// Builds the browser app into <dist>/client and the server into <dist>/server (scripts/build-server.mjs).
// KEYQUEST_DIST moves the output (default: dist), so that parallel work does not overwrite one build.
import { buildServer } from './build-server.mjs';
import { mustRun } from './lib.mjs';

const dist = process.env.KEYQUEST_DIST ?? 'dist';
const vite = 'node_modules/vite/bin/vite.js';
mustRun('node', [vite, 'build', '--logLevel', 'warn', '--outDir', `${dist}/client`]);
buildServer('src/server/main.ts', `${dist}/server`);
// The end-to-end tests' server: the same server plus the test-only routes (src/server/dev), built on its own so
// that no file of <dist>/server holds them (src/server/dev/production-bundle.test.ts). Deploy <dist>/server and
// <dist>/client only.
buildServer('src/server/dev/e2e-main.ts', `${dist}/e2e-server`);
