import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findChineseLesson, pinyinTargetForLesson } from '../../../content/chinese';
import { layoutById } from '../../../keyboard';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PinyinTyping } from './PinyinTyping';

/** A letter typed into the hidden field: keydown, then a cancellable beforeinput. */
function typeChar(field: HTMLElement, char: string) {
  act(() => {
    const down = new KeyboardEvent('keydown', { key: char, bubbles: true, cancelable: true });
    field.dispatchEvent(down);
    if (!down.defaultPrevented)
      field.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: 'insertText',
          data: char,
          bubbles: true,
          cancelable: true,
        }),
      );
  });
}

/** A Chinese input method composing `letters` and committing `commit` (Chromium's order). */
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

describe('the pinyin drill and an input method', () => {
  it('asks to switch the input method to English when it starts composing, and grades none of it', () => {
    const { lesson } = findChineseLesson('pinyin-a-o-e')!;
    const target = pinyinTargetForLesson(lesson)!;
    const [firstToken] = target.tokens;
    renderWithProviders(
      <PinyinTyping
        lesson={lesson}
        target={target}
        title="a o e"
        showPinyin
        onFinished={() => {}}
        layout={layoutById('us')}
      />,
    );
    const field = screen.getByTestId('typing-field');
    const spelling = firstToken!.spellings[0]!;
    const firstCell = () => screen.getByTestId('pinyin-text').querySelector('[data-i="0"]')!.className;
    expect(screen.queryByTestId('ime-warning')).not.toBeInTheDocument();
    expect(firstCell()).toMatch(/current/);

    // The learner's Chinese input method turns the pinyin into a character: nothing is typed.
    compose(field, spelling, firstToken!.char);
    expect(screen.getByTestId('ime-warning')).toHaveTextContent(
      'Please switch your input method to English to type this lesson',
    );
    expect(screen.getByTestId('pinyin-typed')).toHaveTextContent('');
    expect(firstCell()).toMatch(/current/);

    // In English mode the letters count again and the notice goes.
    for (const letter of spelling) typeChar(field, letter);
    expect(screen.queryByTestId('ime-warning')).not.toBeInTheDocument();
    expect(firstCell()).not.toMatch(/current/);
  });
});
