// The part of fs-native-extensions (which ships no types) that the data-folder lock uses.
declare module 'fs-native-extensions' {
  /** An exclusive lock on the open file (an OS lock, released when the descriptor closes or the process ends). */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
