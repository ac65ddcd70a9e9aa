import { describe, expect, it } from 'vitest';
import { PinyinMatcher } from './matcher';
import { letterSpellings, parseSyllable, toneMarked, typedSpellings } from './syllable';
import { pinyinTarget } from './target';

const matcherFor = (text: string, readings: string, tones: 'none' | 'digits' = 'none') =>
  new PinyinMatcher(pinyinTarget(text, readings, { tones }));

describe('pinyin syllables', () => {
  it('reads numbered readings with v or ü, and takes 0, 5 or nothing as the neutral tone', () => {
    expect(parseSyllable('lv4')).toEqual({ letters: 'lv', tone: 4 });
    expect(parseSyllable('LÜ4')).toEqual({ letters: 'lv', tone: 4 });
    expect(parseSyllable('ma0')).toEqual({ letters: 'ma', tone: 5 });
    expect(parseSyllable('ma5')).toEqual({ letters: 'ma', tone: 5 });
    expect(parseSyllable('ma')).toEqual({ letters: 'ma', tone: 5 });
    expect(parseSyllable('中')).toBeUndefined();
  });

  it('spells ü as v or ü, lüe and nüe also as lue and nue, and the ü of ju/xue/yuan also as v', () => {
    expect(letterSpellings('lv')).toEqual(['lv', 'lü']);
    expect(letterSpellings('lve')).toEqual(['lve', 'lüe', 'lue']);
    expect(letterSpellings('nve')).toEqual(['nve', 'nüe', 'nue']);
    expect(letterSpellings('xue')).toEqual(['xue', 'xve']);
    expect(letterSpellings('lu')).toEqual(['lu']);
  });

  it('adds the tone digit in tone mode; the neutral tone takes 5 or nothing', () => {
    expect(typedSpellings({ letters: 'hang', tone: 2 }, 'digits')).toEqual(['hang2']);
    expect(typedSpellings({ letters: 'ma', tone: 5 }, 'digits')).toEqual(['ma5', 'ma']);
    expect(typedSpellings({ letters: 'hang', tone: 2 }, 'none')).toEqual(['hang']);
  });

  it('puts the tone mark where the textbook rule says', () => {
    expect(toneMarked('lv4')).toBe('lǜ');
    expect(toneMarked('lve4')).toBe('lüè');
    expect(toneMarked('hang2')).toBe('háng');
    expect(toneMarked('gui4')).toBe('guì');
    expect(toneMarked('liu2')).toBe('liú');
    expect(toneMarked('zhou1')).toBe('zhōu');
    expect(toneMarked('xiong2')).toBe('xióng');
    expect(toneMarked('ma0')).toBe('ma');
    expect(toneMarked('n2')).toBe('ń');
  });
});

describe('PinyinMatcher', () => {
  it('takes tone-less pinyin with or without separators, a space or an apostrophe', () => {
    const matcher = matcherFor('西安', 'xi1 an1');
    for (const typed of ['xian', 'xi an', "xi'an", 'xian ']) expect(matcher.isComplete(typed)).toBe(true);
    expect(matcher.accepts('xi  ')).toBe(false);
    expect(matcher.accepts(' xi')).toBe(false);
    expect(matcher.accepts("xi'")).toBe(true);
    expect(matcher.isComplete('xi')).toBe(false);
  });

  it('checks every keystroke as a prefix of an accepted spelling', () => {
    const matcher = matcherFor('中国', 'zhong1 guo2');
    const prefixes = ['z', 'zh', 'zho', 'zhon', 'zhong', 'zhongg', 'zhonggu', 'zhongguo'];
    expect(prefixes.map((typed) => matcher.accepts(typed))).toEqual(prefixes.map(() => true));
    expect(matcher.accepts('zo')).toBe(false);
    expect(matcher.accepts('zhongo')).toBe(false);
    expect(matcher.accepts('zhongguoo')).toBe(false);
  });

  it('takes v, ü, and for lüe both lve and lue', () => {
    const matcher = matcherFor('绿', 'lv4');
    expect(matcher.isComplete('lv')).toBe(true);
    expect(matcher.isComplete('lü')).toBe(true);
    expect(matcher.isComplete('lu')).toBe(false);

    const lve = matcherFor('策略', 'ce4 lve4');
    expect(lve.isComplete('celve')).toBe(true);
    expect(lve.isComplete('celue')).toBe(true);
    expect(matcherFor('虐', 'nve4').isComplete('nue')).toBe(true);
  });

  it('ignores case, so Caps Lock does not make pinyin wrong', () => {
    expect(matcherFor('你好', 'ni3 hao3').isComplete('NiHao')).toBe(true);
  });

  it('in tone mode asks for a digit after each syllable; 5 or nothing for the neutral tone', () => {
    const matcher = matcherFor('妈妈', 'ma1 ma0', 'digits');
    expect(matcher.isComplete('ma1ma5')).toBe(true);
    expect(matcher.isComplete('ma1ma')).toBe(true);
    expect(matcher.isComplete('ma1 ma5')).toBe(true);
    expect(matcher.accepts('mam')).toBe(false);
    expect(matcher.accepts('ma2')).toBe(false);

    const bank = matcherFor('银行', 'yin2 hang2', 'digits');
    expect(bank.isComplete('yin2hang2')).toBe(true);
    expect(bank.isComplete('yinhang')).toBe(false);
  });

  it('accepts the sandhi tone of 一 and 不 in tone mode as well as the citation tone', () => {
    const matcher = matcherFor('一个不对', 'yi1 ge4 bu4 dui4', 'digits');
    expect(matcher.isComplete('yi1ge4bu4dui4')).toBe(true);
    expect(matcher.isComplete('yi2ge4bu2dui4')).toBe(true);
    expect(matcher.accepts('yi3')).toBe(false);
  });

  it('reads polyphones in context: 银行 yin hang, 行走 xing zou', () => {
    expect(matcherFor('银行', 'yin2 hang2').isComplete('yinhang')).toBe(true);
    expect(matcherFor('银行', 'yin2 hang2').accepts('yinx')).toBe(false);
    expect(matcherFor('行走', 'xing2 zou3').isComplete('xingzou')).toBe(true);
    expect(matcherFor('行走', 'xing2 zou3').accepts('h')).toBe(false);
  });

  it('takes any reading of a character on its own', () => {
    const matcher = matcherFor('行', 'xing2|hang2|heng2');
    expect(matcher.isComplete('xing')).toBe(true);
    expect(matcher.isComplete('hang')).toBe(true);
    expect(matcher.isComplete('heng')).toBe(true);
    expect(matcher.isComplete('hung')).toBe(false);
  });

  it('lets punctuation be typed half width or skipped, and letters in the text be typed as themselves', () => {
    const matcher = matcherFor('你好，世界！', 'ni3 hao3 shi4 jie4');
    expect(matcher.isComplete('nihao shijie')).toBe(true);
    expect(matcher.isComplete('nihao,shijie!')).toBe(true);
    expect(matcher.isComplete('nihao, shijie')).toBe(true);
    expect(matcherFor('卡拉OK', 'ka3 la1').isComplete('kalaok')).toBe(true);
  });

  it('says which character is being spelt, which letter comes next and which may', () => {
    const matcher = matcherFor('西安', 'xi1 an1', 'digits');
    const state = matcher.run('xi');
    expect(matcher.currentToken(state)).toBe(0);
    expect(matcher.expectedNext(state)).toBe('1');
    const after = matcher.run('xi1');
    expect(matcher.currentToken(after)).toBe(1);
    expect(matcher.expectedNext(after)).toBe('a');
    expect(matcher.nextChars(after).sort()).toEqual([' ', "'", 'a'].sort());
    const green = matcherFor('绿', 'lv4');
    expect(green.expectedNext(green.run('l'))).toBe('v');
  });

  it('keeps a small set of states on a long text of characters with several readings', () => {
    const text = '的一是了我不人在他有'.repeat(50);
    const matcher = matcherFor(text, 'de0|di2|di4 yi1 shi4 le0|liao3 wo3 bu4 ren2 zai4 ta1 you3 '.repeat(50));
    let state = matcher.start();
    let largest = 0;
    for (const char of 'deyishilewoburenzaitayou'.repeat(50)) {
      state = matcher.step(state, char);
      largest = Math.max(largest, state.length);
    }
    expect(matcher.isFinal(state)).toBe(true);
    expect(largest).toBeLessThanOrEqual(4);
  });
});
