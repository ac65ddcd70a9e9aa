import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findChineseLesson, pinyinTargetForLesson } from '../../../content/chinese';
import { api } from '../../api';
import { useSessionStore } from '../../api/session-store';
import { usePracticeStore } from '../../practice/practice-store';
import { useProgressStore } from '../../progress/progress-store';
import { attemptOutbox } from '../../results/outbox';
import { renderWithProviders } from '../../testing/render-with-providers';
import ChineseLessonPage from './ChineseLessonPage';
import { useChineseSettings } from './chinese-settings';

import type * as MemberAccess from '../../account/member-access';

// Whether the learner is a member (the membership's own reading is tested in account/member-access.test.ts).
let member = false;
vi.mock('../../account/member-access', async (original) => ({
  ...(await original<typeof MemberAccess>()),
  useIsMember: () => member,
}));

let clock = 1000;
const stamp = <E extends Event>(event: E): E => {
  clock += 150;
  Object.defineProperty(event, 'timeStamp', { value: clock });
  return event;
};

/** A letter typed into the hidden field: keydown, then a cancellable beforeinput (as Chromium does). */
function typeChar(field: HTMLElement, char: string) {
  const down = stamp(new KeyboardEvent('keydown', { key: char, bubbles: true, cancelable: true }));
  act(() => {
    field.dispatchEvent(down);
    if (!down.defaultPrevented)
      field.dispatchEvent(
        stamp(
          new InputEvent('beforeinput', {
            inputType: 'insertText',
            data: char,
            bubbles: true,
            cancelable: true,
          }),
        ),
      );
  });
}

/** Chromium's order for one IME composition: keydown (229) per key, compositionstart/update, compositionend. */
function compose(field: HTMLElement, letters: string, commit: string) {
  act(() => {
    field.dispatchEvent(stamp(new CompositionEvent('compositionstart', { data: '' })));
    for (const letter of letters) {
      field.dispatchEvent(
        stamp(
          new KeyboardEvent('keydown', {
            key: 'Process',
            code: `Key${letter.toUpperCase()}`,
            keyCode: 229,
            isComposing: true,
            bubbles: true,
            cancelable: true,
          }),
        ),
      );
      field.dispatchEvent(stamp(new CompositionEvent('compositionupdate', { data: letters })));
    }
    field.dispatchEvent(
      stamp(
        new KeyboardEvent('keydown', {
          key: 'Process',
          code: 'Space',
          keyCode: 229,
          isComposing: true,
          bubbles: true,
          cancelable: true,
        }),
      ),
    );
    field.dispatchEvent(stamp(new CompositionEvent('compositionend', { data: commit, bubbles: true })));
  });
}

function renderLesson(slug: string) {
  const family = slug.startsWith('pinyin') ? 'pinyin' : 'chinese';
  return renderWithProviders(<ChineseLessonPage />, {
    path: `/chapter/${family}/${slug}`,
    route: `/chapter/${family}/:slug`,
  });
}

describe('the pinyin and Chinese lesson screens', () => {
  afterEach(() => {
    member = false;
    useProgressStore.getState().reset();
    useChineseSettings.setState({ toneMode: 'none', showPinyin: true, eitherPunctuationWidth: true });
  });

  it('shows the characters with their pictures and pinyin, then takes the pinyin typed to the report', () => {
    const { lesson } = findChineseLesson('pinyin-a-o-e')!;
    const target = pinyinTargetForLesson(lesson)!;
    renderLesson(lesson.slug);
    expect(screen.getByTestId('character-hints')).toHaveTextContent('ā');
    fireEvent.keyDown(document.body, { key: 'Enter' });

    // Each character with its pinyin above it.
    const [a] = target.tokens;
    expect(screen.getByTestId('pinyin-text').textContent).toContain(`ā${a!.char}`);
    const field = screen.getByTestId('typing-field');
    // One unit for the course, live and in the result: a pinyin drill's speed is in WPM (its stars' goals are).
    expect(within(screen.getByTestId('live-stats')).getAllByRole('term')[0]).toHaveTextContent('WPM');
    const first = target.tokens[0]!.spellings[0]!;
    typeChar(field, 'x'); // no character's pinyin starts with x here: refused, shown at the spelling line
    expect(screen.getByTestId('pinyin-spelling')).toHaveTextContent('x');
    const letters = target.tokens.map((token) => token.spellings[0]).join(' ');
    expect(letters.startsWith(first)).toBe(true);
    for (const char of letters) typeChar(field, char);

    expect(screen.getByTestId('performance-report')).toBeInTheDocument();
    expect(screen.getByTestId('report-correct')).toHaveTextContent(String(letters.length));
    expect(screen.getByTestId('report-wrong')).toHaveTextContent('1');
    expect(screen.getByTestId('missed-syllables')).toHaveTextContent(target.tokens[0]!.char);
    expect(screen.getByTestId('report-wpm')).toBeInTheDocument();
    expect(screen.queryByTestId('report-speed-rpm')).toBeNull();
    expect(useProgressStore.getState().lessons[lesson.slug]?.attempts).toBe(1);
  });

  it('asks for tone digits in tone mode', () => {
    useChineseSettings.setState({ toneMode: 'digits' });
    const { lesson } = findChineseLesson('pinyin-a-o-e')!;
    const target = pinyinTargetForLesson(lesson, 'digits')!;
    renderLesson(lesson.slug);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    const field = screen.getByTestId('typing-field');
    const letters = target.tokens.map((token) => token.spellings[0]).join(' ');
    expect(letters).toMatch(/^[a-z]+[1-5]? [a-z]+[1-4] /);
    for (const char of letters) typeChar(field, char);
    expect(screen.getByTestId('report-wrong')).toHaveTextContent('0');
    expect(screen.getByTestId('report-correct')).toHaveTextContent(String(letters.length));
  });

  it("shows a free learner a members' lesson locked, with the way to membership", () => {
    member = false;
    const { lesson } = findChineseLesson('chinese-sentences-1')!;
    renderLesson(lesson.slug);
    const notice = screen.getByTestId('members-only');
    expect(notice).toHaveTextContent('Membership not opened or expired');
    expect(screen.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByTestId('lesson-start')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.queryByTestId('ime-field')).toBeNull();
  });

  it('grades Chinese only when the input method commits, counting every key pressed', () => {
    // The Chinese sentences are a later chapter: a member's.
    member = true;
    const { lesson } = findChineseLesson('chinese-sentences-1')!;
    renderLesson(lesson.slug);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    const field = screen.getByTestId('ime-field');
    // Chinese typing counts characters a minute, live and in the result.
    expect(within(screen.getByTestId('live-stats')).getAllByRole('term')[0]).toHaveTextContent(
      'Characters/min',
    );
    const chars = Array.from(lesson.text);
    // The pinyin of the next characters, as a help.
    const help = screen.getByTestId('reading-help');
    expect(help).toHaveTextContent(chars.slice(0, 2).join(''));
    expect(help).toHaveTextContent('wǒ');
    // A composition cancelled (Esc): its keys count, nothing is graded.
    act(() => {
      field.dispatchEvent(stamp(new CompositionEvent('compositionstart', { data: '' })));
      field.dispatchEvent(
        stamp(
          new KeyboardEvent('keydown', {
            key: 'Process',
            code: 'KeyW',
            keyCode: 229,
            isComposing: true,
            bubbles: true,
          }),
        ),
      );
      field.dispatchEvent(stamp(new CompositionEvent('compositionend', { data: '' })));
    });
    expect(screen.getByTestId('lesson-text').querySelector('[data-i="0"]')!.className).toMatch(/current/);
    // Focus lost: paused. The next key of the input method continues, and its commit is graded.
    act(() => {
      field.dispatchEvent(stamp(new FocusEvent('blur')));
    });
    expect(screen.getByTestId('pause-overlay')).toBeInTheDocument();
    // The text in two-character commits, the first one wrong.
    compose(field, 'wo', '我我');
    expect(screen.queryByTestId('pause-overlay')).toBeNull();
    expect(screen.getByTestId('lesson-text').querySelector('[data-i="1"]')!.className).toMatch(/current/);
    for (let i = 1; i < chars.length; i += 2) compose(field, 'ab', chars.slice(i, i + 2).join(''));

    expect(screen.getByTestId('performance-report')).toBeInTheDocument();
    expect(screen.getByTestId('report-committed')).toHaveTextContent(String(chars.length + 1));
    // Keys: 1 cancelled + per commit its letters and the Space that picked it.
    const commits = 1 + Math.ceil((chars.length - 1) / 2);
    const keys = 1 + 3 * commits;
    expect(screen.getByTestId('report-keys-per-char').textContent).toBe(
      (Math.round((keys / (chars.length + 1)) * 10) / 10).toString(),
    );
    expect(screen.getByTestId('report-speed-rpm')).toBeInTheDocument();
    expect(screen.queryByTestId('report-wpm')).toBeNull();
    // Kept on the device as a lesson record, without characters in the per-key records.
    expect(useProgressStore.getState().lessons[lesson.slug]?.attempts).toBe(1);
    expect(Object.keys(useProgressStore.getState().keys)).toEqual([]);
  });
});

describe('a saved custom course of Chinese text', () => {
  const course = {
    courseId: 5,
    characterId: 1,
    title: '银行',
    text: '我去银行',
    mode: 'stop' as const,
    completedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  beforeEach(async () => {
    await attemptOutbox.clear();
    useSessionStore.setState({ signedIn: true, characterId: 1 });
    vi.spyOn(api, 'customCourse').mockResolvedValue(course);
    // The queue's sending is not under test: the server never answers.
    vi.spyOn(api, 'submitAttempt').mockReturnValue(new Promise(() => undefined));
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a pinyin drill with generated readings (yin hang), sent as the course’s practice', async () => {
    renderWithProviders(<ChineseLessonPage />, {
      path: '/chapter/pinyin/custom-5',
      route: '/chapter/pinyin/:slug',
    });
    // Readings made on this device: no "pinyin missing" message.
    // pinyin-pro's first load takes a while in jsdom.
    await screen.findByRole('heading', { name: '银行' }, { timeout: 15_000 });
    expect(screen.queryByTestId('pinyin-missing')).toBeNull();
    fireEvent.click(screen.getByTestId('lesson-start'));
    expect(screen.getByTestId('pinyin-text').textContent).toContain('yín');
    const field = screen.getByTestId('typing-field');
    for (const char of 'wo qu yin hang') typeChar(field, char);

    expect(screen.getByTestId('performance-report')).toBeInTheDocument();
    expect(screen.getByTestId('report-wrong')).toHaveTextContent('0');
    await waitFor(async () => expect(await attemptOutbox.queued()).toHaveLength(1));
    const [queued] = await attemptOutbox.queued();
    expect(queued).toMatchObject({
      kind: 'practice',
      practiceId: 'custom-5',
      text: '我去银行',
      mode: 'stop',
    });
    expect(queued!.lessonSlug).toBeUndefined();
  }, 20_000);

  it('shows the "pinyin missing" message only for the characters that have no reading', async () => {
    vi.spyOn(api, 'customCourse').mockResolvedValue({ ...course, text: '我去银行の' });
    renderWithProviders(<ChineseLessonPage />, {
      path: '/chapter/pinyin/custom-5',
      route: '/chapter/pinyin/:slug',
    });
    expect(await screen.findByTestId('pinyin-missing', {}, { timeout: 15_000 })).toHaveTextContent('の');
    expect(screen.getByTestId('pinyin-missing')).not.toHaveTextContent('银');
  }, 20_000);
});

describe("a review of the notebook's Chinese words", () => {
  beforeEach(async () => {
    await attemptOutbox.clear();
    useSessionStore.setState({ signedIn: false, characterId: null });
    usePracticeStore.getState().reset();
    const word = { kind: 'word' as const, misses: 1, streak: 0, addedAt: 0, lastSeenAt: 0, dueAt: 0 };
    usePracticeStore.getState().setNotebook('device', [
      { ...word, token: '鹅', mode: 'pinyin' },
      { ...word, token: '我', mode: 'chinese' },
    ]);
    usePracticeStore.getState().saveSettings('device', { wordLoopCount: 2, clearAfter: 2 });
  });
  afterEach(() => usePracticeStore.getState().reset());

  it('drills the words of one mode as pinyin, and a clean review clears them from the notebook', async () => {
    renderWithProviders(<ChineseLessonPage />, {
      path: '/chapter/pinyin/notebook-review-pinyin',
      route: '/chapter/pinyin/:slug',
    });
    await screen.findByRole('heading', { name: 'Review my missed characters' }, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('lesson-start'));
    // 鹅 twice (the word loop count); the Chinese-typing word is not in this review.
    expect(screen.getByTestId('pinyin-text').textContent).toContain('é鹅');
    expect(screen.getByTestId('pinyin-text').textContent).not.toContain('我');
    const field = screen.getByTestId('typing-field');
    for (const char of 'e e') typeChar(field, char);

    expect(screen.getByTestId('performance-report')).toBeInTheDocument();
    expect(usePracticeStore.getState().notebooks.device?.map((entry) => entry.token)).toEqual(['我']);
    expect(screen.getByRole('link', { name: 'Error-word notebook' }).getAttribute('href')).toBe('/notebook');
    await waitFor(async () => expect(await attemptOutbox.queued()).toHaveLength(1));
    expect((await attemptOutbox.queued())[0]).toMatchObject({
      kind: 'practice',
      practiceId: 'notebook-review-pinyin',
      text: '鹅 鹅',
    });
  }, 20_000);
});
