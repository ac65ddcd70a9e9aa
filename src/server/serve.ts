import { fileURLToPath } from 'node:url';
import { buildApp, type AppOptions } from './app';
import { writeBackup } from './db/backup';
import { DataFolderLockedError } from './db/data-lock';
import { openDatabase, type DatabaseHandle } from './db/database';
import { StartupProblem, describeError } from './db/startup-problems';
import { loadEnv } from './env';
import { SHUTDOWN_GRACE_MS } from './http/lifecycle';

/**
 * Starts the server: the configuration from the environment, the database, the app listening on PORT, and the
 * signals (shutdown, backup). The production entry (main.ts) starts it as it is; the end-to-end tests' entry
 * (dev/e2e-main.ts, a build of its own) adds the test-only routes.
 */
export async function serve(options: Pick<AppOptions, 'testRoutes'> = {}): Promise<void> {
  // The built app sits beside the server bundle: <dist>/server/main.js and <dist>/client/.
  const env = loadEnv({ CLIENT_DIR: fileURLToPath(new URL('../client/', import.meta.url)), ...process.env });

  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      env.DATABASE_URL
        ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
        : { dataDir: env.DATA_DIR },
    );
    app = await buildApp(env, { ...options, database });
    app.addHook('onClose', () => database.close());
  } catch (error) {
    console.error('KeyQuest cannot start.');
    if (error instanceof StartupProblem || error instanceof DataFolderLockedError) {
      console.error(`  ${error.message}`);
    } else {
      const where = env.DATABASE_URL
        ? 'the PostgreSQL database in DATABASE_URL'
        : `the database in ${env.DATA_DIR}`;
      console.error(`  ${where} could not be opened or migrated: ${describeError(error)}`);
    }
    process.exit(1);
  }
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error('KeyQuest cannot start.');
    console.error(
      code === 'EADDRINUSE'
        ? `  Port ${env.PORT} is in use by another program. Stop it, or set PORT to a free port.`
        : `  It could not listen on ${env.HOST}:${env.PORT}: ${describeError(error)}`,
    );
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  onSignals(app, database, env.DATA_DIR);
}

/**
 * SIGTERM / SIGINT: answer new requests 503 (SERVER_SHUTTING_DOWN), let the requests under way finish, close the
 * database (which releases the data folder's lock) and exit; whatever is still open after SHUTDOWN_GRACE_MS is
 * cut, so the process never lingers and a restarted server finds the folder free.
 */
function onSignals(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: DatabaseHandle,
  dataDir: string,
): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS - 1000);
      const deadline = setTimeout(() => {
        console.error(`KeyQuest: shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; exiting.`);
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      cut.unref();
      deadline.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`KeyQuest: shutdown failed: ${describeError(error)}`);
          process.exit(1);
        },
      );
    });
  }

  /**
   * SIGUSR2 (sent by `npm run backup`): a consistent dump of the embedded database into <DATA_DIR>/backups, taken
   * while the server keeps answering.
   */
  process.on('SIGUSR2', () => {
    const client = database.client;
    if (!client) {
      console.error('KeyQuest: backups of PostgreSQL are taken with pg_dump (docs/SERVER.md).');
      return;
    }
    writeBackup(client, dataDir).then(
      (file) => console.log(`KeyQuest: backup written to ${file}`),
      (error: unknown) => console.error(`KeyQuest: the backup failed: ${describeError(error)}`),
    );
  });
}
