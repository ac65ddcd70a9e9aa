import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results, Row, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database (PGlite) runs in a worker thread (./pglite-worker.mjs): PGlite executes each query
 * synchronously inside WebAssembly, so in the server's own thread every query blocked the event loop (hundreds of
 * milliseconds under load). This is the server's side of it: the part of PGlite's client API that drizzle-orm's
 * PGlite driver, the migrator, backups and `npm run db:copy` use (query, exec, transaction, dumpDataDir, close),
 * each call a message to the worker.
 *
 * - Values: the worker parses results with PGlite's own parsers, as before. A caller's `parsers` (drizzle keeps
 *   dates and intervals as text) cannot cross threads as functions: the worker returns those types as text and
 *   the caller's parsers run here on them.
 * - Transactions: the worker holds PGlite's transaction open between messages; PGlite's own lock keeps every
 *   other query waiting until it ends, exactly as in one thread. A callback that throws rolls it back.
 * - Errors: PostgreSQL's errors arrive with their fields (code, detail, constraint, …) on a plain Error.
 * - Failure: if the worker dies, every pending and later call fails with DatabaseWorkerStoppedError.
 */

/** The worker is gone (crashed, or the database was closed): the call cannot run. */
export class DatabaseWorkerStoppedError extends Error {
  constructor(reason: string) {
    super(`The embedded database is not running (${reason}).`);
    this.name = 'DatabaseWorkerStoppedError';
  }
}

/** What a database worker answers for each call. */
interface Reply {
  id: number;
  value?: unknown;
  error?: { name: string; message: string; stack?: string; fields: Record<string, unknown> };
}

type Request =
  | { op: 'ready' | 'begin' | 'close' }
  | {
      op: 'query';
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: string;
      textTypes: number[];
      paramTypes?: number[];
    }
  | { op: 'exec'; tx?: number; sql: string; rowMode?: string; textTypes: number[] }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'rollback'; tx: number }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' };

/** The PGlite API the server uses, whichever thread PGlite runs in. */
export interface EmbeddedDatabaseClient {
  query<T = Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** The worker's script: beside this file (source tree) or beside the server bundle (copied by scripts/build.mjs). */
function workerScript(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'pglite-worker.mjs'), join(here, 'db', 'pglite-worker.mjs')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The database worker is missing (looked for ${candidates.join(', ')}).`);
  return found;
}

let compiledWasm: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every worker: a worker compiling its own copy
 * would spend CPU and memory on each database opened (the server tests open one per file).
 */
function pgliteWasm(): Promise<WebAssembly.Module> {
  compiledWasm ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return WebAssembly.compile(readFileSync(join(dirname(entry), 'pglite.wasm')));
  })();
  return compiledWasm;
}

/** Opens PGlite in a new worker: on a folder, or in memory (optionally from a dump). */
export async function openPgliteWorker(
  options: { dataDir: string } | { snapshot?: Blob },
): Promise<PgliteWorkerClient> {
  const snapshot =
    'snapshot' in options && options.snapshot ? await options.snapshot.arrayBuffer() : undefined;
  const worker = new Worker(workerScript(), {
    workerData: {
      dataDir: 'dataDir' in options ? options.dataDir : undefined,
      snapshot,
      wasmModule: await pgliteWasm(),
    },
    transferList: snapshot ? [snapshot] : [],
  });
  const client = new PgliteWorkerClient(worker);
  try {
    await client.request({ op: 'ready' });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return client;
}

export class PgliteWorkerClient implements EmbeddedDatabaseClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #lastId = 0;
  #stopped: DatabaseWorkerStoppedError | null = null;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#answer(reply));
    worker.on('error', (error) => this.#stop(`its thread failed: ${error.message}`));
    worker.on('exit', (code) => this.#stop(`its thread exited with code ${code}`));
    // Idle, the worker does not keep the process alive; a call in flight does (see request).
    worker.unref();
  }

  get closed(): boolean {
    return this.#stopped !== null;
  }

  /** Sends one call to the worker; settles with its answer, or fails when the worker stops. */
  request<T>(message: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise<T>((resolve, reject) => {
      try {
        this.#worker.postMessage({ ...message, id }, transfer);
      } catch (error) {
        // A parameter that cannot be copied to the worker (a function, a symbol).
        reject(error as Error);
        return;
      }
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  }

  #answer(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) pending.reject(workerError(reply.error));
    else pending.resolve(reply.value);
  }

  #stop(reason: string): void {
    if (this.#stopped) return;
    this.#stopped = new DatabaseWorkerStoppedError(reason);
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }

  query<T = Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return runQuery<T>(this, undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return runExec(this, undefined, sql, options);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.request<number>({ op: 'begin' });
    const tx = new WorkerTransaction(this, id);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.ended = true;
      // The caller's error is what it sees; a failed rollback (worker gone) adds nothing to it.
      await this.request({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    tx.ended = true;
    await this.request({ op: 'end', tx: id, commit: true });
    return result;
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File> {
    const dump = await this.request<{ bytes: ArrayBuffer; name: string; type: string }>({
      op: 'dump',
      compression,
    });
    return new File([dump.bytes], dump.name, { type: dump.type });
  }

  /** Ends the thread at once, as a crash would: what the server sees if the worker dies (tests). */
  terminate(): Promise<number> {
    return this.#worker.terminate();
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    try {
      await this.request({ op: 'close' });
    } finally {
      this.#stop('it was closed');
      await this.#worker.terminate();
    }
  }
}

/** A transaction open in the worker: its queries run inside it, not behind it. */
class WorkerTransaction {
  ended = false;
  #rolledBack = false;

  constructor(
    readonly client: PgliteWorkerClient,
    readonly id: number,
  ) {}

  get closed(): boolean {
    return this.ended || this.#rolledBack;
  }

  query<T = Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return runQuery<T>(this.client, this.id, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return runExec(this.client, this.id, sql, options);
  }

  async rollback(): Promise<void> {
    await this.client.request({ op: 'rollback', tx: this.id });
    this.#rolledBack = true;
  }

  sql(): never {
    throw new Error('Tagged-template queries are not available on the database worker; use query().');
  }

  listen(): never {
    throw new Error('LISTEN is not available on the database worker.');
  }
}

/** Options that are functions or streams cannot cross to the worker; parsers can (see the module comment). */
function checkOptions(options: QueryOptions | undefined): void {
  if (options?.serializers || options?.blob || options?.onNotice) {
    throw new Error('The database worker takes no serializers, blob or onNotice query options.');
  }
}

function textTypes(parsers: ParserOptions | undefined): number[] {
  return parsers ? Object.keys(parsers).map(Number) : [];
}

async function runQuery<T>(
  client: PgliteWorkerClient,
  tx: number | undefined,
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  checkOptions(options);
  const result = await client.request<Results<T>>({
    op: 'query',
    tx,
    sql,
    params,
    rowMode: options?.rowMode,
    textTypes: textTypes(options?.parsers),
    paramTypes: options?.paramTypes,
  });
  return applyParsers(result, options);
}

async function runExec(
  client: PgliteWorkerClient,
  tx: number | undefined,
  sql: string,
  options: QueryOptions | undefined,
): Promise<Results[]> {
  checkOptions(options);
  const results = await client.request<Results[]>({
    op: 'exec',
    tx,
    sql,
    rowMode: options?.rowMode,
    textTypes: textTypes(options?.parsers),
  });
  return results.map((result) => applyParsers(result, options));
}

/** Runs the caller's parsers on the values the worker returned as text, as PGlite would have (never on NULL). */
function applyParsers<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const arrays = options.rowMode === 'array';
  result.fields.forEach((field, index) => {
    // PGlite calls a parser with the value and its type's OID.
    const parse = parsers[field.dataTypeID] as ((value: string, typeId: number) => unknown) | undefined;
    if (!parse) return;
    const key = arrays ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, field.dataTypeID);
    }
  });
  return result;
}

/** An error the worker sent as data, rebuilt with its fields (`code`, `detail`, …) where the services read them. */
function workerError(sent: NonNullable<Reply['error']>): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  if (sent.stack) error.stack = sent.stack;
  return error;
}
