/**
 * The adaptive ("AI-customised") practice course for the course map. Its lessons are generated per learner:
 * "My keys" by the engine (`adaptiveSession`), a theme by the themed sentence writer (`writeThemedPassage` of
 * ../themes); each lesson's `text` here is what a learner without history gets: the home-row keys for "My
 * keys", and for a theme its sentences with every letter unlocked. Lesson `practice.theme` names the theme for
 * the UI to write again with the learner's keys.
 */
import { adaptiveSession, FINGER_COURSE_LETTER_ORDER, type PassageWriter } from '../../engine';
import type { KeyboardLayoutId } from '../../contracts/constants';
import { courseLetterOrder } from '../finger-course';
import { lt } from '../localize';
import { hashString } from '../../engine';
import { codesForText } from '../../keyboard';
import { practiceLesson, PRACTICE_PASS_RULES } from '../shared/lesson';
import { safeWord } from '../safety';
import { THEMES, writeThemedPassage } from '../themes';
import type { Course } from '../types';
import { ENGLISH_WORDS } from '../words';
import { ADAPTIVE_META } from './meta';

export { ADAPTIVE_META } from './meta';
export { THEMES, findTheme, themeFor, wordsForTheme, writeThemedPassage, type Theme } from '../themes';
export { safeWord } from '../safety';

/** The finger course's letter order on the US layout, for the adaptive practice's unlocking. */
export const ADAPTIVE_KEY_ORDER: readonly string[] = FINGER_COURSE_LETTER_ORDER;

/** The words the adaptive practice draws on: the children's word list, most common first. */
export const ADAPTIVE_WORDS: readonly string[] = ENGLISH_WORDS;

/**
 * The order the adaptive practice unlocks keys in on a keyboard layout: the finger course's letters on that
 * layout, in its order, keeping the letters its words use (AZERTY starts f j d k s l q, Dvorak u h e t o n a).
 */
export function adaptiveKeyOrder(
  layout: KeyboardLayoutId,
  words: readonly string[] = ADAPTIVE_WORDS,
): string[] {
  const used = new Set(words.join(''));
  return courseLetterOrder(layout).filter((letter) => used.has(letter));
}

/** The built-in passage writer: the themed sentence writer (the server may put a model in front). */
export function contentPassageWriter(seed: number): PassageWriter {
  return {
    generateThemedPassage(theme, unlockedChars, focus) {
      return Promise.resolve(writeThemedPassage({ theme, unlocked: unlockedChars, focus, seed }).text);
    },
  };
}

function buildCourse(): Course {
  const [mine, themed] = ADAPTIVE_META.chapters;
  const start = adaptiveSession({
    unlocked: [],
    history: {},
    words: ENGLISH_WORDS,
    seed: hashString('adaptive-my-keys'),
    safe: safeWord,
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
    const lesson = practiceLesson(
      {
        slug,
        title: theme.title,
        description: lt(
          `Short sentences on the theme “${theme.title.ENG}”, typed with the keys you know.`,
          `用你学过的键打“${theme.title.CHS}”主题的短句。`,
          `用你學過的鍵打「${theme.title.CHT}」主題的短句。`,
          `Ayat pendek bertema “${theme.title.MSA}”, ditaip dengan kekunci yang anda tahu.`,
          `知っているキーで「${theme.title.JA}」がテーマの短い文を打ちます。`,
        ),
        drills: [],
        // A themed session may use every letter, as the learner unlocks them.
        keys: codesForText(ADAPTIVE_KEY_ORDER.join('') + ' '),
        passRule: PRACTICE_PASS_RULES.words,
        practice: { kind: 'adaptive', theme: theme.slug },
      },
      i + 2,
    );
    // What a learner without history sees before the practice writes for their keys, written when first read:
    // the practice writes every session again, so loading the course does not write 35 passages.
    let text: string | undefined;
    const written = () =>
      (text ??= writeThemedPassage({
        theme: theme.slug,
        unlocked: ADAPTIVE_KEY_ORDER,
        focus: 'e',
        seed: hashString(slug),
        keysUntil: false,
      }).text);
    return Object.defineProperties(lesson, {
      text: { get: written, enumerable: true },
      drills: { get: () => [{ kind: 'words', text: written() }], enumerable: true },
    });
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
