import { describe, expect, it } from 'vitest';
import { CHINESE_NICKNAMES, ENGLISH_NICKNAMES } from '../../contracts';
import englishWords from '../data/english-words.json';
import { isSafeMadeUpWord, isSafeName, isSafeWord, refusalOf, safeWord, safeWords } from '.';

describe('the safety filter', () => {
  it('refuses offensive words, our children’s list and their inflections', () => {
    for (const word of ['ass', 'queer', 'fuck', 'Shit', 'tit', 'kill', 'killing', 'stabbed', 'beer', 'gay']) {
      expect(isSafeWord(word), word).toBe(false);
    }
    for (const word of [
      'glass',
      'class',
      'title',
      'grape',
      'peacock',
      'butter',
      'cucumber',
      'babies',
      'dad',
    ]) {
      expect(isSafeWord(word), word).toBe(true);
    }
  });

  it('refuses a made-up word that contains an offensive word or reads as one with a letter doubled or swapped', () => {
    for (const word of ['cocck', 'shti', 'tiit', 'lass', 'sassy', 'fuk', 'dickle', 'akill', 'queerd']) {
      expect(isSafeMadeUpWord(word), word).toBe(false);
      expect(safeWord(word, 'made-up'), word).toBe(false);
    }
    for (const word of ['dask', 'flads', 'jalk', 'sadf', 'kelf'])
      expect(isSafeMadeUpWord(word), word).toBe(true);
  });

  it('passes every word of the children’s word list: no strong stem sits inside an everyday word', () => {
    expect((englishWords as string[]).filter((word) => !isSafeWord(word))).toEqual([]);
    expect(safeWords(['sad', 'ass', 'dad'])).toEqual(['sad', 'dad']);
  });

  it('judges names: spaced, dotted, look-alike and camel-case spellings, Chinese, Japanese, Malay and pinyin', () => {
    for (const name of [
      'f u c k',
      'F.u.c.k',
      'sh1t',
      'a$$hole',
      'BigAss',
      '傻逼',
      '他妈的小猫',
      'まんこ',
      'pukimak',
      'caonima',
      'sha bi',
    ]) {
      expect(isSafeName(name), name).toBe(false);
    }
    for (const name of [
      'Class 3B',
      'Sushi Time',
      'Push It',
      'Cassie',
      'Dickens',
      '小酸奶',
      '奶奶',
      '女の子',
      'Kelas Harimau',
    ]) {
      expect(isSafeName(name), name).toBe(true);
    }
  });

  it('passes every name of the random nickname pools', () => {
    expect([...ENGLISH_NICKNAMES, ...CHINESE_NICKNAMES].filter((name) => !isSafeName(name))).toEqual([]);
  });

  it('judges pinyin by syllables, not letters', () => {
    expect(refusalOf('cào nǐ mā', 'pinyin')).not.toBeNull();
    expect(refusalOf('cao4 ni3 ma1', 'pinyin')).not.toBeNull();
    expect(refusalOf('sha bing', 'pinyin')).toBeNull();
    expect(refusalOf('ni hao ma', 'pinyin')).toBeNull();
    expect(refusalOf('wǒ ài māma', 'pinyin')).toBeNull();
  });
});
