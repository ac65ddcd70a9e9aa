import type { CourseMeta } from '../catalogue-types';
import { lt } from '../localize';

/** The chapters of the literature course and which works each holds; lesson counts are page counts. */
export const LITERATURE_CHAPTERS = [
  {
    slug: 'literature-fables',
    works: 'fables',
    title: lt("Aesop's fables", '伊索寓言', '伊索寓言', 'Fabel Aesop', 'イソップ物語'),
    lessonCount: 6,
  },
  {
    slug: 'literature-fairy-tales',
    works: 'fairy-tales',
    title: lt('Fairy tales', '童话故事', '童話故事', 'Cerita dongeng', '昔話'),
    lessonCount: 5,
  },
  {
    slug: 'literature-poems',
    works: 'poems',
    title: lt('Poems', '诗歌', '詩歌', 'Puisi', '詩'),
    lessonCount: 12,
  },
  {
    slug: 'literature-novels',
    works: 'novels',
    title: lt('Classic stories', '经典名著', '經典名著', 'Cerita klasik', '名作'),
    lessonCount: 12,
  },
] as const;

/** The typing literature course as the course map lists it. */
export const LITERATURE_META: CourseMeta = {
  slug: 'typing-literature',
  family: 'literature',
  title: lt('Typing literature', '文学打字', '文學打字', 'Menaip karya sastera', '名作タイピング'),
  description: lt(
    'Type fables, fairy tales, poems and the first pages of classic stories, one page at a time.',
    '一页一页地打寓言、童话、诗歌和经典名著的开篇。',
    '一頁一頁地打寓言、童話、詩歌和經典名著的開篇。',
    'Taip fabel, cerita dongeng, puisi dan halaman pertama cerita klasik, satu halaman demi satu halaman.',
    '寓話・昔話・詩・名作の書き出しを、1ページずつ打とう。',
  ),
  chapters: LITERATURE_CHAPTERS.map(({ slug, title, lessonCount }) => ({ slug, title, lessonCount })),
};
