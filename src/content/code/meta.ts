import type { CourseMeta } from '../catalogue-types';
import { lt } from '../localize';
import type { LocalizedText } from '../types';
import type { CodeLanguage } from './types';

/** Each language's name, the same in every locale (names of programming languages are not translated). */
function named(name: string): LocalizedText {
  return lt(name, name, name, name, name);
}

/** Chapters of the code course: one per language, in this order. */
export const CODE_CHAPTERS: ReadonlyArray<{
  language: CodeLanguage;
  slug: string;
  title: LocalizedText;
  lessonCount: number;
}> = [
  { language: 'javascript', slug: 'code-javascript', title: named('JavaScript'), lessonCount: 5 },
  { language: 'typescript', slug: 'code-typescript', title: named('TypeScript'), lessonCount: 3 },
  { language: 'python', slug: 'code-python', title: named('Python'), lessonCount: 5 },
  { language: 'java', slug: 'code-java', title: named('Java'), lessonCount: 4 },
  { language: 'c', slug: 'code-c', title: named('C'), lessonCount: 4 },
  { language: 'html', slug: 'code-html', title: named('HTML'), lessonCount: 3 },
  { language: 'css', slug: 'code-css', title: named('CSS'), lessonCount: 3 },
];

/** The code course as the course map lists it. */
export const CODE_META: CourseMeta = {
  slug: 'code-typing',
  family: 'code',
  title: lt('Code typing', '代码打字', '程式碼打字', 'Menaip kod', 'コードタイピング'),
  description: lt(
    'Type real programs in JavaScript, TypeScript, Python, Java, C, HTML and CSS; the editor indents for you.',
    '用 JavaScript、TypeScript、Python、Java、C、HTML 和 CSS 打真实的程序，编辑器会帮你自动缩进。',
    '用 JavaScript、TypeScript、Python、Java、C、HTML 和 CSS 打真實的程式，編輯器會幫你自動縮排。',
    'Taip atur cara sebenar dalam JavaScript, TypeScript, Python, Java, C, HTML dan CSS; editor mengengsot untuk anda.',
    'JavaScript・TypeScript・Python・Java・C・HTML・CSS の本物のプログラムを打とう。インデントはエディタがしてくれます。',
  ),
  chapters: CODE_CHAPTERS.map(({ slug, title, lessonCount }) => ({ slug, title, lessonCount })),
};
