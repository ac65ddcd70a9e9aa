/**
 * The pinyin typing course (Chinese characters shown, their pinyin typed in letters), in simplified and in
 * traditional characters. Pure and deterministic; it carries the Chinese texts (about 50 KB gzip), so import it
 * lazily from pinyin pages. Typing and figures: src/engine/pinyin.
 */
import { pinyinTarget, type PinyinTarget, type ToneMode } from '../../engine';
import { CHINESE_PASS_RULES, chineseLesson } from '../chinese/lesson';
import { PHRASES } from '../chinese/phrases';
import { courseSlug, PLAN } from '../chinese/plan';
import { textChapters } from '../chinese/text-chapters';
import { CHINESE_TEXTS, chineseScriptFor, joinUnits, type ScriptedText } from '../chinese/texts';
import { lt } from '../localize';
import { randomFor, shuffled } from '../../engine';
import type { Chapter, CharacterHint, ChineseScript, Course, Lesson } from '../types';
import type { LocaleCode } from '../../contracts/locales';
import {
  BEGINNER_CHAPTERS,
  CONFUSABLE_CHAPTER,
  type BeginnerLessonSpec,
  type ConfusableLessonSpec,
} from './beginner';
import { PINYIN_DESCRIPTION, PINYIN_TITLE } from './meta';

/** A beginner lesson types at least this many characters or words. */
const MIN_BEGINNER_UNITS = 16;

/**
 * The units of a lesson in the order written, then shuffled (the same on every machine) as many times as it
 * takes to reach `MIN_BEGINNER_UNITS`: one drill each.
 */
function repeatedShuffled(key: string, units: readonly ScriptedText[], kind: 'characters' | 'words') {
  const random = randomFor(`pinyin/${key}`);
  const drills = [{ kind, text: joinUnits(units, ' ') }];
  for (let count = units.length; count < MIN_BEGINNER_UNITS; count += units.length) {
    drills.push({ kind, text: joinUnits(shuffled(random, units), ' ') });
  }
  return drills;
}

function beginnerLesson(
  spec: BeginnerLessonSpec,
  script: ChineseScript,
  slug: string,
  number: number,
): Lesson {
  const characters = CHINESE_TEXTS.beginner[spec.key];
  if (!characters) throw new RangeError(`No characters for the pinyin lesson ${spec.key}`);
  const units = characters.map(([simplified, traditional, readings]) => ({
    text: script === 'traditional' ? traditional : simplified,
    readings,
  }));
  const hints: CharacterHint[] = characters.map(([simplified, traditional, readings, meaning, emoji]) => ({
    char: script === 'traditional' ? traditional : simplified,
    reading: readings.split('|')[0] ?? '',
    meaning,
    ...(emoji ? { emoji } : {}),
  }));
  return chineseLesson(
    {
      slug: `${slug}-${spec.key}`,
      title: lt(spec.sounds, spec.sounds, spec.sounds, spec.sounds, spec.sounds),
      description: lt(
        `Pinyin ${spec.sounds}, with a picture for every character.`,
        `拼音 ${spec.sounds}，每个字都配了图。`,
        `拼音 ${spec.sounds}，每個字都配了圖。`,
        `Pinyin ${spec.sounds}, dengan gambar untuk setiap aksara.`,
        `ピンイン ${spec.sounds}。どの字にも絵がついているよ。`,
      ),
      intro: [spec.tip, PHRASES.typePinyin, PHRASES.anyReading],
      drills: repeatedShuffled(spec.key, units, 'characters'),
      separator: ' ',
      practice: 'pinyin',
      script,
      passRule: CHINESE_PASS_RULES.pinyinBeginner,
      newKeys: spec.newKeys,
      hints,
    },
    number,
  );
}

function confusableLesson(
  spec: ConfusableLessonSpec,
  script: ChineseScript,
  slug: string,
  number: number,
): Lesson {
  const items = CHINESE_TEXTS.confusable[spec.key];
  if (!items) throw new RangeError(`No words for the pinyin lesson ${spec.key}`);
  const units = items.map(([simplified, traditional, readings]) => ({
    text: script === 'traditional' ? traditional : simplified,
    readings,
  }));
  const pair = `${spec.first} / ${spec.second}`;
  return chineseLesson(
    {
      slug: `${slug}-pairs-${spec.key}`,
      title: lt(pair, pair, pair, pair, pair),
      description: lt(
        `Tell ${spec.first} from ${spec.second}.`,
        `分清 ${spec.first} 和 ${spec.second}。`,
        `分清 ${spec.first} 和 ${spec.second}。`,
        `Bezakan ${spec.first} dan ${spec.second}.`,
        `${spec.first} と ${spec.second} を区別しよう。`,
      ),
      intro: [spec.tip, PHRASES.typePinyin, PHRASES.readingInContext],
      drills: repeatedShuffled(spec.key, units, 'words'),
      separator: ' ',
      practice: 'pinyin',
      script,
      passRule: CHINESE_PASS_RULES.pinyinBeginner,
    },
    number,
  );
}

function buildPinyinCourse(script: ChineseScript): Course {
  const slug = courseSlug('pinyin', script);
  let number = 0;
  const chapters: Chapter[] = BEGINNER_CHAPTERS.map((chapter) => ({
    slug: `${slug}-${chapter.slug}`,
    title: chapter.title,
    lessons: chapter.lessons.map((spec) => beginnerLesson(spec, script, slug, ++number)),
  }));
  chapters.push({
    slug: `${slug}-${CONFUSABLE_CHAPTER.slug}`,
    title: CONFUSABLE_CHAPTER.title,
    lessons: CONFUSABLE_CHAPTER.lessons.map((spec) => confusableLesson(spec, script, slug, ++number)),
  });
  chapters.push(
    ...textChapters({
      family: 'pinyin',
      script,
      prefix: slug,
      wordLevels: PLAN.pinyinWordLevels,
      numberBefore: number,
    }),
  );
  return { slug, family: 'pinyin', title: PINYIN_TITLE, description: PINYIN_DESCRIPTION, chapters };
}

/** The pinyin course in simplified characters. */
export const PINYIN_COURSE: Course = buildPinyinCourse('simplified');
/** The pinyin course in traditional characters (the CHT locale). */
export const PINYIN_COURSE_TRADITIONAL: Course = buildPinyinCourse('traditional');

/** The pinyin course a locale shows: traditional characters for CHT, simplified otherwise. */
export function pinyinCourseFor(locale: LocaleCode): Course {
  return chineseScriptFor(locale) === 'traditional' ? PINYIN_COURSE_TRADITIONAL : PINYIN_COURSE;
}

/**
 * What a pinyin lesson accepts, in a tone mode (default: no tones): the engine's target for `PinyinSession` and
 * `analyzePinyinAttempt`. Undefined for a lesson that is not a pinyin lesson.
 */
export function pinyinTargetForLesson(lesson: Lesson, tones: ToneMode = 'none'): PinyinTarget | undefined {
  if (lesson.practice?.kind !== 'pinyin') return undefined;
  return pinyinTarget(lesson.text, lesson.practice.readings, { tones });
}

export { pinyinMeta, PINYIN_TITLE, PINYIN_DESCRIPTION } from './meta';
export { BEGINNER_CHAPTERS, CONFUSABLE_CHAPTER } from './beginner';
