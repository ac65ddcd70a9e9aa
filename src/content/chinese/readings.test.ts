import { describe, expect, it } from 'vitest';
import { PinyinMatcher } from '../../engine';
import { customPinyinTarget, readingsOf, readingsOfCharacter, toSimplifiedCharacters } from './readings';

describe('readings of custom Chinese text (pinyin-pro)', () => {
  it('reads polyphones in context: 银行 yin hang, 行走 xing zou', () => {
    expect(readingsOf('银行')).toBe('yin2 hang2');
    expect(readingsOf('我们去银行，然后行走回家。')).toBe(
      'wo3 men0 qu4 yin2 hang2 ran2 hou4 xing2 zou3 hui2 jia1',
    );
  });

  it('gives a character on its own every reading, so any is accepted', () => {
    expect(readingsOfCharacter('行')).toEqual(expect.arrayContaining(['xing2', 'hang2']));
    expect(readingsOf('行').split('|')).toEqual(expect.arrayContaining(['xing2', 'hang2']));
    expect(readingsOf('的 行 了').split(' ')[1]?.split('|')).toEqual(
      expect.arrayContaining(['xing2', 'hang2']),
    );
    const matcher = new PinyinMatcher(customPinyinTarget('行'));
    expect(matcher.isComplete('xing')).toBe(true);
    expect(matcher.isComplete('hang')).toBe(true);
  });

  it('writes 一 and 不 in their citation tone, as books and input methods do', () => {
    expect(readingsOf('一个不对')).toBe('yi1 ge4 bu4 dui4');
  });

  it('reads traditional characters through their simplified forms', () => {
    expect(toSimplifiedCharacters('銀行裡')).toBe('银行里');
    expect(readingsOf('銀行')).toBe('yin2 hang2');
    expect(readingsOf('頭髮')).toBe(readingsOf('头发'));
    expect(readingsOf('頭髮')).not.toContain('fa1');
  });

  it('uses v for ü', () => {
    expect(readingsOf('绿色')).toBe('lv4 se4');
    expect(new PinyinMatcher(customPinyinTarget('绿色')).isComplete('lvse')).toBe(true);
  });

  it('says pinyin is missing only for characters that cannot be spelt (symbols are skipped)', () => {
    expect(customPinyinTarget('你好，世界！OK 2024 😀').missing).toEqual([]);
    expect(customPinyinTarget('寿司はおいしい').missing).toEqual(['は', 'お', 'い', 'し', 'い']);
    expect(customPinyinTarget('𠮷野家').missing).toEqual(['𠮷']);
  });

  it('makes tone-mode targets too', () => {
    const matcher = new PinyinMatcher(customPinyinTarget('妈妈', 'digits'));
    expect(matcher.isComplete('ma1ma5')).toBe(true);
    expect(matcher.isComplete('mama')).toBe(false);
  });
});
