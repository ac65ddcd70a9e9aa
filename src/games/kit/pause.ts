import type { GameSystem } from './systems';

/**
 * Calls `onBackground` when the learner leaves the game: the tab is hidden (another tab, a minimised
 * window, a locked phone) or the window loses focus. Returns a function that stops watching.
 *
 * Coming back does not resume the round by itself: the pause screen waits for a key, so a child is never
 * surprised by targets already moving.
 */
export function whenInBackground(doc: Document, win: Window, onBackground: () => void): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') onBackground();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('blur', onBackground);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('blur', onBackground);
  };
}

/**
 * The pause system: its clock stops while the shell is paused, and it pauses the round (`onBackground`) once
 * `watch` has been called.
 */
export class PauseSystem implements GameSystem {
  readonly clock = new PauseClock();
  private unwatch: (() => void) | null = null;

  watch(doc: Document, win: Window, onBackground: () => void): void {
    this.unwatch = whenInBackground(doc, win, onBackground);
  }

  pause(): void {
    this.clock.pause(performance.now());
  }

  resume(): void {
    this.clock.resume(performance.now());
  }

  destroy(): void {
    this.unwatch?.();
  }
}

/**
 * The time a round spent paused, taken out of keystroke timestamps: a paused round does not look slow to the
 * engine. Times are the event clock's milliseconds (`performance.now()`, `event.timeStamp`).
 */
export class PauseClock {
  private since: number | null = null;
  private total = 0;

  get paused(): boolean {
    return this.since !== null;
  }

  /** Milliseconds paused so far, not counting a pause still going on. */
  get pausedMs(): number {
    return this.total;
  }

  pause(now: number): void {
    if (this.since === null) this.since = now;
  }

  resume(now: number): void {
    if (this.since === null) return;
    this.total += Math.max(0, now - this.since);
    this.since = null;
  }

  /** A keystroke's timestamp on the round's own clock, without the pauses. */
  playTime(timeStamp: number): number {
    return timeStamp - this.total;
  }
}
