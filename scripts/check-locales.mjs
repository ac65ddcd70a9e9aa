// Checks the react-intl messages: every id exists in all five locales, every message parses as ICU,
// no translation is left in English by mistake, and every id the code uses exists.
// The per-language text written in src/content/site (FAQ, legal, products, video course, blog) is checked by
// src/content/site/site-translations.test.ts, which runs with the unit tests.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { root } from './lib.mjs';

const LOCALES = ['ENG', 'CHS', 'CHT', 'MSA', 'JA'];
const load = (name) => JSON.parse(readFileSync(join(root, 'locales', `${name}.json`), 'utf8'));
const messages = Object.fromEntries(LOCALES.map((code) => [code, load(code)]));
/** Ids whose text is the same in every language (brand names, units, symbols). */
const sameEverywhere = new Set(load('same-as-english'));
const problems = [];

const english = messages.ENG;
for (const code of LOCALES) {
  const bundle = messages[code];
  for (const id of Object.keys(english)) {
    if (!(id in bundle)) problems.push(`${code}: missing "${id}"`);
  }
  for (const [id, text] of Object.entries(bundle)) {
    if (!(id in english)) problems.push(`${code}: "${id}" is not in ENG`);
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${code}: "${id}" is empty`);
    try {
      parse(text);
    } catch (error) {
      problems.push(`${code}: "${id}" is not a valid ICU message (${error.message})`);
    }
    const untranslated =
      code !== 'ENG' && text === english[id] && /[a-z]{3}/i.test(text) && !sameEverywhere.has(id);
    if (untranslated) problems.push(`${code}: "${id}" is still in English ("${text}")`);
  }
}

// Ids used in the code: `id: 'area.name'` and `id="area.name"` (message ids always contain a dot).
const used = new Set();
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(/\bid(?::|=)\s*\{?\s*['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/gi)) {
        used.add(`${match[1]}\u0000${path.slice(root.length + 1)}`);
      }
    }
  }
};
walk(join(root, 'src', 'ui'));
for (const entry of used) {
  const [id, path] = entry.split('\u0000');
  if (!(id in english)) problems.push(`${path}: uses "${id}", which is not in locales/ENG.json`);
}

if (problems.length > 0) {
  console.error(`${problems.length} locale problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locales complete: ${Object.keys(english).length} messages in ${LOCALES.join(', ')}.`);
