import type { MessageFormatElement } from 'react-intl';
import type { LocaleCode } from '../../contracts/locales';
import { MESSAGE_FILES_CACHE, MESSAGE_SETS_FILE } from './message-files';

/** Texts (dev server, tests) or, in the build, texts already parsed (scripts/split-messages.ts). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

declare global {
  /** Called by the first line the build gives each chunk that names messages (scripts/split-messages.ts). */
  var __keyquestMessages: ((key: string) => Promise<void>) | undefined;
  /** Keys left by chunks that ran before this module (the entry's own, its static imports'). */
  var __keyquestPendingMessages: string[] | undefined;
}

/**
 * The messages of the chunks loaded so far, per language (docs/ARCHITECTURE.md, "Messages by chunk"). `load` fetches
 * one built file (`messages-<CODE>-<key>.js`). Each language has one object, the one the provider holds: a later
 * chunk's messages are added to it before that chunk's code runs, so its components never render without them.
 */
export function createMessageRegistry(load: (file: string) => Promise<Messages>, initialKeys: string[] = []) {
  /** The message sets of the chunks loaded so far, in the order they came. */
  const sets: string[] = [...initialKeys];
  /** The languages asked for so far: a chunk that loads later brings its messages in each of them. */
  const languages = new Set<LocaleCode>();
  const byLanguage = new Map<LocaleCode, Record<string, unknown>>();
  const loading = new Map<string, Promise<void>>();

  function messagesOf(code: LocaleCode): Record<string, unknown> {
    let messages = byLanguage.get(code);
    if (!messages) {
      messages = {};
      byLanguage.set(code, messages);
    }
    return messages;
  }

  function loadSet(code: LocaleCode, key: string): Promise<void> {
    const file = `messages-${code}-${key}.js`;
    let done = loading.get(file);
    if (!done) {
      done = load(file).then((messages) => {
        Object.assign(messagesOf(code), messages);
      });
      // A failed load is tried again by the next call (the next page, the next language).
      done.catch(() => loading.delete(file));
      loading.set(file, done);
    }
    return done;
  }

  return {
    /** A chunk's messages, in every language asked for so far, before its code runs. */
    async chunkNeeds(key: string): Promise<void> {
      if (!sets.includes(key)) sets.push(key);
      try {
        await Promise.all([...languages].map((code) => loadSet(code, key)));
      } catch (error) {
        // The chunk still runs: its texts show their English defaults rather than the page failing to load.
        console.warn(`Could not load the messages ${key}`, error);
      }
    },
    /** The languages asked for so far. */
    languages: (): LocaleCode[] => [...languages],
    /** A language's messages for every chunk loaded so far; the same object grows as later chunks load. */
    async loadMessages(code: LocaleCode): Promise<Messages> {
      languages.add(code);
      await Promise.all(sets.map((key) => loadSet(code, key)));
      return messagesOf(code) as Messages;
    },
  };
}

/** Whole bundles, one chunk per language, for the dev server and the unit tests (no split there). */
const bundles = import.meta.env.PROD
  ? {}
  : import.meta.glob<Messages>('../../../locales/{ENG,CHS,CHT,MSA,JA}.json', { import: 'default' });

/** The built files sit beside the entry chunk, which holds this module. */
const here = import.meta.url;
const registry = import.meta.env.PROD
  ? createMessageRegistry(
      async (file) =>
        ((await import(/* @vite-ignore */ new URL(file, here).href)) as { default: Messages }).default,
      globalThis.__keyquestPendingMessages ?? [],
    )
  : null;
if (registry) globalThis.__keyquestMessages = registry.chunkNeeds;

/**
 * Fetches each of `files` that `cache` does not hold yet, a few at a time (the service worker's route keeps what is
 * fetched through it: vite.config.ts). Ends when all are fetched; a failed fetch fails it.
 */
export async function fetchMissing(
  files: string[],
  cache: Pick<Cache, 'match'>,
  get: (url: string) => Promise<Response>,
  atOnce = 4,
): Promise<void> {
  const queue = [...files];
  const next = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cache.match(url)) continue;
      const response = await get(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: atOnce }, next));
}

/** Every message set's key, once asked (the list the worker precached). */
let offlineSets: Promise<string[]> | null = null;
/** The languages whose files are kept or being fetched. */
const keptLanguages = new Map<LocaleCode, Promise<void>>();

function keepLanguage(code: LocaleCode): void {
  if (!offlineSets || keptLanguages.has(code)) return;
  const sets = offlineSets;
  const done = (async () => {
    const keys = await sets;
    const cache = await caches.open(MESSAGE_FILES_CACHE);
    const files = keys.map((key) => new URL(`messages-${code}-${key}.js`, here).href);
    await fetchMissing(files, cache, (url) => fetch(url));
  })();
  keptLanguages.set(code, done);
  // Offline or cut off midway: the next page load tries again (what was fetched stays kept).
  done.catch(() => undefined);
}

/**
 * Keeps every message file of the languages in use (and of any asked for later) for offline use, once a service
 * worker controls the page (src/ui/pwa/service-worker.ts): fetched through the worker, which keeps them
 * (docs/ARCHITECTURE.md, "Messages by chunk"). A file already kept is not fetched again.
 */
export function keepMessagesOffline(): void {
  if (!registry || offlineSets || typeof caches === 'undefined') return;
  offlineSets = fetch(new URL(MESSAGE_SETS_FILE, here).href).then(async (response) => {
    if (!response.ok) throw new Error(`${MESSAGE_SETS_FILE}: ${response.status}`);
    return (await response.json()) as string[];
  });
  offlineSets.catch(() => undefined);
  for (const code of registry.languages()) keepLanguage(code);
}

/** The messages of a language: in the build, those of every chunk loaded so far (and of later ones as they load). */
export async function loadMessages(code: LocaleCode): Promise<Messages> {
  if (registry) {
    keepLanguage(code);
    return registry.loadMessages(code);
  }
  const load = (bundles as Record<string, () => Promise<Messages>>)[`../../../locales/${code}.json`];
  if (!load) throw new Error(`No message bundle for ${code}`);
  return load();
}
