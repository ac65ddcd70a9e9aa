/**
 * The adaptive ("AI-customised") practice course for the course map. Its lessons are generated per learner by
 * the engine (`adaptiveSession`, `themedText`, `themedPassage`); each lesson's `text` here is what a learner
 * without history gets: the home-row keys for "My keys", and for a theme the theme's words with every letter
 * unlocked. Lesson `practice.theme` names the theme for the UI to regenerate with the learner's keys.
 */
import {
  adaptiveSession,
  FINGER_COURSE_LETTER_ORDER,
  offlinePassageWriter,
  themedText,
  type PassageWriter,
} from '../../engine';
import { lt } from '../localize';
import { hashString } from '../../engine';
import { practiceLesson, PRACTICE_PASS_RULES } from '../shared/lesson';
import { THEMES, wordsForTheme } from '../themes';
import type { Course } from '../types';
import { ENGLISH_WORDS } from '../words';
import { ADAPTIVE_META } from './meta';

export { ADAPTIVE_META } from './meta';
export { THEMES, themeFor, wordsForTheme, type Theme } from '../themes';

/** The finger course's letter order, for the adaptive practice's unlocking. */
export const ADAPTIVE_KEY_ORDER: readonly string[] = FINGER_COURSE_LETTER_ORDER;

/** The words the adaptive practice draws on: the children's word list, most common first. */
export const ADAPTIVE_WORDS: readonly string[] = ENGLISH_WORDS;

/** The offline passage writer with the content's themes and word list (the server may put a model in front). */
export function contentPassageWriter(seed: number): PassageWriter {
  return offlinePassageWriter({ wordsForTheme, fallbackWords: ENGLISH_WORDS, seed });
}

function buildCourse(): Course {
  const [mine, themed] = ADAPTIVE_META.chapters;
  const start = adaptiveSession({
    unlocked: [],
    history: {},
    words: ENGLISH_WORDS,
    seed: hashString('adaptive-my-keys'),
  });
  const myKeys = practiceLesson(
    {
      slug: 'adaptive-my-keys',
      title: lt('My weakest keys', '我最弱的键', '我最弱的鍵', 'Kekunci paling lemah saya', '苦手なキー'),
      description: lt(
        'Words that train the key you need most, with a new key when you are ready.',
        '用单词练习你最需要练的键，准备好了就加新键。',
        '用單字練習你最需要練的鍵，準備好了就加新鍵。',
        'Perkataan yang melatih kekunci yang paling anda perlukan, dengan kekunci baharu apabila anda bersedia.',
        'いちばん練習が必要なキーを単語で練習。準備ができたら新しいキーが増えます。',
      ),
      drills: [{ kind: 'words', text: start.text }],
      passRule: PRACTICE_PASS_RULES.words,
      practice: { kind: 'adaptive' },
    },
    1,
  );
  const themedLessons = THEMES.map((theme, i) => {
    const slug = `adaptive-theme-${theme.slug}`;
    const session = themedText({
      themeWords: theme.words,
      unlocked: ADAPTIVE_KEY_ORDER,
      focus: 'e',
      seed: hashString(slug),
      fallbackWords: ENGLISH_WORDS,
    });
    return practiceLesson(
      {
        slug,
        title: theme.title,
        description: lt(
          `Practise with ${theme.title.ENG.toLowerCase()} words, using the keys you know.`,
          `用你学过的键练习“${theme.title.CHS}”主题的单词。`,
          `用你學過的鍵練習「${theme.title.CHT}」主題的單字。`,
          `Berlatih dengan perkataan bertema ${theme.title.MSA.toLowerCase()} menggunakan kekunci yang anda tahu.`,
          `知っているキーで「${theme.title.JA}」の単語を練習。`,
        ),
        drills: [{ kind: 'words', text: session.text }],
        passRule: PRACTICE_PASS_RULES.words,
        practice: { kind: 'adaptive', theme: theme.slug },
      },
      i + 2,
    );
  });
  return {
    slug: ADAPTIVE_META.slug,
    family: 'adaptive',
    title: ADAPTIVE_META.title,
    description: ADAPTIVE_META.description,
    chapters: [
      { slug: mine!.slug, title: mine!.title, lessons: [myKeys] },
      { slug: themed!.slug, title: themed!.title, lessons: themedLessons },
    ],
  };
}

/** The adaptive practice course. */
export const ADAPTIVE_COURSE: Course = buildCourse();
