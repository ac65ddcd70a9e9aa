// Builds one server entry with Vite (`vite build --ssr`) into a folder, with what the bundle reads beside it:
// the committed SQL migrations (applied at start) and the embedded database's worker script (plain JavaScript,
// run in a worker thread). scripts/build.mjs builds the production server and the end-to-end tests' server with
// it; the server tests' global set-up (src/server/test/global-setup.ts) builds the server their child processes
// run: `node scripts/build-server.mjs <entry> <folder>`.
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mustRun, root } from './lib.mjs';

/** Builds `entry` (a path from the repository's root) into `outDir` (from the root, or absolute). */
export function buildServer(entry, outDir) {
  const out = resolve(root, outDir);
  mustRun('node', [
    'node_modules/vite/bin/vite.js',
    'build',
    '--ssr',
    entry,
    '--outDir',
    out,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  cpSync(join(root, 'src/server/db/migrations'), join(out, 'migrations'), { recursive: true });
  cpSync(join(root, 'src/server/db/pglite-worker.mjs'), join(out, 'pglite-worker.mjs'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [entry, outDir] = process.argv.slice(2);
  if (!entry || !outDir) {
    console.error('usage: node scripts/build-server.mjs <entry> <folder>');
    process.exit(2);
  }
  buildServer(entry, outDir);
}
