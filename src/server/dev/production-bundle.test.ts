import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMain } from '../test/child-server';

// The server bundles as scripts/build.mjs makes them (`vite build --ssr <entry>`, scripts/build-server.mjs): the
// production server's is the one the run's global set-up built for the child servers; the end-to-end entry is
// built here, into a temporary folder.
const out = mkdtempSync(join(tmpdir(), 'keyquest-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The text of every script file of a build's output folder. */
function scripts(outDir: string): string[] {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  return files.map((file) => readFileSync(join(outDir, file), 'utf8'));
}

/** Builds one server entry and answers the text of every script file of its output folder. */
function build(entry: string, folder: string): string[] {
  const outDir = join(out, folder);
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--ssr', entry, '--outDir', outDir, '--logLevel', 'warn'],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`the build of ${entry} failed: ${result.stderr}`);
  return scripts(outDir);
}

/** A test-only route as registered in code: its path as a string literal (comments may name them in prose). */
const TEST_ROUTE = /["'`]\/dev\/(outbox|points|discount-code)["'`]/g;
const registered = (texts: string[]) => [
  ...new Set(texts.flatMap((text) => [...text.matchAll(TEST_ROUTE)].map((m) => m[1]))),
];

describe('the test-only routes (src/server/dev)', () => {
  it('are in no file of the production server bundle, and in the end-to-end tests own entry only', () => {
    expect(registered(scripts(dirname(serverMain())))).toEqual([]);
    // The same search finds them where they are meant to be, so an empty answer above means something.
    expect(registered(build('src/server/dev/e2e-main.ts', 'e2e-server')).sort()).toEqual([
      'discount-code',
      'outbox',
      'points',
    ]);
  }, 120_000);
});
