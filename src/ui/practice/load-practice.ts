import { familyOfLesson, loadLesson } from '../../content/catalogue';
import { customCourseTyping, notebookModeOfFamily } from '../../contracts';
import type { Lesson } from '../../content';
import { practiceLesson, PRACTICE_PASS_RULES } from '../../content/shared/lesson';
import { lt } from '../../content/localize';
import {
  adaptiveSession,
  classifyWords,
  matchNumpadCode,
  planAdaptiveSession,
  reviewText,
  themedText,
  type KeyHistory,
  type Notebook,
  type NotebookSettings,
} from '../../engine';
import { codesForText } from '../../keyboard';
import { lessonsOf, type AdaptiveInfo, type Practice } from './practice';
import { reviewEntries } from './notebook-source';

/** What a loader needs to know about the learner. */
export interface LearnerContext {
  /** Per-key history (server's GET /progress/keys, or the device's records). */
  history: () => Promise<KeyHistory>;
  /** Keys unlocked so far in the adaptive practice. */
  unlocked: readonly string[];
  notebook: Notebook;
  settings: NotebookSettings;
  /** A themed passage from the server's passage writer (a language model or the built-in one); may throw. */
  themedPassage?: (
    theme: string,
    unlockedChars: readonly string[],
    focus: string,
  ) => Promise<{ passage: string; source: 'writer' | 'offline' }>;
  /** A custom course of the learner's, by id; undefined if there is none. */
  customCourse?: (
    id: number,
  ) => Promise<{ id: number; title: string; text: string; mode: 'stop' | 'free' } | undefined>;
  /** Words pasted by a teacher or parent for a one-off session. */
  pastedWords?: readonly string[];
  /** A theme typed by a teacher or parent ("dinosaurs") for a one-off themed session. */
  theme?: string;
  seed: number;
}

export const REVIEW_SLUG = 'notebook-review';
export const PASTED_WORDS_SLUG = 'adaptive-words';
/** A themed session on any theme a teacher or parent typed (the course's themed lessons have their own slugs). */
export const THEMED_SLUG = 'adaptive-theme';
export const CUSTOM_PREFIX = 'custom-';

/** Modes whose words are Chinese characters, practised on their own course's pages rather than in reviews. */
const TYPED_IN_THEIR_COURSE: ReadonlySet<string> = new Set(['pinyin', 'chinese']);

/** The letters (and space) the learner may meet in adaptive text. */
function charsOf(unlocked: readonly string[]): string[] {
  return [...unlocked, ' '];
}

function single(lesson: Lesson): Practice['lessons'] {
  return [lesson];
}

/**
 * Prepares the practice at /lesson/:slug for any family except the finger course: loads the family's chunk,
 * writes adaptive text for this learner, builds review sessions from the notebook and custom courses from the
 * server. Undefined when there is no such lesson (the not-found page).
 */
export async function loadPractice(slug: string, learner: LearnerContext): Promise<Practice | undefined> {
  if (slug === REVIEW_SLUG || slug.startsWith(`${REVIEW_SLUG}-`)) return reviewPractice(slug, learner);
  if (slug.startsWith(CUSTOM_PREFIX)) {
    const id = Number(slug.slice(CUSTOM_PREFIX.length));
    if (!Number.isInteger(id) || id <= 0 || !learner.customCourse) return undefined;
    const course = await learner.customCourse(id);
    // Chinese text is a pinyin drill on the pinyin course's screen (/chapter/pinyin/custom-<id>), and the server
    // replays it as one: it is never typed key by key here.
    if (!course || customCourseTyping(course.text) === 'pinyin') return undefined;
    const lesson = practiceLesson(
      {
        slug,
        title: lt(course.title, course.title, course.title, course.title, course.title),
        description: lt('', '', '', '', ''),
        drills: [{ kind: 'passage', text: course.text }],
        passRule: PRACTICE_PASS_RULES.words,
        mode: course.mode,
      },
      1,
    );
    return {
      family: 'custom',
      lesson,
      lessons: single(lesson),
      view: { kind: 'text' },
      submit: { kind: 'practice', practiceId: slug },
      notebookMode: 'custom',
    };
  }
  if (slug === PASTED_WORDS_SLUG) return pastedWordsPractice(learner);
  if (slug === THEMED_SLUG) return typedThemePractice(learner);

  const family = familyOfLesson(slug);
  if (family === 'finger') return undefined;
  const found = await loadLesson(slug);
  if (!found) return undefined;
  const { course, lesson } = found;
  const lessons = lessonsOf(course);
  const base = {
    lessons,
    submit: { kind: 'lesson' } as const,
    notebookMode: notebookModeOfFamily(family),
  };
  const practice = lesson.practice;
  switch (practice?.kind) {
    case 'numpad':
      return { ...base, family, lesson, matchCode: matchNumpadCode, view: { kind: 'numpad' } };
    case 'code': {
      const [{ editorTyping }, { highlightKinds }] = await Promise.all([
        import('../../content/code/editor-typing'),
        import('./code-highlight'),
      ]);
      const typing = editorTyping(practice.snippet);
      const kinds = highlightKinds(typing.display, practice.language);
      const indentBefore = typing.displayIndex.map((displayAt, i) => {
        if (i === 0 || typing.expected[i - 1] !== '\n') return '';
        return typing.display.slice(typing.displayIndex[i - 1]! + 1, displayAt);
      });
      return {
        ...base,
        family,
        lesson,
        view: {
          kind: 'code',
          language: practice.language,
          indentBefore,
          tokens: typing.displayIndex.map((displayAt) => kinds[displayAt]),
        },
      };
    }
    case 'vocabulary': {
      const vocabulary = await import('../../content/vocabulary');
      const words = vocabulary.vocabularyOfLesson(slug) ?? [];
      return {
        ...base,
        family,
        lesson,
        view: { kind: 'vocabulary', words, loop: vocabulary.VOCABULARY_WORD_LOOP },
      };
    }
    case 'adaptive':
      return adaptivePractice(lesson, lessons, practice.theme, learner);
    default:
      return { ...base, family, lesson, view: { kind: 'text' } };
  }
}

async function adaptivePractice(
  lesson: Lesson,
  lessons: readonly Lesson[],
  theme: string | undefined,
  learner: LearnerContext,
): Promise<Practice> {
  const { ADAPTIVE_WORDS, contentPassageWriter, wordsForTheme } = await import('../../content/adaptive');
  const history = await learner.history();
  const input = { unlocked: learner.unlocked, history };
  let text: string;
  let info: AdaptiveInfo;
  if (theme === undefined) {
    const session = adaptiveSession({ ...input, words: ADAPTIVE_WORDS, seed: learner.seed });
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
    // Offline (or signed out): the built-in writer, checked by the engine like any passage.
    written ??= {
      passage: await contentPassageWriter(learner.seed).generateThemedPassage(theme, chars, plan.focus),
      source: 'offline',
    };
    text = written.passage;
    info = {
      focus: plan.focus,
      explanation: plan.explanation,
      added: plan.added,
      unlocked: plan.unlocked,
      confidences: plan.confidences,
      source: written.source,
      theme,
      // Only the built-in writer's words are ours to name; a model's real words may be on no list of ours.
      ...(written.source === 'offline'
        ? { kinds: classifyWords(text.split(' '), wordsForTheme(theme) ?? [], ADAPTIVE_WORDS) }
        : {}),
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
async function typedThemePractice(learner: LearnerContext): Promise<Practice | undefined> {
  const theme = learner.theme;
  if (!theme) return undefined;
  const lesson = practiceLesson(
    {
      slug: THEMED_SLUG,
      title: lt(`Theme: ${theme}`, `主题：${theme}`, `主題：${theme}`, `Tema: ${theme}`, `テーマ：${theme}`),
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

async function pastedWordsPractice(learner: LearnerContext): Promise<Practice | undefined> {
  const words = learner.pastedWords ?? [];
  if (words.length === 0) return undefined;
  const { ADAPTIVE_WORDS } = await import('../../content/adaptive');
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
function reviewPractice(slug: string, learner: LearnerContext): Practice | undefined {
  const mode = slug === REVIEW_SLUG ? undefined : slug.slice(REVIEW_SLUG.length + 1);
  const entries = reviewEntries(
    learner.notebook.filter((entry) => !TYPED_IN_THEIR_COURSE.has(entry.mode)),
    Date.now(),
    mode,
  );
  if (entries.length === 0) return undefined;
  const text = reviewText(entries, learner.settings.wordLoopCount);
  const lesson = practiceLesson(
    {
      slug,
      title: lt(
        'Review my missed words',
        '复习错词本',
        '複習錯詞本',
        'Ulang kaji perkataan yang salah',
        'まちがえた単語の復習',
      ),
      description: lt(
        'Each word comes back until you type it right enough times.',
        '每个单词都会出现，直到你打对足够多次。',
        '每個單字都會出現，直到你打對足夠多次。',
        'Setiap perkataan akan kembali sehingga anda menaipnya dengan betul cukup kali.',
        '正しく打てる回数に達するまで、単語がくり返し出てきます。',
      ),
      drills: [{ kind: 'words', text }],
      passRule: PRACTICE_PASS_RULES.words,
    },
    1,
  );
  return {
    family: 'review',
    lesson,
    lessons: single(lesson),
    view: { kind: 'text' },
    // The server records answers for the mode reviewed only (every mode for the all-modes review).
    submit: { kind: 'practice', practiceId: slug },
    notebookMode: null,
    // Keypad keys are reviewed on the keypad.
    ...(mode === 'numpad' ? { matchCode: matchNumpadCode } : {}),
    ...(mode ? { reviewMode: mode } : {}),
  };
}
