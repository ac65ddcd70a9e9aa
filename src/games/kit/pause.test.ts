import { afterEach, describe, expect, it, vi } from 'vitest';
import { PauseClock, whenInBackground } from './pause';

/** Makes the tab look hidden or shown, as the browser does when the learner switches tabs. */
function setTabHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The shell's pause logic in miniature: the game pauses in the background and resumes with a key. */
function fakeRound(now: () => number) {
  const clock = new PauseClock();
  const stop = whenInBackground(document, window, () => clock.pause(now()));
  return { clock, stop, pressSpace: () => clock.resume(now()) };
}

describe('pausing a game in the background', () => {
  afterEach(() => setTabHidden(false));

  it('pauses when the tab is hidden and stays paused when it is shown again, until a key resumes it', () => {
    let time = 1_000;
    const round = fakeRound(() => time);

    setTabHidden(true);
    expect(round.clock.paused).toBe(true);

    time = 5_000;
    setTabHidden(false);
    expect(round.clock.paused).toBe(true);

    round.pressSpace();
    expect(round.clock.paused).toBe(false);
    round.stop();
  });

  it('pauses when the window loses focus', () => {
    const round = fakeRound(() => 0);

    window.dispatchEvent(new Event('blur'));

    expect(round.clock.paused).toBe(true);
    round.stop();
  });

  it('does not pause on a tab shown event', () => {
    const onBackground = vi.fn();
    const stop = whenInBackground(document, window, onBackground);

    setTabHidden(false);

    expect(onBackground).not.toHaveBeenCalled();
    stop();
  });

  it('stops watching once the game is destroyed', () => {
    const onBackground = vi.fn();
    const stop = whenInBackground(document, window, onBackground);
    stop();

    setTabHidden(true);
    window.dispatchEvent(new Event('blur'));

    expect(onBackground).not.toHaveBeenCalled();
  });
});

describe('PauseClock', () => {
  it('takes the paused time out of later keystrokes, so a pause does not lower the speed', () => {
    const clock = new PauseClock();
    expect(clock.playTime(900)).toBe(900);

    clock.pause(1_000);
    clock.pause(2_000); // a second background event during the same pause changes nothing
    clock.resume(4_000);

    expect(clock.pausedMs).toBe(3_000);
    expect(clock.playTime(4_500)).toBe(1_500);
  });

  it('adds up several pauses and ignores a resume without a pause', () => {
    const clock = new PauseClock();
    clock.resume(500);
    clock.pause(1_000);
    clock.resume(1_200);
    clock.pause(3_000);
    clock.resume(3_300);

    expect(clock.pausedMs).toBe(500);
    expect(clock.paused).toBe(false);
  });
});
