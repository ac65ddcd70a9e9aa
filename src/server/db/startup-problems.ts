import { inspect } from 'node:util';
import { DataFolderLockedError } from './data-lock';

/** A reason the server cannot start, written for the person starting it: what is wrong and how to fix it. */
export class StartupProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupProblem';
  }
}

/** The error's code: Node's (`ENOSPC`), or the errno Emscripten's file system (PGlite) throws. */
function errorCode(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  if (typeof code === 'string') return code;
  // Emscripten's ErrnoError carries only a number (PGlite inside WebAssembly).
  const emscripten: Record<number, string> = {
    2: 'EACCES',
    44: 'ENOENT',
    51: 'ENOSPC',
    63: 'EPERM',
    69: 'EROFS',
  };
  if (typeof errno === 'number') return emscripten[errno] ?? null;
  return null;
}

/** Any thrown value as one readable line (never `[object Object]`). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return inspect(error, { depth: 2, breakLength: Infinity });
}

/** Explains a failure to create, lock or open the PGlite data folder. */
export function explainFolderError(error: unknown, dataDir: string): Error {
  if (error instanceof DataFolderLockedError || error instanceof StartupProblem) return error;
  const code = errorCode(error) ?? (/\bENOSPC\b|no space left/i.test(describeError(error)) ? 'ENOSPC' : null);
  switch (code) {
    case 'ENOSPC':
      return new StartupProblem(
        `The disk holding the data folder ${dataDir} is full. Free some space, or point DATA_DIR at another disk.`,
      );
    case 'EROFS':
    case 'EACCES':
    case 'EPERM':
      return new StartupProblem(
        `The data folder ${dataDir} cannot be written (${code === 'EROFS' ? 'the disk is read-only' : 'no permission'}). ` +
          'Let the user running KeyQuest write there, or set DATA_DIR to a folder it can write.',
      );
    case 'ENOENT':
    case 'ENOTDIR':
      return new StartupProblem(
        `The data folder ${dataDir} cannot be created (a part of its path is missing, read-only or not a folder). ` +
          'Set DATA_DIR to a folder KeyQuest can create and write.',
      );
    default:
      return new StartupProblem(
        `The database in ${dataDir} could not be opened: ${describeError(error)}. ` +
          'If the folder was copied or restored by hand, restore it with `npm run restore` instead.',
      );
  }
}
