// The learning-efficacy bench: simulated learners practising 15 minutes a day with KeyQuest's course and
// adaptive practice, a keybr-like method and a fixed lesson order (see README.md beside this file).
//
//   node tests/bench/efficacy/run.mjs [--learners 100] [--days 90] [--seed 1] [--methods KeyQuest,keybr-like]
//
// Needs no build: it runs the TypeScript sources of the engine and the content with tsx.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const result = spawnSync('npx', ['tsx', join(here, 'simulate.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
