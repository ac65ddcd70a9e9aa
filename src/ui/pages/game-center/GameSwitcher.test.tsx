import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGameSwitcherStore } from '../../stores/game-switcher-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GameSwitcher } from './GameSwitcher';

// The real preview (components/scenes: GamePreview, PixiStage, useWatched) on a stand-in for @pixi/react's
// application: jsdom has no canvas. What is watched is the ticker, the one thing that makes a Pixi scene draw.
const ticker = vi.hoisted(() => ({
  started: true,
  starts: 0,
  start() {
    if (!this.started) this.starts += 1;
    this.started = true;
  },
  stop() {
    this.started = false;
  },
}));
vi.mock('@pixi/react', () => ({
  extend: () => undefined,
  Application: ({ children }: { children: ReactNode }) => children,
  useApplication: () => ({
    app: { ticker, render: () => undefined, screen: { width: 400, height: 104 }, renderer: null },
    isInitialised: true,
  }),
  useTick: () => undefined,
}));
// The icons never arrive: the scene's own sprites are not what is tested here.
vi.mock('../../../games/kit/assets', () => ({ loadIcons: () => new Promise(() => undefined) }));

/** The one IntersectionObserver of the preview, and a way to move the preview in and out of view. */
let seen: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    seen = callback;
  }
  observe() {
    seen?.([{ isIntersecting: true }]);
  }
  disconnect() {}
}

let reducedMotion = false;
const motionListeners = new Set<() => void>();

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const playing = () => screen.queryByTestId('pixi-scene') !== null && ticker.started;
const card = (game: string) => document.querySelector<HTMLElement>(`[data-game-choice="${game}"]`)!;

describe('the game switcher live preview', () => {
  beforeAll(async () => {
    // The scene's chunk (PixiJS with it) takes seconds to import here: once, before the tests.
    await import('../../components/scenes/GamePreview');
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('reduce') && reducedMotion;
      },
      addEventListener: (_: string, listener: () => void) => motionListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => motionListeners.delete(listener),
    }));
  }, 60_000);
  beforeEach(() => {
    ticker.started = true;
    ticker.starts = 0;
    reducedMotion = false;
    setVisibility('visible');
    useGameSwitcherStore.setState({ switcherOpen: true, currentGame: 'STAR_TREK' });
  });
  afterEach(() => {
    useGameSwitcherStore.setState({ switcherOpen: false });
  });

  it('loads and draws nothing while nobody looks, though the focus is on the current game', async () => {
    renderWithProviders(<GameSwitcher onChoose={() => undefined} isMember={false} />);
    await waitFor(() => expect(card('STAR_TREK')).toHaveFocus());
    expect(screen.getByTestId('game-preview')).toHaveAttribute('data-game', 'STAR_TREK');
    expect(screen.queryByTestId('pixi-scene')).toBeNull();
  });

  it('starts when watched, stops when not, and starts again', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(<GameSwitcher onChoose={() => undefined} isMember={false} />);

    await user.hover(card('BALLOON_POP'));
    await waitFor(() => expect(playing()).toBe(true), { timeout: 10_000 });
    expect(screen.getByTestId('game-preview')).toHaveAttribute('data-game', 'BALLOON_POP');

    // The pointer leaves the games: it stands still.
    fireEvent.pointerLeave(card('BALLOON_POP').closest('ul')!);
    await waitFor(() => expect(ticker.started).toBe(false));

    // Back on a game: it plays again, that game.
    const starts = ticker.starts;
    await user.hover(card('TYPING_RACE'));
    await waitFor(() => expect(ticker.started).toBe(true));
    expect(ticker.starts).toBe(starts + 1);
    expect(screen.getByTestId('game-preview')).toHaveAttribute('data-game', 'TYPING_RACE');

    // Out of view (the switcher scrolled), then back.
    act(() => seen?.([{ isIntersecting: false }]));
    expect(ticker.started).toBe(false);
    act(() => seen?.([{ isIntersecting: true }]));
    expect(ticker.started).toBe(true);

    // The page hidden, then shown.
    setVisibility('hidden');
    expect(ticker.started).toBe(false);
    setVisibility('visible');
    expect(ticker.started).toBe(true);

    // Reduced motion asked for while it plays: it stops, and stays still while watched.
    reducedMotion = true;
    act(() => motionListeners.forEach((listener) => listener()));
    expect(ticker.started).toBe(false);
    await user.hover(card('STAR_TREK'));
    expect(ticker.started).toBe(false);
  });

  it(
    'plays for the game the keys move the focus to, and stops when the focus leaves the games',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<GameSwitcher onChoose={() => undefined} isMember={false} />);
      await waitFor(() => expect(card('STAR_TREK')).toHaveFocus());
      await user.tab();
      expect(card('BALLOON_POP')).toHaveFocus();
      await waitFor(() => expect(playing()).toBe(true), { timeout: 10_000 });
      expect(screen.getByTestId('game-preview')).toHaveAttribute('data-game', 'BALLOON_POP');
      await user.tab();
      await user.tab();
      expect(card('TYPING_RACE')).not.toHaveFocus();
      await waitFor(() => expect(ticker.started).toBe(false));
    },
  );
});
