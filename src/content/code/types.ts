import type { LocalizedText } from '../types';

/** The languages of the code course; Prism's language id is `PRISM_LANGUAGE[language]`. */
export type CodeLanguage = 'javascript' | 'typescript' | 'python' | 'java' | 'c' | 'html' | 'css';

/** A code snippet to type. */
export interface CodeSnippet {
  /** Lesson slug: unique across all courses. */
  slug: string;
  language: CodeLanguage;
  title: LocalizedText;
  /** The code as shown, indented with spaces. */
  code: string;
}
