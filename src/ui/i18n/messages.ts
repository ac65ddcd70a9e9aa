import type { MessageFormatElement } from 'react-intl';
import type { LocaleCode } from '../../contracts/locales';

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

/** The messages of a language: in the build, those of every chunk loaded so far (and of later ones as they load). */
export async function loadMessages(code: LocaleCode): Promise<Messages> {
  if (registry) return registry.loadMessages(code);
  const load = (bundles as Record<string, () => Promise<Messages>>)[`../../../locales/${code}.json`];
  if (!load) throw new Error(`No message bundle for ${code}`);
  return load();
}
