import type { CourseMeta } from '../catalogue-types';
import { lt } from '../localize';

/** How many themed lessons the adaptive course has (one per theme of src/content/themes; a test checks it). */
export const THEMED_LESSON_COUNT = 35;

/** The adaptive ("AI-customised") practice as the course map lists it. */
export const ADAPTIVE_META: CourseMeta = {
  slug: 'ai-custom-practice',
  family: 'adaptive',
  title: lt('AI-customised practice', 'AI 定制练习', 'AI 客製練習', 'Latihan suaian AI', 'AI おまかせ練習'),
  description: lt(
    'Practice that aims at your weakest key, adds a new key when you are ready, and can follow a theme you like.',
    '针对你最弱的键练习，准备好了就加新键，还可以选择你喜欢的主题。',
    '針對你最弱的鍵練習，準備好了就加新鍵，還可以選擇你喜歡的主題。',
    'Latihan yang menyasarkan kekunci paling lemah anda, menambah kekunci baharu apabila anda bersedia, dan boleh mengikut tema kegemaran anda.',
    'いちばん苦手なキーをねらって練習し、準備ができたら新しいキーを増やします。好きなテーマも選べます。',
  ),
  chapters: [
    {
      slug: 'adaptive-my-keys',
      title: lt('My keys', '我的按键', '我的按鍵', 'Kekunci saya', '自分のキー'),
      lessonCount: 1,
    },
    {
      slug: 'adaptive-themes',
      title: lt('Themes', '主题练习', '主題練習', 'Tema', 'テーマ練習'),
      lessonCount: THEMED_LESSON_COUNT,
    },
  ],
};
