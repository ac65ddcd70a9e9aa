import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { keyboardFor, layoutById, layoutKeyPressFor } from '../../../keyboard';
import { Hands, type HandsHandle } from '../hands/Hands';
import { OnScreenKeyboard, type OnScreenKeyboardHandle } from './OnScreenKeyboard';

/** The keys drawn lit, with the finger colour each is filled with. */
const litKeys = () =>
  [
    ...screen.getByTestId('on-screen-keyboard').querySelectorAll<SVGGElement>('[data-state="highlighted"]'),
  ].map((key) => `${key.dataset.code} ${key.style.getPropertyValue('--key-colour')}`);
const litFingers = () =>
  [...screen.getByTestId('hands').querySelectorAll<SVGGElement>('[data-active="true"]')].map(
    (finger) => `${finger.dataset.finger} ${finger.style.getPropertyValue('--finger-colour')}`,
  );

describe('the lit key and finger moved by the handles (the lesson path)', () => {
  afterEach(cleanup);

  it('lights a capital letter and its Shift, then moves on to one key, each in its finger colour', () => {
    const keyboard = createRef<OnScreenKeyboardHandle>();
    const hands = createRef<HandsHandle>();
    render(
      <>
        <OnScreenKeyboard handle={keyboard} />
        <Hands handle={hands} active={[]} />
      </>,
    );
    expect(litKeys()).toEqual([]);

    act(() => {
      keyboard.current!.highlight(['KeyA', 'ShiftRight']);
      hands.current!.setActive(['left-pinky', 'right-pinky']);
    });
    expect(litKeys()).toEqual(['KeyA var(--finger-left-pinky)', 'ShiftRight var(--finger-right-pinky)']);
    expect(litFingers()).toEqual([
      'left-pinky var(--finger-left-pinky)',
      'right-pinky var(--finger-right-pinky)',
    ]);

    act(() => {
      keyboard.current!.highlight(['KeyJ']);
      hands.current!.setActive(['right-index']);
    });
    expect(litKeys()).toEqual(['KeyJ var(--finger-right-index)']);
    expect(litFingers()).toEqual(['right-index var(--finger-right-index)']);

    // Back to a key lit before: its drawing is reused, not drawn a second time.
    act(() => keyboard.current!.highlight(['KeyA']));
    expect(litKeys()).toEqual(['KeyA var(--finger-left-pinky)']);
    const keyboardBox = screen.getByTestId('on-screen-keyboard');
    expect(keyboardBox.querySelectorAll('[data-code="KeyA"]')).toHaveLength(2);

    // The lit copies are hidden from screen readers like the drawing itself (the live region says the key).
    for (const overlay of keyboardBox.querySelectorAll(':scope > svg'))
      expect(overlay.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('any layout, drawn from its data', () => {
  afterEach(cleanup);

  const caps = () =>
    new Map(
      [...screen.getByTestId('on-screen-keyboard').querySelectorAll<SVGGElement>('svg > g[data-code]')].map(
        (key) => [
          key.dataset.code,
          {
            // The legend as read aloud: the finger's number beside it is hidden from screen readers.
            text: [...key.querySelectorAll('text:not([aria-hidden="true"])')]
              .map((text) => text.textContent)
              .join(''),
            mark: key.querySelector('text[aria-hidden="true"]')?.textContent,
            finger: key.dataset.finger,
            height: Number(key.querySelector('rect')!.getAttribute('height')),
          },
        ],
      ),
    );

  it('draws French AZERTY on an ISO keyboard: its legends, the key beside the left Shift and the tall Enter', () => {
    const fr = layoutById('fr');
    const keyboard = createRef<OnScreenKeyboardHandle>();
    render(<OnScreenKeyboard keys={keyboardFor(fr)} handle={keyboard} />);
    const drawn = caps();
    expect(drawn.get('KeyQ')).toMatchObject({ text: 'A', finger: 'left-pinky', mark: '5' });
    expect(drawn.get('Semicolon')).toMatchObject({ text: 'M', finger: 'right-pinky' });
    // Shift's character on top, the base one below: 2 over é, ¨ over the dead ^.
    expect(drawn.get('Digit2')?.text).toBe('2é');
    expect(drawn.get('BracketLeft')?.text).toBe('¨^');
    expect(drawn.get('IntlBackslash')).toMatchObject({ text: '><', finger: 'left-pinky' });
    expect(drawn.get('Enter')!.height).toBeGreaterThan(1.5 * drawn.get('KeyA')!.height);

    // 'a' is typed with KeyQ on AZERTY: the lesson lights that key in the left pinky's colour.
    const press = layoutKeyPressFor('a', fr)!;
    act(() => keyboard.current!.highlight([press.key.code]));
    expect(litKeys()).toEqual(['KeyQ var(--finger-left-pinky)']);
  });

  it('draws JIS with its own keys, and ANSI Dvorak without the ISO key', () => {
    const { unmount } = render(<OnScreenKeyboard keys={keyboardFor(layoutById('jis'))} />);
    let drawn = caps();
    expect(drawn.get('IntlYen')?.text).toBe('|\\');
    expect(drawn.get('IntlRo')?.text).toBe('_\\');
    expect(drawn.get('BracketLeft')?.text).toBe('`@');
    unmount();
    render(<OnScreenKeyboard keys={keyboardFor(layoutById('dvorak'))} />);
    drawn = caps();
    expect(drawn.get('KeyS')?.text).toBe('O');
    expect(drawn.has('IntlBackslash')).toBe(false);
    expect(drawn.get('Enter')!.height).toBe(drawn.get('KeyA')!.height);
  });
});
