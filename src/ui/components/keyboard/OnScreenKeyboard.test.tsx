import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
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
