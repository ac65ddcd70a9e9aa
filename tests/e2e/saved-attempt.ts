import { expect, type Page, type Request } from '@playwright/test';
import type { Keystroke, TypingMode } from '../../src/engine';
import { decodeKeylog } from '../../src/engine/keylog';

/** A finished attempt as the app saves it: the payload of POST /attempt/submit. */
export interface SavedAttempt {
  lessonSlug?: string;
  practiceId?: string;
  text: string;
  mode: TypingMode;
  keystrokes: Keystroke[];
  /** The device's own figures (present only while the attempt waits on the device). */
  summary?: { finished: boolean; stars: number | null; wpm: number; accuracy: number; score: number };
}

const DB_NAME = 'keyquest-results';

/** The attempts waiting on the device (IndexedDB) that were made at or after `since` (the page's clock). */
function deviceAttempts(page: Page, since: number): Promise<(SavedAttempt & { createdAt: number })[]> {
  return page.evaluate(
    ({ name, since }) =>
      new Promise<(SavedAttempt & { createdAt: number })[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('attempts')) {
            database.close();
            resolve([]);
            return;
          }
          const all = database.transaction('attempts').objectStore('attempts').getAll();
          all.onsuccess = () => {
            database.close();
            const rows = all.result as (SavedAttempt & { createdAt: number })[];
            resolve(rows.filter((row) => row.createdAt >= since).sort((a, b) => a.createdAt - b.createdAt));
          };
          all.onerror = () => reject(all.error ?? new Error('IndexedDB read failed'));
        };
      }),
    { name: DB_NAME, since },
  );
}

/**
 * Watches what the page saves of the attempts finished from now on: those it sends to the server (signed in:
 * the request is read as it leaves) and those it keeps on the device until someone signs in (signed out: read
 * from the device's queue). `last()` waits for the newest one. Call `stop()` when done.
 */
export async function watchSavedAttempts(page: Page) {
  const since = await page.evaluate(() => Date.now());
  const sent: SavedAttempt[] = [];
  const onRequest = (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/attempt/submit') return;
    const form = new URLSearchParams(request.postData() ?? '');
    sent.push({
      ...(form.get('lessonSlug') ? { lessonSlug: form.get('lessonSlug')! } : {}),
      ...(form.get('practiceId') ? { practiceId: form.get('practiceId')! } : {}),
      text: form.get('text') ?? '',
      mode: form.get('mode') as TypingMode,
      // The app sends the compact `keylog`; earlier versions sent the JSON `keystrokes`.
      keystrokes: form.has('keylog')
        ? (decodeKeylog(form.get('keylog') ?? '') ?? [])
        : (JSON.parse(form.get('keystrokes') ?? '[]') as Keystroke[]),
    });
  };
  page.on('request', onRequest);
  const newest = async (): Promise<SavedAttempt | undefined> => {
    const kept = await deviceAttempts(page, since);
    return kept.at(-1) ?? sent.at(-1);
  };
  return {
    async last(): Promise<SavedAttempt> {
      await expect.poll(async () => (await newest()) !== undefined, { timeout: 10_000 }).toBe(true);
      return (await newest())!;
    },
    stop: () => page.off('request', onRequest),
  };
}
