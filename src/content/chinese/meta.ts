import type { CourseMeta } from '../catalogue-types';
import { lt } from '../localize';
import type { ChineseScript } from '../types';
import { courseSlug, PLAN, textChapterMetas } from './plan';

export const CHINESE_TITLE = lt('Chinese typing', '中文打字', '中文打字', 'Menaip bahasa Cina', '中国語入力');
export const CHINESE_DESCRIPTION = lt(
  'Type Chinese with your input method: common characters, words by level, sentences, short passages and classical poems.',
  '用输入法打中文：常用字、分级词语、句子、短文和古诗。',
  '用輸入法打中文：常用字、分級詞語、句子、短文和古詩。',
  'Taip bahasa Cina dengan kaedah input anda: aksara lazim, perkataan mengikut tahap, ayat, petikan pendek dan puisi klasik.',
  '入力方式（IME）で中国語を打とう。常用字、級別の単語、文、短い文章、漢詩。',
);

/** The Chinese typing course as the course map lists it, in a script (the lessons load with ./index.ts). */
export function chineseMeta(script: ChineseScript): CourseMeta {
  const slug = courseSlug('chinese', script);
  return {
    slug,
    family: 'chinese',
    title: CHINESE_TITLE,
    description: CHINESE_DESCRIPTION,
    chapters: textChapterMetas(slug, PLAN.wordLessons.length),
  };
}
