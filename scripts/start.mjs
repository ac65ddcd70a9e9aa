// `npm start`: install what is missing, build, and serve the whole product on an embedded database.
import { spawn } from 'node:child_process';
import { ensureDependencies, mustRun, root } from './lib.mjs';

ensureDependencies();
mustRun('node', ['scripts/build.mjs']);

const port = process.env.PORT ?? '8080';
console.log(`\nKeyQuest is starting on http://localhost:${port}`);
const server = spawn('node', ['dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
