import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedAttempt } from './pending';

/**
 * The device's queue of finished attempts in IndexedDB. Its own small module, so the app's start can ask
 * whether anything waits (src/ui/results/attempt-sync.ts) without loading the API client that sends it.
 */
export interface QueueDb extends DBSchema {
  attempts: { key: string; value: QueuedAttempt; indexes: { createdAt: number } };
}

export const DB_NAME = 'keyquest-results';
let dbPromise: Promise<IDBPDatabase<QueueDb>> | null = null;

export function attemptDb(): Promise<IDBPDatabase<QueueDb>> {
  dbPromise ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(database) {
      database
        .createObjectStore('attempts', { keyPath: 'idempotencyKey' })
        .createIndex('createdAt', 'createdAt');
    },
  });
  return dbPromise;
}
