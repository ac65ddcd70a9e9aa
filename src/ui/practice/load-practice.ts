import { familyOfLesson, loadLesson } from '../../content/catalogue';
import { practiceLesson, PRACTICE_PASS_RULES } from '../../content/shared/lesson';
import { lt } from '../../content/localize';
import { matchNumpadCode, reviewText } from '../../engine';
import { lessonsOf, type Practice } from './practice';
import { reviewEntries } from './notebook-source';
import {
  CUSTOM_PREFIX,
  PASTED_WORDS_SLUG,
  REVIEW_SLUG,
  THEMED_SLUG,
  type LearnerContext,
} from './learner-context';
import { adaptivePractice, pastedWordsPractice, single, typedThemePractice } from './adaptive-practice';

export {
  CUSTOM_PREFIX,
  PASTED_WORDS_SLUG,
  REVIEW_SLUG,
  THEMED_SLUG,
  type LearnerContext,
} from './learner-context';
import { lessonPath } from '../../contracts/app-pages';
import { typingCheckOf } from '../../contracts/typing-checks';
import { typingCheckPractice } from './typing-check';

/** Modes whose words are Chinese characters, practised on their own course's pages rather than in reviews. */
const TYPED_IN_THEIR_COURSE: ReadonlySet<string> = new Set(['pinyin', 'chinese']);

/** A practice typed on another screen: the lesson page sends the learner there (a link made without its text). */
export interface MovedPractice {
  movedTo: string;
}

/** The practice typed at /lesson/:slug itself (`resolvePractice` without the moved ones). */
export async function loadPractice(slug: string, learner: LearnerContext): Promise<Practice | undefined> {
  const found = await resolvePractice(slug, learner);
  return found && 'movedTo' in found ? undefined : found;
}

/**
 * Prepares the practice at /lesson/:slug for any family except the finger course: loads the family's chunk,
 * writes adaptive text for this learner, builds review sessions from the notebook and custom courses from the
 * server. Undefined when there is no such lesson (the not-found page); `movedTo` for a custom course of Chinese
 * text, which is typed on the pinyin screen (an assignment's link knows only the course's number).
 */
export async function resolvePractice(
  slug: string,
  learner: LearnerContext,
): Promise<Practice | MovedPractice | undefined> {
  if (slug === REVIEW_SLUG || slug.startsWith(`${REVIEW_SLUG}-`)) return reviewPractice(slug, learner);
  const check = typingCheckOf(slug);
  if (check) return typingCheckPractice(check, learner.seed);
  if (slug.startsWith(CUSTOM_PREFIX)) {
    const id = Number(slug.slice(CUSTOM_PREFIX.length));
    if (!Number.isInteger(id) || id <= 0 || !learner.customCourse) return undefined;
    const course = await learner.customCourse(id);
    // Chinese text is a pinyin drill on the pinyin course's screen (/chapter/pinyin/custom-<id>), and the server
    // replays it as one: it is never typed key by key here.
    // The contracts (with zod) load here, not with the lesson page's first render.
    const { customCourseTyping } = await import('../../contracts');
    if (!course) return undefined;
    if (customCourseTyping(course.text) === 'pinyin') return { movedTo: lessonPath(slug, 'pinyin') };
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
  const { notebookModeOfFamily } = await import('../../contracts');
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
