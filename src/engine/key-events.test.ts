import { describe, expect, it } from 'vitest';
import {
  LAYERS,
  LAYOUT_IDS,
  keyEventsFor,
  layoutById,
  layoutCharacters,
  type KeyEvent,
  type KeyboardLayout,
} from '../keyboard';
import { analyzeAttempt } from './analysis';
import { keystrokesFromKeyEvents } from './key-events';

/** Every character of a layout, with words of its own letters between, as one text to type. */
function textOf(layout: KeyboardLayout): string {
  const chars = [...layoutCharacters(layout).keys()].filter((char) => char !== '\t' && char !== '\n');
  return chars.join('') + ' ' + chars.filter((char) => /\p{L}/u.test(char)).join(' ');
}

describe('Must show (issue 30): grading on every layout', () => {
  it.each(LAYOUT_IDS)(
    '%s: a text typed with its key events (code, key, dead keys, AltGr) is graded all correct (accuracy 1)',
    (id) => {
      const layout = layoutById(id);
      const text = textOf(layout);
      const events = keyEventsFor(text, layout);
      // Windows reports the composed letter after a dead key ('ê'); other systems the letter itself ('e').
      let afterDead = false;
      const plainLetters = events.map((event): KeyEvent => {
        const wasDead = afterDead;
        afterDead = event.key === 'Dead';
        if (!wasDead || event.key.length !== 1) return event;
        const layer = LAYERS[(event.shiftKey ? 1 : 0) + (event.altGraph ? 2 : 0)]!;
        const own = event.code === 'Space' ? ' ' : layout.keys[event.code]?.[layer]?.char;
        return own && own !== ' ' ? { ...event, key: own } : event;
      });
      for (const run of [events, plainLetters]) {
        for (const mode of ['stop', 'free'] as const) {
          const analysis = analyzeAttempt(text, keystrokesFromKeyEvents(run, layout), { mode });
          expect(analysis).toMatchObject({ finished: true, accuracy: 1, wrongChars: 0 });
          expect(analysis.matchingChars).toBe(text.length);
        }
      }
    },
  );
});

describe('dead keys', () => {
  it('types a dead key’s accent then a letter it does not go on, and Backspace forgets the dead key', () => {
    const fr = layoutById('fr');
    const dead: KeyEvent = {
      code: 'BracketLeft',
      key: 'Dead',
      shiftKey: false,
      altGraph: false,
      timeStamp: 0,
    };
    const letter = (key: string, code: string, timeStamp: number): KeyEvent => ({
      code,
      key,
      shiftKey: false,
      altGraph: false,
      timeStamp,
    });
    expect(keystrokesFromKeyEvents([dead, letter('t', 'KeyT', 100)], fr)).toEqual([
      { kind: 'key', code: 'BracketLeft', timeStamp: 0 },
      { kind: 'insert', char: '^', timeStamp: 100 },
      { kind: 'insert', char: 't', timeStamp: 100, code: 'KeyT' },
    ]);
    expect(
      keystrokesFromKeyEvents([dead, letter('Backspace', 'Backspace', 50), letter('e', 'KeyE', 100)], fr).at(
        -1,
      ),
    ).toEqual({ kind: 'insert', char: 'e', timeStamp: 100, code: 'KeyE' });
    // A dead key is a counted key, never a wrong one.
    const analysis = analyzeAttempt('ê', keystrokesFromKeyEvents([dead, letter('e', 'KeyE', 200)], fr), {
      mode: 'free',
    });
    expect(analysis).toMatchObject({ accuracy: 1, wrongChars: 0, keystrokes: 2, correctChars: 1 });
  });
});
