/**
 * The code typing course: snippets written for KeyQuest in seven languages, typed as in an editor that
 * auto-indents (see ./editor-typing.ts for the rules). Each lesson's `text` is what the learner types; its
 * `practice.snippet` is what the screen shows, highlighted with Prism (`PRISM_LANGUAGE`).
 */
import { lt } from '../localize';
import { practiceLesson, PRACTICE_PASS_RULES } from '../shared/lesson';
import type { Course, Lesson } from '../types';
import { editorTyping } from './editor-typing';
import { CODE_CHAPTERS, CODE_META } from './meta';
import { SYSTEMS_SNIPPETS } from './snippets-systems';
import { WEB_SNIPPETS } from './snippets-web';
import type { CodeLanguage, CodeSnippet } from './types';

export { CODE_META } from './meta';
export type { CodeLanguage, CodeSnippet } from './types';
export { editorTyping, normalizeSnippet, autoIndentAfter, DEFAULT_TAB_WIDTH } from './editor-typing';
export type { EditorTyping } from './editor-typing';

/** Prism's language id for each language (Prism calls HTML "markup"). */
export const PRISM_LANGUAGE: Readonly<Record<CodeLanguage, string>> = {
  javascript: 'javascript',
  typescript: 'typescript',
  python: 'python',
  java: 'java',
  c: 'c',
  html: 'markup',
  css: 'css',
};

/** Every snippet, by language in the chapters' order. */
export const CODE_SNIPPETS: readonly CodeSnippet[] = [...WEB_SNIPPETS, ...SYSTEMS_SNIPPETS];

/** The snippet of a code lesson. */
export function findSnippet(slug: string): CodeSnippet | undefined {
  return CODE_SNIPPETS.find((snippet) => snippet.slug === slug);
}

function snippetLesson(snippet: CodeSnippet, number: number): Lesson {
  const typing = editorTyping(snippet.code);
  const lines = typing.display.split('\n').length;
  const name = CODE_CHAPTERS.find((chapter) => chapter.language === snippet.language)!.title.ENG;
  return practiceLesson(
    {
      slug: snippet.slug,
      title: snippet.title,
      description: lt(
        `${lines} lines of ${name}.`,
        `${lines} 行 ${name} 代码。`,
        `${lines} 行 ${name} 程式碼。`,
        `${lines} baris ${name}.`,
        `${name} のコード ${lines} 行。`,
      ),
      drills: [{ kind: 'code', text: typing.expected }],
      passRule: PRACTICE_PASS_RULES.code,
      practice: { kind: 'code', language: snippet.language, snippet: typing.display },
    },
    number,
  );
}

function buildCourse(): Course {
  let number = 0;
  return {
    slug: CODE_META.slug,
    family: 'code',
    title: CODE_META.title,
    description: CODE_META.description,
    chapters: CODE_CHAPTERS.map((chapter) => ({
      slug: chapter.slug,
      title: chapter.title,
      lessons: CODE_SNIPPETS.filter((snippet) => snippet.language === chapter.language).map((snippet) =>
        snippetLesson(snippet, ++number),
      ),
    })),
  };
}

/** The code typing course. */
export const CODE_COURSE: Course = buildCourse();
