// Serves the built product for the end-to-end tests on a fresh embedded database in a temporary folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'keyquest-e2e-'));
// The build's end-to-end entry: the production server plus the test-only routes (/api/dev/), which exist only
// with NODE_ENV=test (scripts/build.mjs builds it beside the production server).
const server = spawn('node', [`${process.env.KEYQUEST_DIST ?? 'dist'}/e2e-server/e2e-main.js`], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', NODE_ENV: 'test' },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
