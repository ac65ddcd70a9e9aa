#!/usr/bin/env node
/**
 * Builds src/content/data/offensive-words.json: the offensive-word lists the safety filter (src/content/safety)
 * starts from, in English, Chinese and Japanese.
 *
 * Source (installed into .tmp/extract/offensive, never into package.json; see src/content/data/SOURCES.md):
 * - naughty-words 1.2.0 (CC-BY-4.0, the "List of Dirty, Naughty, Obscene, and Otherwise Bad Words"): en.json,
 *   zh.json, ja.json.
 *
 * Entries are lower-cased, trimmed and de-duplicated; each language keeps the package's order. Our own list for
 * children (src/content/safety/children-words.json) and the entries we drop as everyday words are applied by the
 * filter itself, not here, so this file stays the package's data.
 *
 * Usage: node scripts/content/extract-offensive-words.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const extractDir = join(root, '.tmp', 'extract', 'offensive');
const outFile = join(root, 'src', 'content', 'data', 'offensive-words.json');
const PACKAGE = 'naughty-words@1.2.0';
const LANGUAGES = ['en', 'zh', 'ja'];

mkdirSync(extractDir, { recursive: true });
// --ignore-scripts: a data package needs no install step; --no-save keeps the scratch folder's package.json clean.
execFileSync('npm', ['install', '--prefix', extractDir, '--no-save', '--ignore-scripts', PACKAGE], {
  stdio: 'inherit',
});

const lists = {};
for (const language of LANGUAGES) {
  const path = join(extractDir, 'node_modules', 'naughty-words', `${language}.json`);
  const words = JSON.parse(readFileSync(path, 'utf8'));
  lists[language] = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
}
writeFileSync(outFile, `${JSON.stringify(lists)}\n`);
console.log(
  `wrote ${LANGUAGES.map((language) => `${lists[language].length} ${language}`).join(', ')} entries to ${outFile}`,
);
