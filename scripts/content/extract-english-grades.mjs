#!/usr/bin/env node
/**
 * Builds src/content/data/english-spache.json: the words of src/content/data/english-words.json that are on the
 * Revised Spache list (grades 1 to 3), in that file's order (most common first). The English course splits
 * them into grades 1-3 and the other (New Dale-Chall) words into grades 4-6; see src/content/english/grades.ts.
 *
 * Source (installed into .tmp/extract/english-grades, never into package.json; see src/content/data/SOURCES.md):
 * - spache 2.0.1 (MIT): the Revised Spache list of words for grades 1 to 3 (1974).
 *
 * Usage: node scripts/content/extract-english-grades.mjs (after extract-english-words.mjs)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const extractDir = join(root, '.tmp', 'extract', 'english-grades');
const wordsFile = join(root, 'src', 'content', 'data', 'english-words.json');
const outFile = join(root, 'src', 'content', 'data', 'english-spache.json');

mkdirSync(extractDir, { recursive: true });
execFileSync('npm', ['install', '--prefix', extractDir, '--no-save', '--ignore-scripts', 'spache@2.0.1'], {
  stdio: 'inherit',
});
const { spache } = await import(pathToFileURL(join(extractDir, 'node_modules', 'spache', 'index.js')).href);

const onSpache = new Set(spache.map((word) => word.toLowerCase()));
/** @type {string[]} */
const words = JSON.parse(readFileSync(wordsFile, 'utf8'));
const primary = words.filter((word) => onSpache.has(word));

writeFileSync(outFile, `${JSON.stringify(primary)}\n`);
console.log(`wrote ${primary.length} of ${words.length} words (on the Spache list) to ${outFile}`);
