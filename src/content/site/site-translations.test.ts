import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../../contracts/locales';
import { FINGER_COURSE } from '../finger-course';
import { lt } from '../localize';
import { BLOG_ARTICLES, blogText, type BlogText } from './blog-articles';
import { COUNTRIES } from './countries';
import { FAQ, privacyOf, termsOf } from './help';
import { PRACTICE_KINDS } from './products';
import { videoLessons } from './video-course';

/**
 * English text that is rightly the same in another language: proper names of places and of the product.
 * Anything else identical to the English is a translation forgotten, and fails below.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'KeyQuest',
  'United Kingdom',
  'Malaysia',
  'Portugal',
  'China',
  'Hong Kong',
  'Taiwan',
]);

/** Languages written in Chinese characters or Japanese kana: a text there without any is not translated. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const NEEDS_CJK = new Set(['CHS', 'CHT', 'JA']);

const isLocalizedText = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'ENG' in value &&
  Object.keys(value).every((key) => (LOCALE_CODES as readonly string[]).includes(key));

/**
 * Every per-language text inside `content` (found at any depth), checked for each locale the site promises:
 * present, not empty, not the English left in by mistake, and in the right script for the Chinese and Japanese.
 */
function translationProblems(content: unknown, where: string): string[] {
  if (isLocalizedText(content)) {
    const english = content.ENG;
    const problems: string[] = [];
    for (const locale of LOCALE_CODES) {
      const text = content[locale];
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${where}: no ${locale} text`);
      } else if (
        locale !== 'ENG' &&
        text === english &&
        /[a-z]{3}/i.test(text) &&
        !SAME_IN_EVERY_LANGUAGE.has(text)
      ) {
        problems.push(`${where}: ${locale} is still the English "${text}"`);
      } else if (NEEDS_CJK.has(locale) && !CJK.test(text)) {
        problems.push(`${where}: ${locale} "${text}" is not written in ${locale}`);
      }
    }
    return problems;
  }
  if (Array.isArray(content)) {
    return content.flatMap((item, index) => translationProblems(item, `${where}[${index}]`));
  }
  if (typeof content === 'object' && content !== null) {
    return Object.entries(content).flatMap(([key, value]) => translationProblems(value, `${where}.${key}`));
  }
  return [];
}

/** The blog in all five languages: each article's title, description and body, per language. */
function blogProblems(): string[] {
  return BLOG_ARTICLES.flatMap((article) =>
    (['title', 'description', 'html'] as const satisfies readonly (keyof BlogText)[]).flatMap((field) => {
      const text = Object.fromEntries(
        LOCALE_CODES.map((locale) => [locale, blogText(article, locale)[field]]),
      ) as Record<LocaleCode, string>;
      const where = `blog ${article.slug}.${field}`;
      const problems = translationProblems(text, where);
      if (text.CHT === text.CHS) problems.push(`${where}: CHT is the Simplified text`);
      return problems;
    }),
  );
}

describe('the per-language text of the site', () => {
  it('finds a missing, empty, English or wrong-script translation', () => {
    const forgotten = {
      faq: [
        { question: lt('Why?', '为什么？', '為什麼？', 'Mengapa?', 'なぜ？'), answer: { ENG: 'Because.' } },
        { question: lt('Games', '游戏', '遊戲', 'Games', '游戏'), answer: lt('Yes', '', '是', 'Ya', 'はい') },
        { question: lt('Where', '哪里', '哪裡', 'Di mana', 'Where') },
        { question: lt('KeyQuest', 'KeyQuest', 'KeyQuest', 'KeyQuest', 'KeyQuest') },
      ],
    };

    const problems = translationProblems(forgotten, 'sample');

    expect(problems).toEqual([
      'sample.faq[0].answer: no CHS text',
      'sample.faq[0].answer: no CHT text',
      'sample.faq[0].answer: no MSA text',
      'sample.faq[0].answer: no JA text',
      'sample.faq[1].question: MSA is still the English "Games"',
      'sample.faq[1].answer: no CHS text',
      'sample.faq[2].question: JA is still the English "Where"',
      'sample.faq[3].question: CHS "KeyQuest" is not written in CHS',
      'sample.faq[3].question: CHT "KeyQuest" is not written in CHT',
      'sample.faq[3].question: JA "KeyQuest" is not written in JA',
    ]);
  });

  it('has the FAQ, both editions’ legal pages, the product pages, the video course and the countries in all five languages', () => {
    const problems = [
      ...translationProblems(FAQ, 'FAQ'),
      ...translationProblems(termsOf('cn'), 'terms (cn)'),
      ...translationProblems(termsOf('global'), 'terms (global)'),
      ...translationProblems(privacyOf('cn'), 'privacy (cn)'),
      ...translationProblems(privacyOf('global'), 'privacy (global)'),
      ...translationProblems(PRACTICE_KINDS, 'products'),
      ...translationProblems(videoLessons(FINGER_COURSE), 'video course'),
      ...translationProblems(
        COUNTRIES.map((country) => country.name),
        'countries',
      ),
    ];

    expect(problems).toEqual([]);
  });

  it('has every blog article in all five languages, Traditional Chinese apart from Simplified', () => {
    expect(blogProblems()).toEqual([]);
  });
});
