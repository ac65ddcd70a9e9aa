import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_GAME, useGameSwitcherStore } from './game-switcher-store';

describe('useGameSwitcherStore', () => {
  beforeEach(() => {
    localStorage.clear();
    useGameSwitcherStore.setState({ currentGame: DEFAULT_GAME, switcherOpen: false, currentChapter: null });
  });

  it('starts with STAR_TREK, the spec’s default game', () => {
    expect(useGameSwitcherStore.getState().currentGame).toBe('STAR_TREK');
  });

  it('choosing a game sets it and closes the switcher', () => {
    const store = useGameSwitcherStore.getState();
    store.openSwitcher();
    store.chooseGame('BALLOON_POP');

    expect(useGameSwitcherStore.getState()).toMatchObject({
      currentGame: 'BALLOON_POP',
      switcherOpen: false,
    });
  });

  it('remembers the game, the course, the chapter and the sound settings, but not whether the switcher is open', () => {
    const store = useGameSwitcherStore.getState();
    store.chooseGame('TYPING_RACE');
    store.setWordsFrom('english-typing', 'middle-row');
    store.setMuted(true);
    store.setVolume(1.4);
    store.openSwitcher();

    const saved = JSON.parse(localStorage.getItem('keyquest.game-switcher')!).state;
    expect(saved).toMatchObject({
      currentGame: 'TYPING_RACE',
      currentCourse: 'english-typing',
      currentChapter: 'middle-row',
      muted: true,
      volume: 1,
    });
    expect(saved).not.toHaveProperty('switcherOpen');
  });
});
