/**
 * One of the processes of the data-folder lock's race test (src/server/db/data-lock.test.ts). It says `ready`,
 * then for each `take <folder>` line tries to lock that folder at once and answers `held` or `refused`; each
 * `release` line lets go of what it holds and answers `released`. The test sends `take` to every racer at the same
 * moment.
 */
import { createInterface } from 'node:readline';
import { lockDataFolder } from '../db/data-lock';

let release: (() => void) | null = null;
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, folder] = line.split(' ');
  if (command === 'take' && folder) {
    try {
      release = lockDataFolder(folder);
      process.stdout.write('held\n');
    } catch {
      process.stdout.write('refused\n');
    }
  } else if (command === 'release') {
    release?.();
    release = null;
    process.stdout.write('released\n');
  }
});
lines.on('close', () => process.exit(0));
process.stdout.write('ready\n');
