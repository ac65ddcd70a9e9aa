// The embedded database (PGlite) in a worker thread, so that its queries, which run synchronously inside
// WebAssembly, never block the server's event loop. The server talks to it through ./pglite-worker-client.ts,
// which documents the messages. Plain JavaScript: the same file runs from the source tree (tests) and beside the
// server bundle (scripts/build.mjs copies it), with no TypeScript loader in the worker.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Thrown inside a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

const { dataDir, snapshot, wasmModule } = workerData;
const database = new PGlite({
  ...(dataDir ? { dataDir } : {}),
  ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
  ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
});
// A start that fails is answered to the 'ready' message, not left as an unhandled rejection.
database.waitReady.catch(() => undefined);

/** @type {Map<number, { tx?: import('@electric-sql/pglite').Transaction, finish?: (commit: boolean) => void, done?: Promise<unknown> }>} */
const transactions = new Map();
let lastTransaction = 0;

/** Values of these type OIDs come back as PostgreSQL's text: the caller's own parsers read them. */
function queryOptions(message) {
  const parsers = {};
  for (const oid of message.textTypes ?? []) parsers[oid] = (value) => value;
  return { ...(message.rowMode ? { rowMode: message.rowMode } : {}), parsers };
}

/** The transaction a message runs in, or the database itself. */
function target(message) {
  if (message.tx === undefined) return database;
  const open = transactions.get(message.tx)?.tx;
  if (!open || open.closed) throw new Error('This transaction has already ended.');
  return open;
}

/** Opens a transaction; answers its number once BEGIN ran. PGlite holds every other query until it ends. */
function begin() {
  return new Promise((opened, failed) => {
    const id = ++lastTransaction;
    const entry = {};
    transactions.set(id, entry);
    entry.done = database.transaction(async (tx) => {
      entry.tx = tx;
      const commit = await new Promise((finish) => {
        entry.finish = finish;
        opened(id);
      });
      if (!commit) throw ROLLBACK;
    });
    entry.done.catch((error) => {
      transactions.delete(id);
      failed(error);
    });
  });
}

/** Ends a transaction: COMMIT, or ROLLBACK (also when its callback rolled it back itself). */
async function end(message) {
  const entry = transactions.get(message.tx);
  if (!entry?.finish) throw new Error('This transaction has already ended.');
  entry.finish(message.commit);
  try {
    await entry.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  } finally {
    transactions.delete(message.tx);
  }
}

function stripResult(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function handle(message) {
  switch (message.op) {
    case 'ready':
      await database.waitReady;
      return null;
    case 'query':
      return stripResult(await target(message).query(message.sql, message.params, queryOptions(message)));
    case 'exec':
      return (await target(message).exec(message.sql, queryOptions(message))).map(stripResult);
    case 'begin':
      return begin();
    case 'end':
      return end(message);
    case 'rollback':
      return target(message).rollback();
    case 'dump': {
      const file = await database.dumpDataDir(message.compression);
      return { bytes: await file.arrayBuffer(), name: file.name ?? '', type: file.type };
    }
    case 'close':
      await database.close();
      return null;
    default:
      throw new Error(`Unknown database worker message: ${message.op}`);
  }
}

/** An error as plain data: its message, name, stack and fields (PostgreSQL's code, detail, …; errno). */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

parentPort.on('message', (message) => {
  handle(message).then(
    (value) => {
      const transfer = message.op === 'dump' ? [value.bytes] : [];
      parentPort.postMessage({ id: message.id, value }, transfer);
    },
    (error) => parentPort.postMessage({ id: message.id, error: serializeError(error) }),
  );
});
