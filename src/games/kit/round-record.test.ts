import { describe, expect, it } from 'vitest';
import { analyzeAttempt } from '../../engine';
import { RoundRecorder } from './round-record';

function typeWord(recorder: RoundRecorder, word: string, start: number, gap = 200) {
  recorder.aim(word, start);
  for (let i = 1; i < word.length; i++) recorder.hit(word[i]!, start + i * gap);
}

describe('RoundRecorder', () => {
  it('turns destroyed words into a text the engine scores like a lesson', () => {
    const recorder = new RoundRecorder(' ');
    typeWord(recorder, 'jade', 0);
    typeWord(recorder, 'fall', 1000);

    const { text, keystrokes } = recorder.build();
    const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

    expect(text).toBe('jade fall');
    expect(keystrokes.map((k) => (k.kind === 'insert' ? k.char : '?')).join('')).toBe('jade fall');
    expect(analysis.finished).toBe(true);
    expect(analysis.accuracy).toBe(1);
    expect(analysis.matchingChars).toBe(9);
  });

  it('counts a wrong key while aiming as a miss of the expected letter', () => {
    const recorder = new RoundRecorder(' ');
    recorder.aim('ask', 0);
    recorder.miss('d', 100);
    recorder.hit('s', 200);
    recorder.hit('k', 300);

    const { text, keystrokes } = recorder.build();
    const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

    expect(analysis.wrongChars).toBe(1);
    expect(analysis.keys['s']).toMatchObject({ hits: 1, misses: 1, typedInstead: { d: 1 } });
    expect(analysis.missedWords).toEqual([{ word: 'ask', misses: 1 }]);
  });

  it('gives a wrong key typed before any aim to the first letter of the next target', () => {
    const recorder = new RoundRecorder(' ');
    typeWord(recorder, 'lad', 0);
    recorder.miss('x', 900);
    typeWord(recorder, 'sad', 1000);

    const { text, keystrokes } = recorder.build();
    const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

    expect(text).toBe('lad sad');
    expect(analysis.keys['s']).toMatchObject({ misses: 1, typedInstead: { x: 1 } });
    expect(analysis.finished).toBe(true);
  });

  it('keeps only the typed part of a target that escaped, so later targets still line up', () => {
    const recorder = new RoundRecorder(' ');
    recorder.aim('salad', 0);
    recorder.hit('a', 100);
    recorder.abandon();
    typeWord(recorder, 'fad', 1000);

    const { text, keystrokes } = recorder.build();
    const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

    expect(text).toBe('sa fad');
    expect(analysis.finished).toBe(true);
    expect(analysis.accuracy).toBe(1);
  });

  it('joins single letters without spaces for letter games', () => {
    const recorder = new RoundRecorder('');
    recorder.aim('f', 0);
    recorder.miss('k', 300);
    recorder.aim('j', 500);

    const { text, keystrokes } = recorder.build();
    const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

    expect(text).toBe('fj');
    expect(analysis.correctChars).toBe(2);
    expect(analysis.keys['j']).toMatchObject({ hits: 1, misses: 1 });
  });

  it('counts misses after the last target as characters past the end', () => {
    const recorder = new RoundRecorder(' ');
    typeWord(recorder, 'as', 0);
    recorder.miss('q', 800);

    const { text, keystrokes } = recorder.build();
    const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

    expect(analysis.wrongChars).toBe(1);
    expect(analysis.correctChars).toBe(2);
  });
});
