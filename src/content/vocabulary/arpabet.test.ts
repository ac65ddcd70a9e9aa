import { describe, expect, it } from 'vitest';
import { arpabetToIpa } from './arpabet';

describe('ARPAbet to IPA', () => {
  it('converts one-syllable words without a stress mark', () => {
    expect(arpabetToIpa('K AE1 T')).toBe('kæt');
    expect(arpabetToIpa('SH IY1 P')).toBe('ʃip');
    expect(arpabetToIpa('TH IH1 NG K')).toBe('θɪŋk');
    expect(arpabetToIpa('JH AH1 M P')).toBe('dʒʌmp');
  });

  it('marks the stressed syllable, starting it where English syllables start', () => {
    expect(arpabetToIpa('R AE1 B AH0 T')).toBe('ˈræbət');
    expect(arpabetToIpa('B AH0 N AE1 N AH0')).toBe('bəˈnænə');
    expect(arpabetToIpa('EH2 K S T R AH0 AO1 R D AH0 N EH2 R IY0')).toBe('ˌɛkstrəˈɔrdəˌnɛri');
    expect(arpabetToIpa('AH0 S T R AA1 N AH0 M ER0')).toBe('əˈstrɑnəmər');
  });

  it('writes unstressed AH and ER as schwa', () => {
    expect(arpabetToIpa('W AO1 T ER0')).toBe('ˈwɔtər');
    expect(arpabetToIpa('B ER1 D')).toBe('bɜrd');
    expect(arpabetToIpa('AH0 B AH1 V')).toBe('əˈbʌv');
  });

  it('refuses a phone it does not know', () => {
    expect(() => arpabetToIpa('K XX1 T')).toThrow('Unknown ARPAbet phone');
  });
});
