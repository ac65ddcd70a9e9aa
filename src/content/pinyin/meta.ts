import type { CourseMeta } from '../catalogue-types';
import { courseSlug, PLAN, textChapterMetas } from '../chinese/plan';
import { lt } from '../localize';
import type { ChineseScript } from '../types';
import { BEGINNER_CHAPTERS, CONFUSABLE_CHAPTER } from './beginner';

export const PINYIN_TITLE = lt('Pinyin typing', '拼音打字', '拼音打字', 'Menaip pinyin', 'ピンイン入力');
export const PINYIN_DESCRIPTION = lt(
  'Learn pinyin on the keyboard: the sounds with pictures, then characters, words, sentences, passages and poems.',
  '在键盘上学拼音：先学带图的声母和韵母，再打汉字、词语、句子、短文和古诗。',
  '在鍵盤上學拼音：先學帶圖的聲母和韻母，再打漢字、詞語、句子、短文和古詩。',
  'Belajar pinyin pada papan kekunci: bunyi bergambar, kemudian aksara, perkataan, ayat, petikan dan puisi.',
  'キーボードでピンインを学ぼう。絵つきの音から始めて、漢字・単語・文・短い文章・漢詩へ。',
);

/** The pinyin course as the course map lists it, in a script (the lessons load with ./index.ts). */
export function pinyinMeta(script: ChineseScript): CourseMeta {
  const slug = courseSlug('pinyin', script);
  return {
    slug,
    family: 'pinyin',
    title: PINYIN_TITLE,
    description: PINYIN_DESCRIPTION,
    chapters: [
      ...[...BEGINNER_CHAPTERS, CONFUSABLE_CHAPTER].map((chapter) => ({
        slug: `${slug}-${chapter.slug}`,
        title: chapter.title,
        lessonCount: chapter.lessons.length,
      })),
      ...textChapterMetas(slug, PLAN.pinyinWordLevels),
    ],
  };
}
