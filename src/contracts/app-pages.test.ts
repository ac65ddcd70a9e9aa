import { describe, expect, it } from 'vitest';
import { lessonPath, lessonScreenOf } from './app-pages';

describe('the lesson URL rule', () => {
  it('sends pinyin and Chinese lessons (either script) to their own screens, any other to the lesson screen', () => {
    expect(lessonPath('pinyin-a-o-e')).toBe('/chapter/pinyin/pinyin-a-o-e');
    expect(lessonPath('chinese-hant-1')).toBe('/chapter/chinese/chinese-hant-1');
    expect(lessonPath('code-js-hello')).toBe('/lesson/code-js-hello');
    expect(lessonPath('custom-12')).toBe('/lesson/custom-12');
    expect(lessonScreenOf('pinyinish')).toBe('lesson');
  });

  it('puts a practice on the screen named when its slug does not say it', () => {
    expect(lessonPath('custom-12', 'pinyin')).toBe('/chapter/pinyin/custom-12');
    expect(lessonPath('notebook-review-chinese', 'pinyin')).toBe('/chapter/pinyin/notebook-review-chinese');
  });
});
