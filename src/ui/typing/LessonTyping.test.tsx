import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTEBOOK_SETTINGS } from '../../engine';
import { layoutById } from '../../keyboard';
import { loadPractice } from '../practice/load-practice';
import type { Practice } from '../practice/practice';
import { renderWithProviders } from '../testing/render-with-providers';
import { LessonTyping } from './LessonTyping';

async function practiceOf(slug: string): Promise<Practice> {
  const practice = await loadPractice(slug, {
    history: () => Promise.resolve({}),
    unlocked: [],
    notebook: [],
    settings: DEFAULT_NOTEBOOK_SETTINGS,
    seed: 42,
  });
  if (!practice) throw new Error(`no practice ${slug}`);
  return practice;
}

function renderTyping(practice: Practice) {
  renderWithProviders(
    <LessonTyping
      lesson={practice.lesson}
      title="Practice"
      onFinished={() => {}}
      practice={practice}
      layout={layoutById('us')}
    />,
  );
  return screen.getByTestId('typing-field');
}

/** A keydown as Chromium sends it, with the Num Lock state it reports (jsdom reads `modifierNumLock`). */
function keyDown(field: HTMLElement, init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  act(() => {
    field.dispatchEvent(event);
  });
  return event;
}

/** A character typed: keydown, then a cancellable beforeinput. */
function typeChar(field: HTMLElement, char: string, code?: string) {
  const down = keyDown(field, { key: char, ...(code ? { code } : {}) });
  if (down.defaultPrevented) return;
  act(() => {
    field.dispatchEvent(
      new InputEvent('beforeinput', { inputType: 'insertText', data: char, bubbles: true, cancelable: true }),
    );
  });
}

/** An input method composing `letters` and committing `commit` (Chromium's order). */
function compose(field: HTMLElement, letters: string, commit: string) {
  act(() => {
    field.dispatchEvent(new CompositionEvent('compositionstart', { data: '' }));
    for (const letter of letters) {
      field.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'Process',
          code: `Key${letter.toUpperCase()}`,
          keyCode: 229,
          isComposing: true,
          bubbles: true,
          cancelable: true,
        }),
      );
      field.dispatchEvent(new CompositionEvent('compositionupdate', { data: letters }));
    }
    field.dispatchEvent(new CompositionEvent('compositionend', { data: commit, bubbles: true }));
  });
}

const cursorAt = (index: number) =>
  screen.getByTestId('lesson-text').querySelector(`[data-i="${index}"]`)!.className;

describe('the keypad lesson and Num Lock', () => {
  it('warns from the first key that reports Num Lock off, and clears when it reports it on', async () => {
    const field = renderTyping(await practiceOf('numpad-4-5-6-and-enter'));
    expect(screen.queryByTestId('numlock-warning')).not.toBeInTheDocument();

    // A Shift press, before any keypad key: Chromium already reports the Num Lock state.
    keyDown(field, { key: 'Shift', code: 'ShiftLeft', modifierNumLock: false });
    expect(screen.getByTestId('numlock-warning')).toHaveTextContent(
      'Num Lock is off: press Num Lock so the keypad types numbers',
    );

    keyDown(field, { key: 'NumLock', code: 'NumLock', modifierNumLock: true });
    expect(screen.queryByTestId('numlock-warning')).not.toBeInTheDocument();
  });

  it('still warns when a keypad key types no digit, and a keypad digit proves Num Lock on', async () => {
    const practice = await practiceOf('numpad-4-5-6-and-enter');
    const field = renderTyping(practice);
    const first = practice.lesson.text[0]!;

    keyDown(field, { key: 'ArrowLeft', code: `Numpad${first}` });
    expect(screen.getByTestId('numlock-warning')).toBeInTheDocument();

    // Macs and automated browsers report Num Lock off even while the keypad types digits: the digit wins.
    typeChar(field, first, `Numpad${first}`);
    expect(screen.queryByTestId('numlock-warning')).not.toBeInTheDocument();
    expect(cursorAt(1)).toMatch(/current/);
    keyDown(field, { key: 'Shift', code: 'ShiftLeft', modifierNumLock: false });
    expect(screen.queryByTestId('numlock-warning')).not.toBeInTheDocument();
  });

  it('never warns about Num Lock outside keypad lessons', async () => {
    const field = renderTyping(await practiceOf('english-grade-2-1'));
    keyDown(field, { key: 'Shift', code: 'ShiftLeft', modifierNumLock: false });
    expect(screen.queryByTestId('numlock-warning')).not.toBeInTheDocument();
  });
});

describe('an input method composing in a lesson typed in Latin letters', () => {
  it.each([
    ['a code lesson', 'code-js-count-stars'],
    ['an English words lesson', 'english-words-101-250-2'],
  ])('asks to switch it to English in %s, and grades none of its text', async (_kind, slug) => {
    const practice = await practiceOf(slug);
    const field = renderTyping(practice);
    const first = practice.lesson.text[0]!;
    typeChar(field, first);
    expect(cursorAt(1)).toMatch(/current/);

    compose(field, 'zhong', '中');
    expect(screen.getByTestId('ime-warning')).toHaveTextContent(
      'Please switch your input method to English to type this lesson',
    );
    expect(cursorAt(1)).toMatch(/current/);

    // Back in English mode, the next counted key clears the notice.
    typeChar(field, practice.lesson.text[1]!);
    expect(screen.queryByTestId('ime-warning')).not.toBeInTheDocument();
    expect(cursorAt(2)).toMatch(/current/);
  });
});

describe("the screen reader's announcement of the next key", () => {
  const spoken = (char: string) =>
    char === ' ' ? 'Space' : char !== char.toLowerCase() ? `capital ${char}` : char;

  it('names the next key and its finger after each keystroke', async () => {
    const practice = await practiceOf('english-grade-2-1');
    const field = renderTyping(practice);
    const text = practice.lesson.text;
    // Two live regions take turns (a key said twice in a row is still announced): the one holding text speaks.
    const region = () => ({
      textContent: screen
        .getAllByTestId('key-announcer')
        .map((one) => one.textContent)
        .join(''),
    });
    const says = (char: string) =>
      new RegExp(
        // At a word's start the word comes first: "home. Next: h, right index finger".
        `^(?:\\S+\\. )?Next: ${spoken(char).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, (left|right) ((little|ring|middle|index) finger|thumb)$`,
      );
    expect(region().textContent).toMatch(says(text[0]!));
    for (let i = 0; i < 4; i++) {
      typeChar(field, text[i]!);
      expect(region().textContent).toMatch(says(text[i + 1]!));
    }
  });
});
