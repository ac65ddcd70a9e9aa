import data from '../data/chinese-texts.json';
import type { LocaleCode } from '../../contracts/locales';
import type { ChineseScript } from '../types';

/**
 * The Chinese texts of the pinyin and Chinese typing courses, built by scripts/content/extract-chinese.mjs
 * (sources and licences in ../data/SOURCES.md): each text in simplified and traditional characters with its
 * readings line (see `ReadingsLine` in src/engine/pinyin/target.ts). The traditional text has the same
 * characters in the same places, so one readings line serves both.
 */
export type ScriptText = readonly [simplified: string, traditional: string, readings: string];

/** A beginner character: both scripts, readings (the one taught first), a meaning in English and an emoji. */
export type BeginnerCharacter = readonly [
  simplified: string,
  traditional: string,
  readings: string,
  meaning: string,
  emoji: string,
];

export interface TitledText {
  title: readonly [simplified: string, traditional: string];
  text: ScriptText;
}

export interface Poem extends TitledText {
  author: readonly [simplified: string, traditional: string];
}

export interface ChineseTexts {
  /** The 3,500 common characters, most frequent first, with every reading of each (alternatives). */
  characters: ScriptText;
  /** HSK words of levels 1-4, one text per level, words separated by spaces. */
  words: readonly ScriptText[];
  /** The first pinyin lessons' characters, by lesson key ('b-p-m-f'). */
  beginner: Readonly<Record<string, readonly BeginnerCharacter[]>>;
  /** Characters and words of the confusable-sound lessons, by lesson key ('z-zh'). */
  confusable: Readonly<Record<string, readonly ScriptText[]>>;
  sentences: readonly ScriptText[];
  passages: readonly TitledText[];
  poems: readonly Poem[];
}

export const CHINESE_TEXTS = data as unknown as ChineseTexts;

/** The script a locale reads: traditional characters for CHT, simplified for every other locale. */
export function chineseScriptFor(locale: LocaleCode): ChineseScript {
  return locale === 'CHT' ? 'traditional' : 'simplified';
}

/** A text in one script with its readings line. */
export interface ScriptedText {
  text: string;
  readings: string;
}

const HAN = /\p{Script=Han}/u;

/** The text in a script, with its readings. */
export function inScript(text: ScriptText, script: ChineseScript): ScriptedText {
  return { text: script === 'traditional' ? text[1] : text[0], readings: text[2] };
}

/**
 * Splits a text into units, each with its part of the readings line: words (`by: 'space'`, for texts of words
 * separated by spaces) or characters (`by: 'character'`).
 */
export function unitsOf(text: ScriptedText, by: 'space' | 'character'): ScriptedText[] {
  const entries = text.readings.split(' ').filter(Boolean);
  const pieces = by === 'space' ? text.text.split(' ').filter(Boolean) : Array.from(text.text);
  let next = 0;
  return pieces.map((piece) => {
    const count = Array.from(piece).filter((char) => HAN.test(char)).length;
    const readings = entries.slice(next, next + count).join(' ');
    next += count;
    return { text: piece, readings };
  });
}

/** Units joined into one text (a space between words and characters, nothing between sentences). */
export function joinUnits(units: readonly ScriptedText[], separator: ' ' | ''): ScriptedText {
  return {
    text: units.map((unit) => unit.text).join(separator),
    readings: units
      .map((unit) => unit.readings)
      .filter(Boolean)
      .join(' '),
  };
}

/** Splits a list into `count` runs of nearly equal length (the first runs one longer when it does not divide). */
export function evenRuns<T>(items: readonly T[], count: number): T[][] {
  const runs: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const length = Math.floor(items.length / count) + (i < items.length % count ? 1 : 0);
    runs.push(items.slice(start, start + length));
    start += length;
  }
  return runs;
}
