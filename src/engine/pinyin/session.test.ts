import { describe, expect, it } from 'vitest';
import type { Keystroke } from '../keystroke';
import { analyzePinyinAttempt } from './analysis';
import { PinyinSession } from './session';
import { pinyinTarget } from './target';

/** Letters typed 200 ms apart from t = 0. */
function typing(letters: string, start = 0, gap = 200): Keystroke[] {
  return Array.from(letters, (char, i) => ({ kind: 'insert', char, timeStamp: start + i * gap }));
}

describe('PinyinSession', () => {
  it('stop on error: a letter no spelling continues with is shown and not typed', () => {
    const session = new PinyinSession(pinyinTarget('银行', 'yin2 hang2'), 'stop');
    for (const keystroke of typing('yin')) session.apply(keystroke);
    expect(session.cursor).toBe(1);
    expect(session.statusAt(0)).toBe('correct');
    expect(session.statusAt(1)).toBe('current');

    expect(session.apply({ kind: 'insert', char: 'x', timeStamp: 700 })).toEqual({
      kind: 'wrong',
      position: 1,
      expected: 'h',
      char: 'x',
    });
    expect(session.slipAtCursor).toBe('x');
    expect(session.typed).toBe('yin');

    for (const keystroke of typing('hang', 900)) session.apply(keystroke);
    expect(session.finished).toBe(true);
    expect(session.statusAt(1)).toBe('corrected');
    expect(session.spellingOf(0)).toBe('yin');
    expect(session.spellingOf(1)).toBe('hang');
  });

  it('free flow: a wrong letter is typed, the next ones are wrong until Backspace takes it back', () => {
    const session = new PinyinSession(pinyinTarget('你好', 'ni3 hao3'), 'free');
    for (const keystroke of typing('nu')) session.apply(keystroke);
    expect(session.offTrack).toBe(true);
    expect(session.statusAt(0)).toBe('wrong');
    expect(session.apply({ kind: 'insert', char: 'i', timeStamp: 500 }).kind).toBe('wrong');

    session.apply({ kind: 'delete', timeStamp: 600 });
    expect(session.offTrack).toBe(true);
    session.apply({ kind: 'delete', timeStamp: 700 });
    expect(session.offTrack).toBe(false);
    for (const keystroke of typing('ihao', 800)) session.apply(keystroke);
    expect(session.finished).toBe(true);
    expect(session.statusAt(0)).toBe('corrected');
    expect(session.statusAt(1)).toBe('correct');
  });

  it('says the next letter of the standard spelling, and takes the other spellings too', () => {
    const session = new PinyinSession(pinyinTarget('略', 'lve4'), 'stop');
    session.apply({ kind: 'insert', char: 'l', timeStamp: 0 });
    expect(session.expected).toBe('v');
    expect(session.nextChars.sort()).toEqual(['u', 'v', 'ü']);
    expect(session.apply({ kind: 'insert', char: 'u', timeStamp: 200 })).toMatchObject({ kind: 'correct' });
    session.apply({ kind: 'insert', char: 'e', timeStamp: 400 });
    expect(session.finished).toBe(true);
  });

  it('moves the cursor past punctuation the learner skips', () => {
    const session = new PinyinSession(pinyinTarget('好，走', 'hao3 zou3'), 'stop');
    for (const keystroke of typing('haoz')) session.apply(keystroke);
    expect(session.cursor).toBe(2);
    expect(session.statusAt(1)).toBe('correct');
  });
});

describe('analyzePinyinAttempt', () => {
  it('counts letters for accuracy and WPM, Chinese characters for RPM, and slips per character', () => {
    const target = pinyinTarget('银行 行走', 'yin2 hang2 xing2 zou3');
    const events: Keystroke[] = [
      ...typing('yinhang ', 0),
      { kind: 'insert', char: 'h', timeStamp: 1600 },
      ...typing('xingzou', 1800),
    ];
    const analysis = analyzePinyinAttempt(target, events, { mode: 'stop' });

    expect(analysis.finished).toBe(true);
    expect(analysis.textLength).toBe(4);
    expect(analysis.durationMs).toBe(3000);
    expect(analysis.correctChars).toBe(15);
    expect(analysis.wrongChars).toBe(1);
    expect(analysis.accuracy).toBeCloseTo(15 / 16);
    expect(analysis.matchingChars).toBe(15);
    expect(analysis.wpm).toBeCloseTo(15 / 5 / 0.05);
    expect(analysis.rpm).toBeCloseTo(4 / 0.05);
    expect(analysis.kpm).toBeCloseTo(16 / 0.05);
    expect(analysis.spelledChars).toBe(4);
    expect(analysis.syllableAccuracy).toBeCloseTo(3 / 4);
    expect(analysis.syllables.map((syllable) => [syllable.char, syllable.typed, syllable.misses])).toEqual([
      ['银', 'yin', 0],
      ['行', 'hang', 0],
      ['行', 'xing', 1],
      ['走', 'zou', 0],
    ]);
    expect(analysis.missedWords).toEqual([{ word: '行走', misses: 1 }]);
    expect(analysis.keys.x?.misses).toBe(1);
    expect(analysis.keys.x?.typedInstead).toEqual({ h: 1 });
  });

  it('counts an unfinished attempt by what was spelt', () => {
    const target = pinyinTarget('大家好', 'da4 jia1 hao3');
    const analysis = analyzePinyinAttempt(target, typing('dajia'), { mode: 'stop' });
    expect(analysis.finished).toBe(false);
    expect(analysis.spelledChars).toBe(2);
    expect(analysis.syllables[2]).toMatchObject({ char: '好', typed: '', misses: 0 });
    expect(analysis.syllableAccuracy).toBe(1);
  });
});
