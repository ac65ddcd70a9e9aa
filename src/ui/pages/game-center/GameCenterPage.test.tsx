import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { courseLessons, FINGER_COURSE } from '../../../content';
import { loadFamily } from '../../../content/catalogue';
import { analyzeGameRound } from '../../../engine';
import { seededRandom } from '../../../engine';
import { DEFAULT_TUNING, StarTrekRound } from '../../../games/star-trek/rules';
import type { GameOptions } from '../../../games';
import { CHANNEL_KEY } from '../../api/channel';
import { ApiError } from '../../api/client';
import { api } from '../../api/endpoints';
import { useSessionStore } from '../../api/session-store';
import { DEFAULT_GAME, useGameSwitcherStore } from '../../stores/game-switcher-store';
import { preloadCourses } from '../../testing/preload-courses';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GAMES } from './game-catalogue';
import GameCenterPage from './GameCenterPage';

// The games themselves (Pixi) are not run here: each mountGame records the options the page gives it, and the
// hosts of the games mounted and not yet destroyed are kept.
const liveGames = new Set<HTMLElement>();
const mountGame = vi.fn(async (host: HTMLElement, _options: GameOptions) => {
  liveGames.add(host);
  return {
    pause() {},
    resume() {},
    setAudio() {},
    destroy() {
      liveGames.delete(host);
    },
  };
});
vi.mock('../../../games/star-trek/index', () => ({ mountGame }));
vi.mock('../../../games/balloon-pop/index', () => ({ mountGame }));
vi.mock('../../../games/typing-race/index', () => ({ mountGame }));
// Nor the Pixi scenes (the switcher's live preview, the thunder of a won round; GameSwitcher.test.tsx runs the
// preview): each draws its game's name.
vi.mock('../../components/scenes/lazy', async (original) => ({
  ...(await original<typeof Scenes>()),
  GamePreview: ({ game }: { game: string }) => <span data-testid="pixi-scene">{game}</span>,
  ThunderLoop: () => null,
}));
import type * as Scenes from '../../components/scenes/lazy';
import type * as MemberAccess from '../../account/member-access';

// Whether the learner is a member (the membership's own reading is tested in account/member-access.test.ts).
let member = false;
vi.mock('../../account/member-access', async (original) => ({
  ...(await original<typeof MemberAccess>()),
  useIsMember: () => member,
}));

const STORE_KEY = 'keyquest.game-switcher';

/** The options of the game the page mounted last. */
async function mountedOptions(): Promise<GameOptions> {
  await waitFor(() => expect(mountGame).toHaveBeenCalled());
  return mountGame.mock.lastCall![1];
}

/** A page reload: the store starts from its defaults and reads what the device kept. */
async function reload(): Promise<void> {
  const kept = localStorage.getItem(STORE_KEY);
  useGameSwitcherStore.setState({
    currentGame: DEFAULT_GAME,
    currentCourse: null,
    currentChapter: null,
    switcherOpen: false,
  });
  if (kept) localStorage.setItem(STORE_KEY, kept);
  await useGameSwitcherStore.persist.rehydrate();
}

function renderPage() {
  return renderWithProviders(<GameCenterPage />, { path: '/game-center', route: '/game-center' });
}

describe('GameCenterPage', () => {
  beforeAll(async () => {
    // jsdom has no modal dialogs: open and close the switcher as an attribute.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    await preloadCourses();
  });

  beforeEach(async () => {
    localStorage.clear();
    member = false;
    mountGame.mockClear();
    liveGames.clear();
    await reload();
  });

  afterEach(() => localStorage.clear());

  it('shows the 50 points a round costs on every game of the switcher', async () => {
    renderPage();
    const switcher = await screen.findByRole('dialog', { name: 'Choose a game' });

    for (const game of GAMES) {
      const choice = switcher.querySelector<HTMLElement>(`[data-game-choice="${game.id}"]`)!;
      expect(within(choice).getByText('50 points a round')).toBeInTheDocument();
    }
    expect(screen.getByText(/Each round costs 50 points/)).toBeInTheDocument();
  });

  it('gives a new learner words of the keys of their next finger lesson by default', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Star Patrol/ }));

    const { source } = await mountedOptions();
    const firstLesson = courseLessons(FINGER_COURSE)[0]!;
    for (const char of source.characters) expect(firstLesson.text).toContain(char);
    expect(source.words).not.toContain('something');
  });

  it('gives the game words of the chosen course and chapter, and remembers them after a reload', async () => {
    const english = (await loadFamily('english'))!;
    const chapter = english.chapters[1]!;
    const chapterText = chapter.lessons.map((lesson) => lesson.text.toLowerCase()).join(' ');
    const view = renderPage();
    await screen.findByRole('dialog', { name: 'Choose a game' });

    await userEvent.selectOptions(screen.getByLabelText('Course'), english.slug);
    await userEvent.selectOptions(screen.getByLabelText('Chapter'), chapter.slug);
    await userEvent.click(screen.getByRole('button', { name: /Star Patrol/ }));

    const first = (await mountedOptions()).source;
    expect(first.words.length).toBeGreaterThan(8);
    for (const word of first.words) expect(chapterText).toContain(word);
    expect(first.words.some((word) => word.length > 3)).toBe(true);

    view.unmount();
    mountGame.mockClear();
    await reload();
    renderPage();
    await screen.findByRole('dialog', { name: 'Choose a game' });

    expect(screen.getByLabelText<HTMLSelectElement>('Course').value).toBe(english.slug);
    expect(screen.getByLabelText<HTMLSelectElement>('Chapter').value).toBe(chapter.slug);
    await userEvent.click(screen.getByRole('button', { name: /Balloon Pop/ }));
    expect((await mountedOptions()).source.words).toEqual(first.words);
  });

  it("locks the members' game for a free learner: the upgrade prompt, no round; a member plays it", async () => {
    const view = renderPage();
    const switcher = await screen.findByRole('dialog', { name: 'Choose a game' });
    const race = within(switcher).getByRole('button', { name: /Rocket Race/ });
    expect(race).toHaveTextContent('For members');
    expect(within(switcher).getByRole('button', { name: /Star Patrol/ })).not.toHaveTextContent(
      'For members',
    );
    await userEvent.click(race);

    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent('Membership not opened or expired');
    expect(within(prompt).getByRole('link', { name: 'See membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(mountGame).not.toHaveBeenCalled();
    // "Not now" goes back to the games.
    await userEvent.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a game' })).toBeInTheDocument();
    view.unmount();

    member = true;
    renderPage();
    const open = await screen.findByRole('dialog', { name: 'Choose a game' });
    expect(within(open).getByRole('button', { name: /Rocket Race/ })).not.toHaveTextContent('For members');
    await userEvent.click(within(open).getByRole('button', { name: /Rocket Race/ }));
    await mountedOptions();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });

  it('offers the chapters of the chosen course, and starts again from the next lesson on a new course', async () => {
    const code = (await loadFamily('code'))!;
    renderPage();
    await screen.findByRole('dialog', { name: 'Choose a game' });
    await userEvent.selectOptions(screen.getByLabelText('Chapter'), 'middle-row');

    await userEvent.selectOptions(screen.getByLabelText('Course'), code.slug);

    const chapters = within(screen.getByLabelText('Chapter')).getAllByRole('option');
    expect(chapters.map((option) => option.getAttribute('value'))).toEqual([
      '',
      ...code.chapters.map((chapter) => chapter.slug),
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>('Chapter').value).toBe('');
  });

  it('plays lite on the low-power channel the app was opened with', async () => {
    localStorage.setItem(CHANNEL_KEY, 'edu-tablet');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Balloon Pop/ }));

    expect((await mountedOptions()).channel).toBe('edu-tablet');
  });

  it('reports a lost Star Patrol round as lost, with the score of its heading and no Space key', async () => {
    // A real round: two ships shot down a pause apart (Space is never pressed), then the last life lost.
    const game = new StarTrekRound(
      ['sad', 'lad', 'fad', 'ask', 'all', 'jade', 'fall', 'salad', 'flask', 'glad'],
      { ...DEFAULT_TUNING, lives: 1, spawnEveryMs: 1_700, travelMs: 8_000 },
      seededRandom(3),
    );
    let time = 0;
    const step = (ms: number) => {
      for (let left = ms; left > 0 && game.state === 'playing'; left -= 50) {
        game.step(50);
        time += 50;
      }
    };
    for (let shot = 0; shot < 2; shot++) {
      step(200);
      while (game.ships.length === 0) step(50);
      const word = game.byUrgency()[0]!.word;
      for (const char of word) game.type(char, (time += 250));
      step(1_500);
    }
    while (game.state === 'playing') step(500);
    const { text, keystrokes } = game.log();
    const analysis = analyzeGameRound('STAR_TREK', text, keystrokes, 'stop');
    expect(game.state).toBe('lost');
    expect(game.score).not.toBe(analysis.score);

    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Star Patrol/ }));
    const options = await mountedOptions();
    act(() =>
      options.onResult({
        game: 'STAR_TREK',
        mode: 'stop',
        text,
        keystrokes,
        analysis,
        gameScore: game.score,
        outcome: 'lost',
        level: game.wave,
      }),
    );

    const report = await screen.findByTestId('performance-report');
    // The game's own score is a score, not "points": points are what a round earns (and costs).
    const heading = within(report).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(`Star Patrol: score ${game.score.toLocaleString('en')}`);
    expect(heading).not.toHaveTextContent(/point/);
    expect(within(report).getByTestId('report-score')).toHaveTextContent(String(game.score));
    expect(within(report).getByTestId('report-verdict')).not.toHaveTextContent('passed!');
    expect(within(report).getByRole('img', { name: '0 of 3 stars' })).toBeInTheDocument();
    expect(report).not.toHaveTextContent('Space');
  });

  describe('a signed-in learner', () => {
    const wallet = {
      characterId: 1,
      points: 60,
      crystals: 0,
      day: '2026-01-15',
      pointsToday: 0,
      dailyPointsCap: 200,
      drawsToday: 0,
      drawsPerDay: 3,
      drawCost: 5,
      gameCost: 50,
      emptyDraws: 0,
      pity: 4,
      items: { 'extra-life': 1, 'slow-down': 0, hint: 1 },
    };
    beforeEach(() => {
      useSessionStore.setState({ signedIn: true, characterId: 1 });
      vi.spyOn(api, 'wallet').mockResolvedValue(wallet);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      useSessionStore.setState({ signedIn: false, characterId: null });
    });

    it('pays the round on the server before it starts, with the items chosen, which the game gets', async () => {
      const startRound = vi.spyOn(api, 'startRound').mockResolvedValue({
        roundId: '00000000-0000-4000-8000-000000000001',
        gameId: 'STAR_TREK',
        cost: 50,
        items: ['extra-life'],
        wallet: { ...wallet, points: 10, items: { ...wallet.items, 'extra-life': 0 } },
      });
      renderPage();
      await screen.findByRole('dialog', { name: 'Choose a game' });
      // Behind the open switcher (hidden to the accessibility tree there): the items of the toolbox that work in
      // the game; none of what is not in the toolbox.
      const extraLife = await screen.findByRole('checkbox', { name: /Extra life \(1 left\)/, hidden: true });
      expect(screen.getByRole('checkbox', { name: /Hint \(1 left\)/, hidden: true })).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /Slow-down/, hidden: true })).toBeNull();
      await userEvent.click(extraLife);
      await userEvent.click(screen.getByRole('button', { name: /Star Patrol/ }));

      expect((await mountedOptions()).boosts).toEqual({ extraLife: true, slowDown: false, hint: false });
      expect(startRound).toHaveBeenCalledWith(
        expect.objectContaining({ characterId: 1, gameId: 'STAR_TREK', items: ['extra-life'] }),
      );
    });

    it('gives back a round chosen and never begun: on a reload, on leaving, on another game; not once begun', async () => {
      let next = 0;
      const roundIds: string[] = [];
      const startRound = vi.spyOn(api, 'startRound').mockImplementation(async ({ items = [] }) => {
        const roundId = `00000000-0000-4000-8000-00000000000${++next}`;
        roundIds.push(roundId);
        return { roundId, gameId: 'BALLOON_POP', cost: 50, items, wallet: { ...wallet, points: 10 } };
      });
      const state = (roundId: string, answer: 'refunded' | 'playing') => ({
        roundId,
        state: answer,
        wallet,
      });
      const leaveRound = vi
        .spyOn(api, 'leaveRound')
        .mockImplementation(async ({ roundId }) => state(roundId, 'refunded'));
      const beginRound = vi
        .spyOn(api, 'beginRound')
        .mockImplementation(async ({ roundId }) => state(roundId, 'playing'));

      // Issue 28: Balloon Pop chosen with an extra life, then the page reloaded before Enter was pressed.
      const first = renderPage();
      await screen.findByRole('dialog', { name: 'Choose a game' });
      await userEvent.click(await screen.findByRole('checkbox', { name: /Extra life/, hidden: true }));
      await userEvent.click(screen.getByRole('button', { name: /Balloon Pop/ }));
      await mountedOptions();
      expect(startRound).toHaveBeenCalledWith(expect.objectContaining({ items: ['extra-life'] }));
      // The page goes away: the round is given back by a request that outlives the page.
      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() =>
        expect(leaveRound).toHaveBeenCalledWith(
          { characterId: 1, roundId: roundIds[0] },
          { keepalive: true },
        ),
      );
      first.unmount();

      // Had that request not got through, the next visit gives it back (the device kept the round).
      leaveRound.mockClear();
      localStorage.setItem('keyquest.waitingRound', JSON.stringify({ characterId: 1, roundId: roundIds[0] }));
      mountGame.mockClear();
      const second = renderPage();
      await waitFor(() =>
        expect(leaveRound).toHaveBeenCalledWith({ characterId: 1, roundId: roundIds[0] }, {}),
      );
      await waitFor(() => expect(localStorage.getItem('keyquest.waitingRound')).toBeNull());

      // Another game chosen before the first began: the first comes back first.
      await userEvent.click(await screen.findByRole('button', { name: /Balloon Pop/ }));
      await mountedOptions();
      leaveRound.mockClear();
      await userEvent.click(screen.getAllByRole('button', { name: 'Choose a game' })[0]!);
      await userEvent.click(await screen.findByRole('button', { name: /Star Patrol/ }));
      await waitFor(() =>
        expect(leaveRound).toHaveBeenCalledWith({ characterId: 1, roundId: roundIds[1] }, {}),
      );

      // Enter pressed: the round begins and is no longer given back, not even when the game center is left.
      const options = await mountedOptions();
      await waitFor(() => expect(startRound).toHaveBeenCalledTimes(3));
      act(() => options.onStateChange?.('play'));
      await waitFor(() => expect(beginRound).toHaveBeenCalledWith({ characterId: 1, roundId: roundIds[2] }));
      await waitFor(() => expect(localStorage.getItem('keyquest.waitingRound')).toBeNull());
      leaveRound.mockClear();
      second.unmount();
      window.dispatchEvent(new Event('pagehide'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(leaveRound).not.toHaveBeenCalled();
    }, 30_000);

    it('mounts only the last game chosen when games are chosen faster than the server pays their rounds', async () => {
      member = true;
      // Each round is paid when the test says: the race's answer comes last, after the Balloon Pop chosen after it.
      const answers = new Map<string, () => void>();
      let next = 0;
      const startRound = vi.spyOn(api, 'startRound').mockImplementation(
        ({ gameId, items = [] }) =>
          new Promise((resolve) => {
            const roundId = `00000000-0000-4000-8000-00000000010${++next}`;
            answers.set(`${gameId}#${next}`, () =>
              resolve({ roundId, gameId, cost: 50, items, wallet: { ...wallet, points: 500 } }),
            );
          }),
      );
      const leaveRound = vi.spyOn(api, 'leaveRound').mockImplementation(async ({ roundId }) => ({
        roundId,
        state: 'refunded' as const,
        wallet,
      }));
      const choose = async (name: RegExp) => {
        const open = screen.queryByRole('dialog', { name: 'Choose a game' });
        if (!open) await userEvent.click(screen.getAllByRole('button', { name: 'Choose a game' })[0]!);
        await userEvent.click(await screen.findByRole('button', { name }));
      };
      const mounted = () => [...liveGames].map((host) => host.dataset.game);
      renderPage();

      await choose(/Balloon Pop/);
      await waitFor(() => expect(answers.has('BALLOON_POP#1')).toBe(true));
      act(() => answers.get('BALLOON_POP#1')!());
      await waitFor(() => expect(mounted()).toEqual(['BALLOON_POP']));

      // The race, then Balloon Pop again, both chosen before the server answers either.
      await choose(/Rocket Race/);
      // The game before goes at once: it is not played on while the new round is paid.
      await waitFor(() => expect(mounted()).toEqual([]));
      await waitFor(() => expect(answers.has('TYPING_RACE#2')).toBe(true));
      await choose(/Balloon Pop/);
      await waitFor(() => expect(answers.has('BALLOON_POP#3')).toBe(true));
      act(() => answers.get('BALLOON_POP#3')!());
      await waitFor(() => expect(mounted()).toEqual(['BALLOON_POP']));
      act(() => answers.get('TYPING_RACE#2')!());

      // The race's round, paid too late, is never mounted and is given back: Balloon Pop alone stays.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(mounted()).toEqual(['BALLOON_POP']);
      expect(screen.getByTestId('game-stage')).toHaveAttribute('data-game', 'BALLOON_POP');
      await waitFor(() =>
        expect(leaveRound).toHaveBeenCalledWith(
          { characterId: 1, roundId: '00000000-0000-4000-8000-000000000102' },
          {},
        ),
      );
      expect(useGameSwitcherStore.getState().currentGame).toBe('BALLOON_POP');
      expect(startRound).toHaveBeenCalledTimes(3);
      expect(JSON.parse(localStorage.getItem('keyquest.waitingRound')!)).toEqual({
        characterId: 1,
        roundId: '00000000-0000-4000-8000-000000000103',
      });
    });

    it('does not charge again a round given back as it began once another game is chosen', async () => {
      member = true;
      let next = 0;
      const startRound = vi.spyOn(api, 'startRound').mockImplementation(async ({ gameId, items = [] }) => ({
        roundId: `00000000-0000-4000-8000-00000000020${++next}`,
        gameId,
        cost: 50,
        items,
        wallet: { ...wallet, points: 500 },
      }));
      vi.spyOn(api, 'leaveRound').mockImplementation(async ({ roundId }) => ({
        roundId,
        state: 'refunded' as const,
        wallet,
      }));
      // Enter on Balloon Pop's title: the server's answer comes after the race is chosen, and says the round was
      // given back (the race's choice gave it back first).
      let answerBegin: () => void = () => {};
      vi.spyOn(api, 'beginRound').mockImplementation(
        ({ roundId }) =>
          new Promise((resolve) => {
            answerBegin = () => resolve({ roundId, state: 'refunded', wallet });
          }),
      );
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Balloon Pop/ }));
      const balloons = await mountedOptions();
      act(() => balloons.onStateChange?.('play'));
      await userEvent.click(screen.getAllByRole('button', { name: 'Choose a game' })[0]!);
      await userEvent.click(await screen.findByRole('button', { name: /Rocket Race/ }));
      await waitFor(() => expect([...liveGames].map((host) => host.dataset.game)).toEqual(['TYPING_RACE']));
      act(() => answerBegin());

      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(startRound).toHaveBeenCalledTimes(2);
      expect([...liveGames].map((host) => host.dataset.game)).toEqual(['TYPING_RACE']);
    });

    it('leaving the game center before the round began gives it back', async () => {
      vi.spyOn(api, 'startRound').mockResolvedValue({
        roundId: '00000000-0000-4000-8000-000000000009',
        gameId: 'STAR_TREK',
        cost: 50,
        items: [],
        wallet: { ...wallet, points: 10 },
      });
      const leaveRound = vi.spyOn(api, 'leaveRound').mockImplementation(async ({ roundId }) => ({
        roundId,
        state: 'refunded' as const,
        wallet,
      }));
      const view = renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Star Patrol/ }));
      await mountedOptions();
      await waitFor(() => expect(localStorage.getItem('keyquest.waitingRound')).not.toBeNull());
      view.unmount();
      await waitFor(() =>
        expect(leaveRound).toHaveBeenCalledWith(
          { characterId: 1, roundId: '00000000-0000-4000-8000-000000000009' },
          {},
        ),
      );
    });

    it('does not start a round the points do not cover, and says why', async () => {
      vi.spyOn(api, 'startRound').mockRejectedValue(
        new ApiError(409, 'Your learning points are insufficient', 'POINTS_INSUFFICIENT'),
      );
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Star Patrol/ }));

      expect(await screen.findByTestId('round-refused')).toHaveTextContent(
        'Your learning points are insufficient',
      );
      expect(mountGame).not.toHaveBeenCalled();
      expect(screen.queryByTestId('game-stage')).toBeNull();
    });
  });
});
