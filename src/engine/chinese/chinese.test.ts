import { describe, expect, it } from 'vitest';
import { analyzeAttempt } from '../analysis';
import type { Keystroke } from '../keystroke';
import { TypingSession } from '../session';
import { analyzeChineseAttempt } from './analysis';
import { alignPunctuationWidth, halfWidthForms, isWidthVariant } from './punctuation';

/** The keys of a pinyin IME composition, then its commit standing for the confirming key. */
function composes(letters: string, commit: string, start: number, gap = 100): Keystroke[] {
  const keys: Keystroke[] = Array.from(letters, (char, i) => ({
    kind: 'key',
    code: `Key${char.toUpperCase()}`,
    timeStamp: start + i * gap,
  }));
  return [...keys, { kind: 'insert', char: commit, timeStamp: start + letters.length * gap }];
}

describe('inserts of several characters (an input method commit)', () => {
  it('TypingSession types each character of a commit in turn', () => {
    const session = new TypingSession('中国人', 'stop');
    expect(session.apply({ kind: 'insert', char: '中国', timeStamp: 0 })).toEqual({
      kind: 'correct',
      position: 1,
      expected: '国',
      char: '国',
    });
    expect(session.cursor).toBe(2);

    const outcomes = session.applyEach({ kind: 'insert', char: '任人', timeStamp: 100 });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['wrong', 'correct']);
    expect(session.finished).toBe(true);
    expect(session.statusAt(2)).toBe('corrected');
  });

  it('apply reports the first wrong character of a commit', () => {
    const session = new TypingSession('中国人', 'free');
    expect(session.apply({ kind: 'insert', char: '中过人', timeStamp: 0 })).toMatchObject({
      kind: 'wrong',
      position: 1,
      expected: '国',
      char: '过',
    });
    expect(session.typed).toBe('中过人');
  });

  it('analyzeAttempt counts every character of a commit and one keystroke for the commit', () => {
    const analysis = analyzeAttempt(
      '中国人',
      [
        { kind: 'insert', char: '中国', timeStamp: 0 },
        { kind: 'insert', char: '人', timeStamp: 3000 },
      ],
      { mode: 'stop' },
    );
    expect(analysis.correctChars).toBe(3);
    expect(analysis.matchingChars).toBe(3);
    expect(analysis.keystrokes).toBe(2);
    expect(analysis.rpm).toBeCloseTo(60);
    expect(analysis.finished).toBe(true);
  });
});

describe('analyzeChineseAttempt', () => {
  it('gives characters per minute, accuracy per committed character and keystrokes per character', () => {
    // zhongguo + Space -> 中国; ren + Space -> 认 (wrong), Backspace... stop on error keeps the cursor; ren -> 人.
    const events = [
      ...composes('zhongguo', '中国', 0),
      ...composes('ren', '认', 1000),
      ...composes('ren', '人', 1500),
    ];
    const analysis = analyzeChineseAttempt('中国人', events, { mode: 'stop' });

    expect(analysis.durationMs).toBe(1800);
    expect(analysis.keystrokes).toBe(9 + 4 + 4);
    expect(analysis.committedChars).toBe(4);
    expect(analysis.commits).toBe(3);
    expect(analysis.correctChars).toBe(3);
    expect(analysis.wrongChars).toBe(1);
    expect(analysis.accuracy).toBeCloseTo(0.75);
    expect(analysis.rpm).toBeCloseTo(3 / (1800 / 60_000));
    expect(analysis.keystrokesPerChar).toBeCloseTo(17 / 4);
    expect(analysis.missedChars).toEqual([{ word: '人', misses: 1 }]);
    expect(analysis.finished).toBe(true);
  });

  it('counts the characters, not the spaces typed between them (50 characters in a minute are 50 a minute)', () => {
    const chars = Array.from(
      '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可也你说年着那下得过家学子多天',
      (c) => c,
    );
    expect(chars).toHaveLength(50);
    const text = chars.join(' ');
    // Each character composed in two keys and committed, then Space typed directly: 60 s in all.
    const events: Keystroke[] = [];
    let time = 0;
    chars.forEach((char, index) => {
      events.push(...composes('zh', char, time, 200));
      if (index < chars.length - 1) events.push({ kind: 'insert', char: ' ', timeStamp: time + 800 });
      time += 60_000 / 49;
    });
    events.at(-1)!.timeStamp = 60_000;

    const analysis = analyzeChineseAttempt(text, events, { mode: 'stop' });

    expect(analysis.finished).toBe(true);
    expect(analysis.durationMs).toBe(60_000);
    expect(analysis.correctChars).toBe(50);
    expect(analysis.matchingChars).toBe(50);
    expect(analysis.committedChars).toBe(50);
    expect(analysis.accuracy).toBe(1);
    expect(analysis.rpm).toBeCloseTo(50);
    // Every key pressed still counts: two letters and the confirming key (the commit) a character, and the spaces.
    expect(analysis.keystrokes).toBe(50 * 3 + 49);
  });

  it('gives zeros for an empty log', () => {
    const analysis = analyzeChineseAttempt('中国', [], { mode: 'stop' });
    expect(analysis.keystrokesPerChar).toBe(0);
    expect(analysis.rpm).toBe(0);
    expect(analysis.committedChars).toBe(0);
  });
});

describe('punctuation widths', () => {
  it('knows the half-width form of full-width marks', () => {
    expect(halfWidthForms('，')).toEqual([',']);
    expect(halfWidthForms('。')).toEqual(['.']);
    expect(halfWidthForms('？')).toEqual(['?']);
    expect(halfWidthForms('、')).toEqual([',', '\\']);
    expect(halfWidthForms('“')).toEqual(['"']);
    expect(halfWidthForms('Ａ')).toEqual(['A']);
    expect(halfWidthForms('中')).toEqual([]);
  });

  it('takes either width as the same mark, in both directions, and nothing else', () => {
    expect(isWidthVariant(',', '，')).toBe(true);
    expect(isWidthVariant('，', ',')).toBe(true);
    expect(isWidthVariant('.', '，')).toBe(false);
    expect(isWidthVariant('，', '，')).toBe(false);
  });

  it('aligns typed marks with the expected text, leaving other characters alone', () => {
    expect(alignPunctuationWidth('你好,', '你好，世界')).toBe('你好，');
    expect(alignPunctuationWidth('!', '！')).toBe('！');
    expect(alignPunctuationWidth('.', '，')).toBe('.');
    expect(alignPunctuationWidth('好', '你')).toBe('好');
  });
});
