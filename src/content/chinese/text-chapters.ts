import type { Chapter, ChineseScript, Lesson, LocalizedText } from '../types';
import { CHINESE_PASS_RULES, chineseLesson, type ChineseLessonSpec } from './lesson';
import {
  CHAPTER_TITLES,
  DESCRIPTIONS,
  PHRASES,
  charactersTitle,
  sameEverywhere,
  sentencesTitle,
  wordsTitle,
} from './phrases';
import { PLAN } from './plan';
import { CHINESE_TEXTS, evenRuns, inScript, joinUnits, unitsOf, type ScriptedText } from './texts';

export interface TextChapterOptions {
  family: 'pinyin' | 'chinese';
  script: ChineseScript;
  /** The course's slug, which starts every chapter and lesson slug. */
  prefix: string;
  wordLevels: number;
  /** The number of the lesson before the first one built here. */
  numberBefore: number;
}

/**
 * The text chapters of the pinyin and Chinese courses: the 3,500 common characters (50 a lesson), HSK words by
 * level, our sentences, our passages and classical poems.
 */
export function textChapters(options: TextChapterOptions): Chapter[] {
  const { family, script, prefix } = options;
  let number = options.numberBefore;
  const pinyin = family === 'pinyin';
  const intro = {
    characters: pinyin
      ? [PHRASES.typePinyin, PHRASES.anyReading, PHRASES.separators]
      : [PHRASES.typeWithIme, PHRASES.spaceBetweenWords, PHRASES.speedInCharacters],
    words: pinyin
      ? [PHRASES.typePinyin, PHRASES.readingInContext, PHRASES.separators]
      : [PHRASES.typeWithIme, PHRASES.spaceBetweenWords, PHRASES.speedInCharacters],
    text: pinyin
      ? [PHRASES.typePinyin, PHRASES.readingInContext, PHRASES.punctuationOptional]
      : [PHRASES.typeWithIme, PHRASES.speedInCharacters],
  };
  const lesson = (
    slug: string,
    title: LocalizedText,
    description: LocalizedText,
    lines: readonly LocalizedText[],
    drills: ChineseLessonSpec['drills'],
    separator: ' ' | '',
  ): Lesson =>
    chineseLesson(
      {
        slug: `${prefix}-${slug}`,
        title,
        description,
        intro: lines,
        drills,
        separator,
        practice: family,
        script,
        passRule: pinyin ? CHINESE_PASS_RULES.pinyin : CHINESE_PASS_RULES.chinese,
      },
      ++number,
    );
  /** Half the units in each of two drills, so a long line wraps at a drill. */
  const twoDrills = (units: readonly ScriptedText[], kind: 'characters' | 'words') =>
    evenRuns(units, 2).map((run) => ({ kind, text: joinUnits(run, ' ') }));

  const chapters: Chapter[] = [];
  const characters = unitsOf(inScript(CHINESE_TEXTS.characters, script), 'character');
  const perChapter = PLAN.charactersPerLesson * PLAN.characterLessonsPerChapter;
  for (let chapter = 0; chapter < PLAN.characterChapters; chapter++) {
    const lessons: Lesson[] = [];
    for (let i = 0; i < PLAN.characterLessonsPerChapter; i++) {
      const from = chapter * perChapter + i * PLAN.charactersPerLesson;
      const units = characters.slice(from, from + PLAN.charactersPerLesson);
      const title = charactersTitle(from + 1, from + units.length);
      lessons.push(
        lesson(
          `characters-${from / PLAN.charactersPerLesson + 1}`,
          title,
          DESCRIPTIONS.characters,
          intro.characters,
          twoDrills(units, 'characters'),
          ' ',
        ),
      );
    }
    chapters.push({
      slug: `${prefix}-characters-${chapter + 1}`,
      title: CHAPTER_TITLES.characters(chapter * perChapter + 1, (chapter + 1) * perChapter),
      lessons,
    });
  }

  for (let level = 1; level <= options.wordLevels; level++) {
    const levelText = CHINESE_TEXTS.words[level - 1];
    if (!levelText) throw new RangeError(`No HSK level ${level} in the data`);
    const words = unitsOf(inScript(levelText, script), 'space');
    let first = 0;
    const lessons = evenRuns(words, PLAN.wordLessons[level - 1] ?? 1).map((run, i) => {
      const title = wordsTitle(level, first + 1, first + run.length);
      first += run.length;
      return lesson(
        `words-hsk-${level}-${i + 1}`,
        title,
        DESCRIPTIONS.words,
        intro.words,
        twoDrills(run, 'words'),
        ' ',
      );
    });
    chapters.push({ slug: `${prefix}-words-hsk-${level}`, title: CHAPTER_TITLES.words(level), lessons });
  }

  const sentences = CHINESE_TEXTS.sentences.map((sentence) => inScript(sentence, script));
  let firstSentence = 0;
  const sentenceLessons = evenRuns(sentences, PLAN.sentenceLessons).map((run, i) => {
    const title = sentencesTitle(firstSentence + 1, firstSentence + run.length);
    firstSentence += run.length;
    const drills = run.map((text) => ({ kind: 'sentences' as const, text }));
    return lesson(`sentences-${i + 1}`, title, DESCRIPTIONS.sentences, intro.text, drills, '');
  });
  chapters.push({ slug: `${prefix}-sentences`, title: CHAPTER_TITLES.sentences, lessons: sentenceLessons });

  const titleIn = (title: readonly [string, string]) => (script === 'traditional' ? title[1] : title[0]);
  const passageLessons = CHINESE_TEXTS.passages.map((passage, i) =>
    lesson(
      `passage-${i + 1}`,
      sameEverywhere(titleIn(passage.title)),
      DESCRIPTIONS.passage,
      intro.text,
      [{ kind: 'passage', text: inScript(passage.text, script) }],
      '',
    ),
  );
  chapters.push({ slug: `${prefix}-passages`, title: CHAPTER_TITLES.passages, lessons: passageLessons });

  const poemLessons = CHINESE_TEXTS.poems.map((poem, i) =>
    lesson(
      `poem-${i + 1}`,
      sameEverywhere(`${titleIn(poem.title)} · ${titleIn(poem.author)}`),
      DESCRIPTIONS.poem,
      intro.text,
      [{ kind: 'passage', text: inScript(poem.text, script) }],
      '',
    ),
  );
  chapters.push({ slug: `${prefix}-poems`, title: CHAPTER_TITLES.poems, lessons: poemLessons });
  return chapters;
}
