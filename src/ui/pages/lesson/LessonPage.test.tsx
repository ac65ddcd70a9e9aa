import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeAttempt, starsFor } from '../../../engine';
import { courseLessons, findLesson, FINGER_COURSE } from '../../../content';
import { getLessonRecords } from '../../progress';
import { useProgressStore } from '../../progress/progress-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import LessonPage from './LessonPage';

const lessons = courseLessons(FINGER_COURSE);
const fAndJ = findLesson('home-keys-f-and-j')!.lesson;
const posture = lessons[0]!;

/** Plays a browser typing one character into the focused field: keydown, then a cancellable beforeinput. */
function typeChar(field: HTMLElement, char: string, timeStamp: number) {
  const down = new KeyboardEvent('keydown', { key: char, bubbles: true, cancelable: true });
  Object.defineProperty(down, 'timeStamp', { value: timeStamp });
  act(() => {
    field.dispatchEvent(down);
    if (!down.defaultPrevented) {
      const before = new InputEvent('beforeinput', {
        inputType: 'insertText',
        data: char,
        bubbles: true,
        cancelable: true,
      });
      field.dispatchEvent(before);
    }
  });
}

function passPosture() {
  const analysis = analyzeAttempt('f', [{ kind: 'insert', char: 'f', timeStamp: 0 }], { mode: 'stop' });
  useProgressStore.getState().recordAttempt({ lessonSlug: posture.slug, analysis, stars: 3, finishedAt: 1 });
}

function renderLesson(slug: string) {
  return renderWithProviders(<LessonPage />, { path: `/lesson/${slug}`, route: '/lesson/:slug' });
}

function startTyping() {
  fireEvent.keyDown(document.body, { key: 'Enter' });
  return screen.getByTestId('typing-field');
}

describe('the lesson screen', () => {
  afterEach(() => useProgressStore.getState().reset());

  it('says a locked lesson is locked and links back to the course map', () => {
    renderLesson(lessons[2]!.slug);
    expect(screen.getByText(/This lesson is still locked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course map' })).toHaveAttribute('href', '/chapter/');
  });

  it('introduces the new keys and their fingers, then starts on Enter', () => {
    passPosture();
    renderLesson(fAndJ.slug);

    expect(screen.getByRole('heading', { level: 1, name: 'F and J' })).toBeInTheDocument();
    expect(screen.getByText(/: left index finger/)).toHaveTextContent('F: left index finger');
    expect(screen.getByText(/: right index finger/)).toHaveTextContent('J: right index finger');
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();

    const field = startTyping();
    expect(field).toHaveFocus();
    expect(screen.getByTestId('lesson-text')).toHaveTextContent(fAndJ.text);
  });

  it('lights the next key on the keyboard and moves on as the learner types', () => {
    passPosture();
    renderLesson(fAndJ.slug);
    const field = startTyping();
    const keyboard = screen.getByTestId('on-screen-keyboard');
    const litKeys = () =>
      [...keyboard.querySelectorAll('[data-state="highlighted"]')].map((key) =>
        key.getAttribute('data-code'),
      );

    expect(litKeys()).toEqual([fAndJ.text[0] === 'f' ? 'KeyF' : 'KeyJ']);
    typeChar(field, fAndJ.text[0]!, 1000);
    const second = fAndJ.text[1]!;
    expect(litKeys()).toEqual([second === ' ' ? 'Space' : `Key${second.toUpperCase()}`]);
  });

  it("lights the next key in its finger's colour and shows that finger on the hands", () => {
    passPosture();
    renderLesson(fAndJ.slug);
    const field = startTyping();
    /** The lit key: its code, the finger it belongs to and the colour it is filled with. */
    const litKey = () => {
      const keys = screen.getByTestId('on-screen-keyboard').querySelectorAll('[data-state="highlighted"]');
      expect(keys).toHaveLength(1);
      const key = keys[0] as SVGGElement;
      return {
        code: key.dataset.code,
        finger: key.dataset.finger,
        colour: key.style.getPropertyValue('--key-colour'),
      };
    };
    /** The lit fingers of the hands and the colour each is filled with. */
    const litFingers = () =>
      [...screen.getByTestId('hands').querySelectorAll<SVGGElement>('[data-active="true"]')].map(
        (finger) => ({
          finger: finger.dataset.finger,
          colour: finger.style.getPropertyValue('--finger-colour'),
        }),
      );

    expect(fAndJ.text.startsWith('f')).toBe(true);
    expect(litKey()).toEqual({ code: 'KeyF', finger: 'left-index', colour: 'var(--finger-left-index)' });
    expect(litFingers()).toEqual([{ finger: 'left-index', colour: 'var(--finger-left-index)' }]);

    // Type up to the first J: the light moves to the right hand's index finger and its colour.
    const firstJ = fAndJ.text.indexOf('j');
    [...fAndJ.text.slice(0, firstJ)].forEach((char, index) => typeChar(field, char, 1000 + index * 200));
    expect(litKey()).toEqual({ code: 'KeyJ', finger: 'right-index', colour: 'var(--finger-right-index)' });
    expect(litFingers()).toEqual([{ finger: 'right-index', colour: 'var(--finger-right-index)' }]);
  });

  it('shows the wrong key at the cursor and keeps the cursor there (stop on error)', () => {
    passPosture();
    renderLesson(fAndJ.slug);
    const field = startTyping();
    typeChar(field, 'k', 1000);

    const cursor = screen.getByTestId('lesson-text').querySelector('[data-i="0"]')!;
    expect(cursor).toHaveAttribute('data-slip', 'k');
    typeChar(field, fAndJ.text[0]!, 1200);
    expect(cursor).not.toHaveAttribute('data-slip');
    expect(screen.getByTestId('lesson-text').querySelector('[data-i="1"]')!.className).toMatch(/current/);
  });

  it('warns while Caps Lock is on, with the spec message', () => {
    passPosture();
    renderLesson(fAndJ.slug);
    const field = startTyping();

    fireEvent.keyDown(field, { key: 'CapsLock', code: 'CapsLock', modifierCapsLock: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Caps Lock is on and may cause incorrect input');
    fireEvent.keyDown(field, { key: 'CapsLock', code: 'CapsLock', modifierCapsLock: false });
    expect(screen.queryByTestId('caps-lock-warning')).not.toBeInTheDocument();
  });

  it('asks to switch the input method when an IME starts composing', () => {
    passPosture();
    renderLesson(fAndJ.slug);
    const field = startTyping();
    fireEvent.compositionStart(field);
    expect(screen.getByTestId('ime-warning')).toHaveTextContent('switch your input method to English');
  });

  it('pauses when the text loses the focus and continues on a key that is not typed', () => {
    passPosture();
    renderLesson(fAndJ.slug);
    const field = startTyping();
    typeChar(field, fAndJ.text[0]!, 1000);

    act(() => field.blur());
    expect(screen.getByTestId('pause-overlay')).toHaveTextContent(
      'Paused — click or press a key to continue',
    );
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(screen.queryByTestId('pause-overlay')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    // The key that ended the pause was not graded: the cursor is still on the second character.
    expect(screen.getByTestId('lesson-text').querySelector('[data-i="1"]')!.className).toMatch(/current/);
  });

  it('restarts on Esc', () => {
    passPosture();
    renderLesson(fAndJ.slug);
    let field = startTyping();
    typeChar(field, fAndJ.text[0]!, 1000);
    fireEvent.keyDown(field, { key: 'Escape' });

    field = screen.getByTestId('typing-field');
    expect(screen.getByTestId('lesson-text').querySelector('[data-i="0"]')!.className).toMatch(/current/);
  });

  it('ends with the report of the attempt and saves the progress, opening the next lesson', () => {
    passPosture();
    renderLesson(fAndJ.slug);
    const field = startTyping();
    const chars = [...fAndJ.text];
    const log = chars.map((char, index) => ({
      kind: 'insert' as const,
      char,
      timeStamp: 1000 + index * 300,
    }));
    chars.forEach((char, index) => typeChar(field, char, 1000 + index * 300));

    const analysis = analyzeAttempt(fAndJ.text, log, { mode: fAndJ.mode });
    const stars = starsFor(analysis, fAndJ.passRule);
    expect(screen.getByRole('heading', { name: 'Lesson complete: F and J' })).toHaveFocus();
    expect(screen.getByTestId('report-wpm')).toHaveTextContent(String(Math.round(analysis.wpm)));
    expect(screen.getByTestId('report-accuracy')).toHaveTextContent('100%');
    expect(screen.getByRole('img', { name: `${stars} of 3 stars` })).toBeInTheDocument();
    expect(screen.getByTestId('next-unlocked')).toHaveTextContent('New lesson unlocked');
    expect(getLessonRecords()[fAndJ.slug]).toMatchObject({ bestStars: stars, attempts: 1 });
    expect(screen.getByRole('button', { name: 'Next lesson' })).toBeInTheDocument();
  });
});
