import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rolldown } from 'vite';
import { LOCALE_TAGS } from '../src/contracts/locales.ts';
import { MESSAGE_SETS_FILE } from '../src/ui/i18n/message-files.ts';

type RenderedChunk = Rolldown.RenderedChunk;

/**
 * Splits the react-intl messages by chunk at build time (docs/ARCHITECTURE.md, "Messages by chunk").
 * locales/<CODE>.json stay the one source translators edit. In the browser build, each chunk of the app's code
 * gets the messages whose ids it names, in a file of its own per language (`assets/messages-<CODE>-<key>.js`),
 * and a first line that loads them for the languages in use before the chunk's code runs (a top-level await,
 * src/ui/i18n/messages.ts): a page's components never render before their messages are there, so no page shows a
 * raw id, and a page loads only the messages of the code it loads. The entry's messages load with the first
 * render (the locale provider waits for them); a chunk's file leaves out what the entry's holds.
 *
 * Ids are found as string literals in each module's rendered code (`id: 'area.name'`, `id="area.name"`, or an id
 * kept in data; code left out of the bundle does not count). The one id built at run time is an error's (`error.<CODE>`, contracts/error-catalogue.ts): the module that
 * builds it takes every `error.*` message. The dev server and the unit tests load whole bundles instead.
 *
 * The files hold each message already parsed (react-intl's AST, parsed as react-intl would in that language), so the
 * browser build leaves out the ICU message parser: `@formatjs/icu-messageformat-parser` resolves to its `no-parser`
 * entry there. A text that is not in the files (its file failed to load) then shows its default verbatim.
 */
const LOCALES = ['ENG', 'CHS', 'CHT', 'MSA', 'JA'] as const;
type Locale = (typeof LOCALES)[number];
/** The global the build's first line of a chunk calls (src/ui/i18n/messages.ts defines it). */
const LOAD = 'globalThis.__keyquestMessages';
/** Where a chunk that runs before the registry exists (the entry, its static imports) leaves its key. */
const PENDING = 'globalThis.__keyquestPendingMessages';
const LITERAL = /(['"`])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g;
const ERROR_ID_BUILT = /`error\.\$\{/;

export function splitMessages(root: string): Plugin {
  const messages = Object.fromEntries(
    LOCALES.map((code) => [
      code,
      JSON.parse(readFileSync(join(root, 'locales', `${code}.json`), 'utf8')) as Record<string, string>,
    ]),
  ) as Record<Locale, Record<string, string>>;
  const english = messages.ENG;
  const errorIds = Object.keys(english).filter((id) => id.startsWith('error.'));
  /** The message ids each module's rendered code names (unused code already left out). */
  const idsOf = new Map<string, string[]>();
  /** The message files to write: key -> ids. */
  const files = new Map<string, string[]>();

  const moduleIds = (moduleId: string, code: string | null) => {
    let ids = idsOf.get(moduleId);
    if (!ids) {
      const found = new Set<string>();
      if (code && !/[\\/]locales[\\/]/.test(moduleId)) {
        for (const match of code.matchAll(LITERAL)) if (match[2]! in english) found.add(match[2]!);
        if (ERROR_ID_BUILT.test(code)) for (const id of errorIds) found.add(id);
      }
      ids = [...found];
      idsOf.set(moduleId, ids);
    }
    return ids;
  };
  const chunkIds = (chunk: RenderedChunk) => {
    const ids = new Set<string>();
    for (const [moduleId, rendered] of Object.entries(chunk.modules)) {
      for (const id of moduleIds(moduleId, rendered.code)) ids.add(id);
    }
    return ids;
  };
  /** A message as its file holds it: parsed as react-intl would parse it in that language, as JSON. */
  const parsed = new Map<string, string>();
  const written = (code: Locale, id: string) => {
    let json = parsed.get(`${code}\u0000${id}`);
    if (json === undefined) {
      const locale = new Intl.Locale(LOCALE_TAGS[code]);
      json = JSON.stringify(parse(messages[code][id] ?? english[id]!, { locale }));
      parsed.set(`${code}\u0000${id}`, json);
    }
    return json;
  };
  /** A key for a set of ids that changes whenever what its files hold does, in any language. */
  const keyOf = (ids: string[]) => {
    const hash = createHash('sha256');
    for (const id of ids)
      hash.update(`${id}\u0000${LOCALES.map((code) => written(code, id)).join('\u0000')}\u0001`);
    return hash.digest('base64url').slice(0, 10);
  };

  return {
    name: 'keyquest-split-messages',
    apply: 'build',
    config() {
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    renderChunk(code, chunk, _options, meta) {
      const entries = Object.values(meta.chunks).filter((candidate) => candidate.isEntry);
      if (entries.length !== 1) this.error(`Expected one entry chunk, found ${entries.length}`);
      const entryIds = chunkIds(entries[0]!);
      const ids = chunk.isEntry ? [...entryIds] : [...chunkIds(chunk)].filter((id) => !entryIds.has(id));
      if (ids.length === 0) return null;
      ids.sort();
      const key = keyOf(ids);
      files.set(key, ids);
      const first = chunk.isEntry
        ? `(${PENDING}??=[]).push(${JSON.stringify(key)});`
        : `if(${LOAD})await ${LOAD}(${JSON.stringify(key)});else(${PENDING}??=[]).push(${JSON.stringify(key)});`;
      return `${first}\n${code}`;
    },
    generateBundle() {
      for (const [key, ids] of files) {
        for (const code of LOCALES) {
          const bundle = ids.map((id) => `${JSON.stringify(id)}:${written(code, id)}`).join(',');
          this.emitFile({
            type: 'asset',
            fileName: `assets/messages-${code}-${key}.js`,
            source: `export default {${bundle}};\n`,
          });
        }
      }
      // Every set's key: the app fetches the sets of its languages from it once the service worker controls the
      // page, which keeps them for offline (src/ui/i18n/messages.ts); the worker precaches this list, not the sets.
      this.emitFile({
        type: 'asset',
        fileName: `assets/${MESSAGE_SETS_FILE}`,
        source: `${JSON.stringify([...files.keys()].sort())}\n`,
      });
    },
  };
}
