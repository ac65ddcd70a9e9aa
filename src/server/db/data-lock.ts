import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The PGlite data folder belongs to one server process at a time. PGlite's own `postmaster.pid` locks nothing:
 * two processes on one folder both start, both write, and the folder ends with duplicate keys and lost rows. So
 * the server takes a lock file of its own (`<DATA_DIR>/keyquest.lock`, created exclusively) before it opens the
 * database, and removes it when it closes. A lock left by a process that no longer runs (a crash, a power cut,
 * a container restarted with the same process id) is stale and taken over.
 */
export const LOCK_FILE = 'keyquest.lock';

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Another KeyQuest server (process ${holder.pid} on ${holder.host}, started ${holder.startedAt}) is using ` +
        `the data folder ${folder}. Stop that server first, or give this one its own DATA_DIR. ` +
        `Only if no server runs there, delete ${join(folder, LOCK_FILE)}.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

/** Folders this process holds: a second open in the same process is refused as well. */
const heldHere = new Set<string>();

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, host: String(parsed.host ?? ''), startedAt: String(parsed.startedAt ?? '') };
  } catch {
    // Half written (a crash between create and write) or unreadable: nobody can be shown to hold it.
    return null;
  }
}

/** Whether a lock file's holder is a live process other than this one. */
function holderIsLive(holder: LockHolder | null): holder is LockHolder {
  if (!holder) return false;
  // Another machine sharing the folder (a network disk): its process cannot be checked from here, so it holds.
  if (holder.host !== hostname()) return true;
  // Our own process id in a lock we do not hold: a restarted container reusing the id, so the lock is stale.
  if (holder.pid === process.pid) return false;
  return processIsAlive(holder.pid);
}

/** The live server process holding a data folder, or null when none does. */
export function liveHolder(folder: string): LockHolder | null {
  const holder = readHolder(join(folder, LOCK_FILE));
  return holderIsLive(holder) ? holder : null;
}

/** Takes the folder's lock or throws DataFolderLockedError; the returned function releases it. */
export function lockDataFolder(folder: string): () => void {
  const path = join(folder, LOCK_FILE);
  if (heldHere.has(path)) {
    throw new DataFolderLockedError(folder, {
      pid: process.pid,
      host: hostname(),
      startedAt: 'in this process',
    });
  }
  const holder: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readHolder(path);
      if (holderIsLive(current)) throw new DataFolderLockedError(folder, current);
      rmSync(path, { force: true });
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(holder));
    } finally {
      closeSync(fd);
    }
    heldHere.add(path);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      heldHere.delete(path);
      if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
    };
  }
  // Two servers raced for a stale lock and the other one won.
  throw new DataFolderLockedError(folder, readHolder(path) ?? holder);
}
