import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadEnv } from './env';

// The built app sits beside the server bundle: <dist>/server/main.js and <dist>/client/.
const env = loadEnv({ CLIENT_DIR: fileURLToPath(new URL('../client/', import.meta.url)), ...process.env });

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(env);
} catch (error) {
  const where = env.DATABASE_URL
    ? 'the PostgreSQL database in DATABASE_URL'
    : `the database in ${env.DATA_DIR}`;
  console.error(`KeyQuest cannot start: ${where} could not be opened or migrated.`);
  console.error(`  ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await app.listen({ port: env.PORT, host: env.HOST });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
