import { describe, expect, it } from 'vitest';
import { FINGER_COURSE } from '../finger-course';
import { BLOG_ARTICLES, blogText } from './blog-articles';
import { privacyOf, termsOf } from './help';
import { PRODUCT_ROUTES, productRoute } from './products';
import { videoLesson, videoLessons, videoPageTitle } from './video-course';

describe('site content', () => {
  it('has the two route sets of the spec, and a path of one edition is not a page of the other', () => {
    expect(PRODUCT_ROUTES.cn.map((route) => route.path)).toEqual([
      '/product/fingering-practice',
      '/product/ai-custom-practice',
      '/product/typing-game',
      '/product/pinyin-typing',
      '/product/chinese-typing',
      '/product/english-typing',
      '/product/code-typing',
      '/product/numpad-typing',
    ]);
    expect(PRODUCT_ROUTES.global.map((route) => route.path)).toEqual([
      '/product/finger-placement',
      '/product/vocabulary-builder',
      '/product/typing-literature',
      '/product/chinese-typing',
      '/product/typing-coding',
      '/product/typing-number',
      '/product/typing-game',
      '/product/typing-ai-custom',
    ]);
    expect(productRoute('global', '/product/pinyin-typing')).toBeUndefined();
    expect(productRoute('cn', '/product/pinyin-typing/')?.kind).toBe('pinyin');
  });

  it('numbers the video series from posture to the lower-row review, then the three articles', () => {
    const lessons = videoLessons(FINGER_COURSE);
    expect(lessons[0]).toMatchObject({ id: '1', slug: 'posture' });
    expect(lessons.find((lesson) => lesson.slug === 'review-lower-row-keys')?.id).toBe('19');
    expect(lessons.slice(19).map((lesson) => lesson.slug)).toEqual([
      'what-is-keyquest',
      'how-to-learn-to-type-blindly',
      'learn-to-type-by-playing-games',
    ]);
    expect(lessons.every((lesson) => lesson.demo.length > 0)).toBe(true);
    expect(videoLesson(FINGER_COURSE, 'lower-row-keys-v-and-m')?.lessonSlug).toBe('lower-row-keys-v-and-m');
    expect(videoLesson(FINGER_COURSE, 'no-such-video')).toBeUndefined();
  });

  it("titles a lesson page with the lesson's own page title if it has one, else '<lesson title> | <product>'", () => {
    const withProduct = (title: string) => `${title} | KeyQuest`;
    const overridden = videoLesson(FINGER_COURSE, 'what-is-keyquest');
    const plain = videoLesson(FINGER_COURSE, 'lower-row-keys-v-and-m');
    expect(overridden && videoPageTitle(overridden, 'ENG', withProduct)).toBe(
      'What is KeyQuest? Typing lessons and games for children',
    );
    expect(overridden && videoPageTitle(overridden, 'CHT', withProduct)).toBe(
      'KeyQuest 是什麼？給孩子的打字課程與遊戲',
    );
    expect(plain && videoPageTitle(plain, 'ENG', withProduct)).toBe('V and M | KeyQuest');
    expect(plain?.pageTitle).toBeUndefined();
  });

  it('gives the games article the recorded play of our own game, and the finger lessons the keyboard demonstration', () => {
    const lessons = videoLessons(FINGER_COURSE);
    expect(lessons.find((lesson) => lesson.slug === 'learn-to-type-by-playing-games')?.video).toEqual({
      src: '/landing/star-trek.webm',
      poster: '/landing/star-trek.jpg',
    });
    expect(lessons.slice(0, 19).every((lesson) => lesson.video === undefined)).toBe(true);
  });

  it('writes every blog article in the reader’s language', () => {
    expect(BLOG_ARTICLES.map((article) => article.slug).sort()).toEqual([
      'finger-placement-for-typing',
      'kids-typing',
      'learn',
      'speed',
      'tips-for-typing',
      'touch-typing',
      'typing-software',
    ]);
    for (const article of BLOG_ARTICLES) {
      expect(blogText(article, 'ENG').html.length).toBeGreaterThan(200);
      expect(blogText(article, 'CHS').html).toMatch(/[\u4e00-\u9fff]/);
      expect(blogText(article, 'CHT').html).toMatch(/[\u4e00-\u9fff]/);
      expect(blogText(article, 'JA').html).toMatch(/[\u3040-\u30ff]/);
      expect(blogText(article, 'MSA').html).toMatch(/\b(dan|yang|untuk)\b/);
    }
  });

  it('states where data is kept differently in each edition', () => {
    expect(termsOf('cn').at(-1)?.text.ENG).toMatch(/mainland China/);
    expect(privacyOf('global').at(-1)?.text.ENG).not.toMatch(/China/);
  });
});
