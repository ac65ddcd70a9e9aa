import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * The PGlite data folder belongs to one server process at a time. PGlite's own `postmaster.pid` locks nothing:
 * two processes on one folder both start, both write, and the folder ends with duplicate keys and lost rows. So
 * the server holds an OS lock on `<DATA_DIR>/keyquest.lock` (an open-file-description lock through
 * fs-native-extensions) from before it opens the database until it closes. The OS grants it to one descriptor at a
 * time, however many processes ask at the same instant, and ends it with the process: a server killed or cut by a
 * power loss leaves no lock behind, so there is no stale holder to judge. The file also names the holder (process
 * id, host, start time) for the message a second server prints.
 */
export const LOCK_FILE = 'keyquest.lock';

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      `Another KeyQuest server (${
        holder ? `process ${holder.pid} on ${holder.host}, started ${holder.startedAt}` : 'starting just now'
      }) is using the data folder ${folder}. Stop that server first, or give this one its own DATA_DIR.`,
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

function readHolder(fd: number): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(fd, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, host: String(parsed.host ?? ''), startedAt: String(parsed.startedAt ?? '') };
  } catch {
    // Empty (its holder is writing it) or unreadable.
    return null;
  }
}

/** Whether the descriptor is still the file at the path (a releasing holder removes the file it held). */
function isCurrent(fd: number, path: string): boolean {
  try {
    return fstatSync(fd).ino === statSync(path).ino;
  } catch {
    return false;
  }
}

/** The server process holding a data folder, or null when none does. */
export function liveHolder(folder: string): LockHolder | null {
  let fd: number;
  try {
    fd = openSync(join(folder, LOCK_FILE), 'r+');
  } catch {
    return null;
  }
  try {
    if (tryLock(fd)) {
      unlock(fd);
      return null;
    }
    return readHolder(fd);
  } finally {
    closeSync(fd);
  }
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
  // A holder that releases removes the file: one who locked the removed file tries again on the new one.
  for (let attempt = 0; attempt < 20; attempt++) {
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
    if (!tryLock(fd)) {
      const holder = readHolder(fd);
      closeSync(fd);
      throw new DataFolderLockedError(folder, holder);
    }
    if (!isCurrent(fd, path)) {
      closeSync(fd);
      continue;
    }
    const holder: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
    ftruncateSync(fd, 0);
    writeSync(fd, JSON.stringify(holder), 0);
    heldHere.add(path);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      heldHere.delete(path);
      // Removed while still held, then let go: nobody can lock this file and find it current.
      rmSync(path, { force: true });
      closeSync(fd);
    };
  }
  throw new DataFolderLockedError(folder, null);
}
