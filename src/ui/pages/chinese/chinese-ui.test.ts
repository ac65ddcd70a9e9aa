import { describe, expect, it } from 'vitest';
import { analyzePinyinAttempt, pinyinTarget, type Keystroke } from '../../../engine';
import { familyOfSlug, lessonPath, scriptOfSlug, slugInScript } from './chinese-paths';
import { pinyinTargetForLesson } from '../../../content/chinese';
import { fieldPosition, translateYOf } from './field-position';
import { OWN_TEXT_MAX, ownTextLesson, tidyOwnText } from './own-text';
import { pinyinCells, pinyinWords, upcomingReading } from './pinyin-cells';
import { missedSyllables } from './report-lines';

const typed = (letters: string): Keystroke[] =>
  Array.from(letters, (char, i) => ({ kind: 'insert', char, timeStamp: i * 100 }));

describe('pinyin and Chinese lesson paths', () => {
  it('tells the course and the script from a slug, and finds the same lesson in the other script', () => {
    expect(familyOfSlug('pinyin-hant-a-o-e')).toBe('pinyin');
    expect(familyOfSlug('chinese-sentences-1')).toBe('chinese');
    expect(familyOfSlug('home-keys-f-and-j')).toBeUndefined();
    expect(scriptOfSlug('chinese-hant-poems-3')).toBe('traditional');
    expect(scriptOfSlug('chinese-poems-3')).toBe('simplified');
    expect(slugInScript('pinyin-a-o-e', 'traditional')).toBe('pinyin-hant-a-o-e');
    expect(slugInScript('chinese-hant-poems-3', 'simplified')).toBe('chinese-poems-3');
    expect(slugInScript('pinyin-a-o-e', 'simplified')).toBe('pinyin-a-o-e');
    expect(lessonPath('chinese-hant-poems-3')).toBe('/chapter/chinese/chinese-hant-poems-3');
    expect(lessonPath('pinyin-a-o-e')).toBe('/chapter/pinyin/pinyin-a-o-e');
  });
});

describe('the cells of a pinyin drill', () => {
  it('puts the reading in context above each character, with its tone mark', () => {
    const cells = pinyinCells(pinyinTarget('银行，行走 OK', 'yin2 hang2 xing2 zou3'));
    expect(cells.map((cell) => cell.pinyin)).toEqual(['yín', 'háng', '', 'xíng', 'zǒu', '', '', '']);
    expect(cells.map((cell) => cell.spelling)).toEqual(['yin', 'hang', '', 'xing', 'zou', '', 'o', 'k']);
    expect(cells.map((cell) => cell.kind)).toEqual([
      'syllable',
      'syllable',
      'mark',
      'syllable',
      'syllable',
      undefined,
      'literal',
      'literal',
    ]);
    expect(cells.map((cell) => cell.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows ü and the tone digits of tone mode', () => {
    const [lv] = pinyinCells(pinyinTarget('绿', 'lv4', { tones: 'digits' }));
    expect(lv).toMatchObject({ pinyin: 'lǜ', spelling: 'lv4' });
  });

  it('keeps a character with the punctuation after it, and breaks lines before the next character', () => {
    const words = pinyinWords(pinyinCells(pinyinTarget('你好，世界 八', 'ni3 hao3 shi4 jie4 ba1')));
    expect(words.map((word) => word.map((cell) => cell.char).join(''))).toEqual([
      '你',
      '好，',
      '世',
      '界 ',
      '八',
    ]);
  });
});

describe('the pinyin report', () => {
  it('lists the characters whose pinyin went wrong, the same character counted together', () => {
    const target = pinyinTarget('八 爸 八', 'ba1 ba4 ba1');
    // 八: b, a (a wrong 'x' first) ; 爸: b a ; 八: a wrong 'p', then b a.
    const analysis = analyzePinyinAttempt(target, typed('bxa ba pba'), { mode: 'stop' });
    expect(missedSyllables(analysis)).toEqual([{ char: '八', reading: 'ba1', misses: 2 }]);
    expect(missedSyllables(analyzePinyinAttempt(target, typed('ba ba ba'), { mode: 'stop' }))).toEqual([]);
  });
});

describe('the input field of Chinese typing', () => {
  it('goes under the character to type, through the offset parents, with the text scrolled', () => {
    const container = { offsetLeft: 0, offsetTop: 0, offsetHeight: 0, offsetParent: null } as const;
    const text = { offsetLeft: 24, offsetTop: 16, offsetHeight: 200, offsetParent: container };
    const span = { offsetLeft: 76, offsetTop: 56, offsetHeight: 40, offsetParent: text };
    expect(fieldPosition(span, container, 'translateY(-56px)')).toEqual({
      left: 100,
      top: 56,
    });
    expect(translateYOf('')).toBe(0);
    expect(translateYOf('translateY(-12.5px)')).toBe(-12.5);
  });
});

describe('practice with the learner’s own text', () => {
  it('tidies the text and makes a pinyin drill of it with readings in context', async () => {
    const { readingsOf } = await import('../../../content/chinese/readings');
    expect(tidyOwnText('  我们\n去  银行 ')).toBe('我们 去 银行');
    expect(Array.from(tidyOwnText('字'.repeat(OWN_TEXT_MAX + 5)))).toHaveLength(OWN_TEXT_MAX);
    const text = '去银行，ひ';
    const lesson = ownTextLesson(text, readingsOf(text), 'Own', 'simplified');
    const target = pinyinTargetForLesson(lesson)!;
    expect(
      target.tokens.filter((token) => token.kind === 'syllable').map((token) => token.spellings[0]),
    ).toEqual(['qu', 'yin', 'hang']);
    expect(target.missing).toEqual(['ひ']);
    expect(lesson.keys).toContain('KeyQ');
  });
});

describe('the reading help of Chinese typing', () => {
  it('gives the pinyin of the characters up to the next mark', () => {
    const text = '我们去银行。你好';
    const readings = 'wo3 men5 qu4 yin2 hang2 ni3 hao3';
    expect(upcomingReading(text, readings, 0)).toEqual({ chars: '我们去银', pinyin: 'wǒ men qù yín' });
    expect(upcomingReading(text, readings, 3)).toEqual({ chars: '银行', pinyin: 'yín háng' });
    expect(upcomingReading(text, readings, 5)).toEqual({ chars: '', pinyin: '' });
    expect(upcomingReading(text, readings, 6)).toEqual({ chars: '你好', pinyin: 'nǐ hǎo' });
  });
});
