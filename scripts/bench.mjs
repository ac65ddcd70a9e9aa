// `npm run bench`: builds the product, then runs every benchmark in tests/bench/<name>/run.mjs (or only the
// ones named on the command line) and prints their figures. Benchmarks are never pass/fail tests.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, mustRun, root, run } from './lib.mjs';

ensureDependencies();
ensureChromium();
mustRun('node', ['scripts/build.mjs']);

const wanted = process.argv.slice(2);
const benchDir = join(root, 'tests', 'bench');
const benches = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(benchDir, entry.name, 'run.mjs')))
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name));

let failed = 0;
for (const name of benches) {
  console.log(`\n=== bench: ${name} ===`);
  if (run('node', [join('tests', 'bench', name, 'run.mjs')]) !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
