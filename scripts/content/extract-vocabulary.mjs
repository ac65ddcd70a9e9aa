#!/usr/bin/env node
/**
 * Builds src/content/data/vocabulary-extra.json for the vocabulary builder: each word's IPA (US) from the CMU
 * Pronouncing Dictionary, converted from ARPAbet by src/content/vocabulary/arpabet.ts, and each Chinese meaning
 * in Traditional characters, converted from our Simplified text by OpenCC (Taiwan standard with phrases).
 *
 * Sources (installed into .tmp/extract/vocabulary, never into package.json; see src/content/data/SOURCES.md):
 * - cmu-pronouncing-dictionary 3.0.0 (ISC; the dictionary itself BSD-2-Clause, Carnegie Mellon University).
 * - opencc-js 1.4.2 (MIT and Apache-2.0): only run here, never shipped.
 *
 * Usage: npx tsx scripts/content/extract-vocabulary.mjs (tsx, because it reads the word lists from TypeScript)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arpabetToIpa } from '../../src/content/vocabulary/arpabet.ts';
import { VOCABULARY_CHAPTERS_1 } from '../../src/content/vocabulary/words-1.ts';
import { VOCABULARY_CHAPTERS_2 } from '../../src/content/vocabulary/words-2.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const extractDir = join(root, '.tmp', 'extract', 'vocabulary');
const outFile = join(root, 'src', 'content', 'data', 'vocabulary-extra.json');
const PACKAGES = ['cmu-pronouncing-dictionary@3.0.0', 'opencc-js@1.4.2'];

/** British spellings we teach, looked up under the US spelling the dictionary has. */
const US_SPELLING = { colour: 'color', neighbour: 'neighbor', pyjamas: 'pajamas', grey: 'gray' };

mkdirSync(extractDir, { recursive: true });
execFileSync('npm', ['install', '--prefix', extractDir, '--no-save', '--ignore-scripts', ...PACKAGES], {
  stdio: 'inherit',
});
const modules = join(extractDir, 'node_modules');
const { dictionary } = await import(
  pathToFileURL(join(modules, 'cmu-pronouncing-dictionary', 'index.js')).href
);
const OpenCC = await import(pathToFileURL(join(modules, 'opencc-js', 'dist', 'esm', 'full.js')).href);
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'twp' });

const ipa = {};
const cht = {};
const missing = [];
for (const chapter of [...VOCABULARY_CHAPTERS_1, ...VOCABULARY_CHAPTERS_2]) {
  for (const [word, , , chinese] of chapter.words) {
    const arpabet = dictionary[word] ?? dictionary[US_SPELLING[word]];
    if (arpabet === undefined) missing.push(word);
    else ipa[word] = `/${arpabetToIpa(arpabet)}/`;
    cht[word] = toTraditional(chinese);
  }
}
if (missing.length > 0) throw new Error(`No pronunciation for: ${missing.join(', ')}`);

writeFileSync(outFile, `${JSON.stringify({ ipa, cht }, null, 1)}\n`);
console.log(`wrote ${Object.keys(ipa).length} pronunciations and meanings to ${outFile}`);
