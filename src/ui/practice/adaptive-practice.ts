import type { Lesson } from '../../content';
import { practiceLesson, PRACTICE_PASS_RULES } from '../../content/shared/lesson';
import { lt } from '../../content/localize';
import { adaptiveSession, planAdaptiveSession, themedText } from '../../engine';
import { codesForText } from '../../keyboard';
import { type AdaptiveInfo, type Practice } from './practice';
import { type LearnerContext } from './learner-context';
import { PASTED_WORDS_SLUG } from './learner-context';
import { THEMED_SLUG } from './learner-context';

/** The letters (and space) the learner may meet in adaptive text. */
export function charsOf(unlocked: readonly string[]): string[] {
  return [...unlocked, ' '];
}

export function single(lesson: Lesson): Practice['lessons'] {
  return [lesson];
}

export async function adaptivePractice(
  lesson: Lesson,
  lessons: readonly Lesson[],
  theme: string | undefined,
  learner: LearnerContext,
): Promise<Practice> {
  const { ADAPTIVE_WORDS, adaptiveKeyOrder, safeWord, writeThemedPassage } =
    await import('../../content/adaptive');
  const history = await learner.history();
  // Keys unlock in the order of the finger course on the learner's layout.
  const order = adaptiveKeyOrder(learner.layout ?? 'us');
  const input = { unlocked: learner.unlocked, history, order };
  let text: string;
  let info: AdaptiveInfo;
  if (theme === undefined) {
    const session = adaptiveSession({ ...input, words: ADAPTIVE_WORDS, seed: learner.seed, safe: safeWord });
    text = session.text;
    info = {
      focus: session.focus,
      explanation: session.explanation,
      added: session.added,
      unlocked: session.unlocked,
      confidences: session.confidences,
    };
  } else {
    const plan = planAdaptiveSession(input);
    const chars = charsOf(plan.unlocked);
    let written: { passage: string; source: 'writer' | 'offline' } | undefined;
    try {
      written = await learner.themedPassage?.(theme, chars, plan.focus);
    } catch {
      written = undefined;
    }
    // The built-in writer runs here too, offline or signed out or when the server's answer is its own (the same
    // writer): it says what the passage is made of and how many keys the theme still needs.
    const own = writeThemedPassage({ theme, unlocked: plan.unlocked, focus: plan.focus, seed: learner.seed });
    const fromWriter = written?.source === 'writer';
    text = fromWriter ? written!.passage : own.text;
    info = {
      focus: plan.focus,
      explanation: plan.explanation,
      added: plan.added,
      unlocked: plan.unlocked,
      confidences: plan.confidences,
      source: fromWriter ? 'writer' : 'offline',
      theme,
      ...(own.theme ? { themeTitle: own.theme.title } : {}),
      // Only the built-in writer's words are ours to name; a model's real words may be on no list of ours.
      ...(fromWriter
        ? {}
        : {
            writing: {
              made: own.made,
              sentences: own.sentences,
              kinds: own.kinds,
              keysUntilWords: own.keysUntilWords,
              keysUntilSentences: own.keysUntilSentences,
            },
          }),
    };
  }
  // The keyboard shows the keys this text needs: the learner's unlocked keys.
  const generated: Lesson = { ...lesson, text, drills: [{ kind: 'words', text }], keys: codesForText(text) };
  return {
    family: 'adaptive',
    lesson: generated,
    lessons,
    view: { kind: 'text' },
    submit: { kind: 'lesson' },
    notebookMode: 'adaptive',
    adaptive: info,
  };
}

/** A session on the theme a teacher or parent typed: written like a themed lesson, sent as a practice. */
export async function typedThemePractice(learner: LearnerContext): Promise<Practice | undefined> {
  const theme = learner.theme;
  if (!theme) return undefined;
  const { findTheme } = await import('../../content/adaptive');
  // The theme of ours the text names, by its title in the learner's language; else the text as typed.
  const name = findTheme(theme)?.title ?? lt(theme, theme, theme, theme, theme);
  const lesson = practiceLesson(
    {
      slug: THEMED_SLUG,
      title: lt(
        `Theme: ${name.ENG}`,
        `主题：${name.CHS}`,
        `主題：${name.CHT}`,
        `Tema: ${name.MSA}`,
        `テーマ：${name.JA}`,
      ),
      description: lt(
        'A theme chosen by a teacher or parent, typed with your keys.',
        '老师或家长选的主题，用你已解锁的键来打。',
        '老師或家長選的主題，用你已解鎖的鍵來打。',
        'Tema yang dipilih oleh guru atau ibu bapa, ditaip dengan kekunci anda.',
        '先生や保護者が選んだテーマを、あなたのキーで打ちます。',
      ),
      drills: [{ kind: 'words', text: theme }],
      passRule: PRACTICE_PASS_RULES.words,
      practice: { kind: 'adaptive', theme },
    },
    1,
  );
  const practice = await adaptivePractice(lesson, single(lesson), theme, learner);
  return { ...practice, submit: { kind: 'practice', practiceId: THEMED_SLUG } };
}

export async function pastedWordsPractice(learner: LearnerContext): Promise<Practice | undefined> {
  const words = learner.pastedWords ?? [];
  if (words.length === 0) return undefined;
  const { ADAPTIVE_WORDS, safeWord } = await import('../../content/adaptive');
  const plan = planAdaptiveSession({ unlocked: learner.unlocked, history: await learner.history() });
  // A teacher's list may need keys not unlocked yet: every letter of the list is allowed in this session.
  const letters = [...new Set(words.join('').split(''))].filter((char) => /\p{L}|\p{N}/u.test(char));
  const allowed = [...new Set([...plan.unlocked, ...letters])];
  const themed = themedText({
    themeWords: words,
    unlocked: allowed,
    focus: plan.focus,
    seed: learner.seed,
    fallbackWords: ADAPTIVE_WORDS,
    safe: safeWord,
    // The teacher's words only, however few: no common words mixed in.
    minPool: 1,
  });
  const lesson = practiceLesson(
    {
      slug: PASTED_WORDS_SLUG,
      title: lt('Your word list', '你的单词表', '你的單字表', 'Senarai perkataan anda', 'あなたの単語リスト'),
      description: lt(
        'Words chosen by a teacher or parent.',
        '老师或家长挑选的单词。',
        '老師或家長挑選的單字。',
        'Perkataan yang dipilih oleh guru atau ibu bapa.',
        '先生や保護者が選んだ単語。',
      ),
      drills: [{ kind: 'words', text: themed.text }],
      passRule: PRACTICE_PASS_RULES.words,
      practice: { kind: 'adaptive' },
    },
    1,
  );
  return {
    family: 'adaptive',
    lesson,
    lessons: single(lesson),
    view: { kind: 'text' },
    submit: { kind: 'practice', practiceId: 'adaptive-words' },
    notebookMode: 'adaptive',
    adaptive: {
      focus: plan.focus,
      explanation: plan.explanation,
      added: plan.added,
      unlocked: plan.unlocked,
      confidences: plan.confidences,
    },
  };
}

/** A review session: the notebook's most urgent entries (of one mode: `notebook-review-<mode>`). */
