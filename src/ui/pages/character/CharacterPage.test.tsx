import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ACCESS_SETTINGS, type Character, type DailyTotal, type User } from '../../../contracts';
import { useSessionStore } from '../../api';
import { configureApiClient } from '../../api/client';
import { useLessonRecords } from '../../progress';
import { renderWithProviders } from '../../testing/render-with-providers';
import CharacterPage from './CharacterPage';
import { historyQuery, periodReportQuery, todayReportQuery } from '../../queries/report';

// The real character stage (components/scenes: CharacterStage, PixiStage, useWatched) on a stand-in for
// @pixi/react's application: jsdom has no canvas and lays nothing out, so the stage has no size and draws nothing.
// What is watched is the ticker, the one thing that makes a Pixi scene draw.
const pixi = vi.hoisted(() => {
  const ticker = {
    started: true,
    start() {
      this.started = true;
    },
    stop() {
      this.started = false;
    },
  };
  return {
    ticker,
    app: { ticker, render: () => undefined, screen: { width: 0, height: 0 }, renderer: null },
  };
});
vi.mock('@pixi/react', () => ({
  extend: () => undefined,
  Application: ({ children }: { children: ReactNode }) => children,
  useApplication: () => ({ app: pixi.app, isInitialised: true }),
  useTick: () => undefined,
}));

beforeAll(async () => {
  // The scene's chunk (PixiJS with it) takes seconds to import here: once, before the tests.
  await import('../../components/scenes/CharacterStage');
}, 60_000);

const user: User = {
  uid: 7,
  username: 'family',
  email: null,
  phone: null,
  isGuest: false,
  hasPassword: true,
  loginMethods: ['account'],
  lastLoginType: 'account',
  subscriptionType: 'FREE',
  region: 'US',
  createdAt: '2026-01-15T09:30:00.000Z',
};
const character = (characterId: number, nickname: string): Character => ({
  characterId,
  avatar: 'avatar-student-1',
  nickname,
  type: 'STUDENT',
  timeZone: null,
  keyboardLayout: 'us',
  createdAt: '2026-01-15T09:30:00.000Z',
});
const ANN = character(1, 'Ann');
const BEN = character(2, 'Ben');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const dayTotal = (day: string, minutes: number): DailyTotal => ({
  day,
  attempts: minutes,
  lessonAttempts: minutes,
  gameRounds: 0,
  lessonsPassed: 0,
  durationMs: minutes * 60_000,
  keystrokes: 0,
  correctChars: 0,
  wrongChars: 0,
  matchingChars: 0,
  score: 0,
  accuracy: 1,
  wpm: 0,
  kpm: 0,
  rpm: 0,
  bestWpm: 0,
});

/**
 * A fake server holding each character's figures: lessons passed, minutes today, attempts in this week's
 * report. Records every character-scoped read as "path characterId".
 */
function fakeServer(figures: Record<number, { lessons: number; minutes: number; weekAttempts: number }>) {
  const reads: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/character/list') return json([ANN, BEN]);
    const characterId = Number(url.searchParams.get('characterId'));
    // The accessibility settings (the page's own section): the usual ones, not a figure of the test's.
    if (path === '/character/access')
      return json({ characterId, settings: DEFAULT_ACCESS_SETTINGS, savedAt: null });
    const mine = figures[characterId]!;
    reads.push(`${path} ${characterId}`);
    const today = dayTotal('2026-03-02', mine.minutes);
    const base = { characterId, timeZone: 'UTC' };
    if (path === '/progress/lessons') {
      return json({
        lessons: Array.from({ length: mine.lessons }, (_, index) => ({
          lessonSlug: `lesson-${index}`,
          stars: 2,
          bestWpm: 20,
          bestAccuracy: 0.95,
          bestScore: 100,
          attempts: 1,
          passedAt: '2026-03-02T09:00:00.000Z',
          lastAttemptAt: '2026-03-02T09:00:00.000Z',
        })),
      });
    }
    if (path === '/report/today') return json({ ...base, totals: today, attempts: [] });
    if (path === '/report/history') return json({ ...base, from: today.day, to: today.day, days: [today] });
    if (path === '/report/period') {
      const totals = {
        from: '2026-03-02',
        to: '2026-03-08',
        activeDays: 1,
        ...dayTotal('2026-03-02', 0),
        attempts: mine.weekAttempts,
      };
      delete (totals as Partial<DailyTotal>).day;
      return json({
        ...base,
        period: 'week',
        today: today.day,
        totals,
        previous: { ...totals, attempts: 0 },
        days: [today],
        keys: [],
        keypadKeys: [],
        missedWords: [],
      });
    }
    return new Response(JSON.stringify({ statusCode: 404, message: 'Not found', errorCode: 'NOT_FOUND' }), {
      status: 404,
    });
  });
  configureApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
  return { reads };
}

/**
 * What the learning pages show of the current character, through their own queries: course completion
 * (progress), today's plan (today's report and the day history) and this week's report.
 */
function CurrentProgress() {
  const characterId = useSessionStore((state) => state.characterId) ?? 0;
  const lessons = Object.keys(useLessonRecords()).length;
  const today = useQuery(todayReportQuery(characterId, 'UTC'));
  const history = useQuery(historyQuery(characterId, 60, 'UTC'));
  const report = useQuery(periodReportQuery(characterId, 'week', undefined, 'UTC'));
  const ready = today.data && history.data && report.data;
  return (
    <p data-testid="current-progress">
      {ready
        ? `character ${characterId}: ${lessons} lessons, ${today.data.totals.durationMs / 60_000} minutes today, ` +
          `${history.data.days.length} days of plan, ${report.data.totals.attempts} attempts this week`
        : 'loading'}
    </p>
  );
}

function openPage() {
  return renderWithProviders(
    <>
      <CharacterPage />
      <CurrentProgress />
    </>,
    { path: '/character' },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  useSessionStore.setState({ signedIn: true, user, characterId: ANN.characterId, isNewUser: false });
});
afterEach(() => {
  configureApiClient();
  vi.restoreAllMocks();
  useSessionStore.setState({ signedIn: false, user: null, characterId: null, isNewUser: false });
});

describe('/character: switching the current role', () => {
  it("shows the chosen role's progress, plan and report, and fetches them afresh when switching back", async () => {
    const figures = {
      [ANN.characterId]: { lessons: 3, minutes: 12, weekAttempts: 9 },
      [BEN.characterId]: { lessons: 1, minutes: 4, weekAttempts: 2 },
    };
    const { reads } = fakeServer(figures);
    openPage();
    const progress = screen.getByTestId('current-progress');
    expect(
      await within(progress).findByText(
        'character 1: 3 lessons, 12 minutes today, 1 days of plan, 9 attempts this week',
      ),
    ).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Play as Ben' }));

    expect(
      await within(progress).findByText(
        'character 2: 1 lessons, 4 minutes today, 1 days of plan, 2 attempts this week',
      ),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().characterId).toBe(BEN.characterId);
    expect(localStorage.getItem('characterId')).toBe('2');
    expect(screen.getByTestId('character-2')).toHaveAttribute('aria-current', 'true');
    expect(reads).toEqual(
      expect.arrayContaining([
        '/progress/lessons 2',
        '/report/today 2',
        '/report/history 2',
        '/report/period 2',
      ]),
    );

    // Ann practised on another device meanwhile: switching back shows it, though her figures are cached.
    figures[ANN.characterId] = { lessons: 4, minutes: 20, weekAttempts: 11 };
    reads.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Play as Ann' }));

    expect(
      await within(progress).findByText(
        'character 1: 4 lessons, 20 minutes today, 1 days of plan, 11 attempts this week',
      ),
    ).toBeInTheDocument();
    expect(reads).toEqual(
      expect.arrayContaining([
        '/progress/lessons 1',
        '/report/today 1',
        '/report/history 1',
        '/report/period 1',
      ]),
    );
    // The page draws every section, the accessibility form too: slow on a busy machine.
  }, 20_000);
});

describe('/character: the current role on its stage', () => {
  let reducedMotion = false;
  beforeEach(() => {
    reducedMotion = false;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce') && reducedMotion,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeServer({
      [ANN.characterId]: { lessons: 0, minutes: 0, weekAttempts: 0 },
      [BEN.characterId]: { lessons: 0, minutes: 0, weekAttempts: 0 },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the current role's avatar as its SVG with its label, the stage over it, playing", async () => {
    pixi.ticker.started = false;
    openPage();
    const stage = await screen.findByRole('img', { name: "Ann's avatar" }, { timeout: 10_000 });
    // The SVG stands in the stage's box from the start (the scene's chunk loading), and under the scene after.
    expect(stage).toHaveAttribute('data-testid', 'character-stage');
    expect(stage.querySelector('svg')).not.toBeNull();
    const scene = await within(stage).findByTestId('pixi-scene', {}, { timeout: 15_000 });
    expect(scene).toHaveAttribute('aria-hidden', 'true');
    expect(stage.querySelector('svg')).not.toBeNull();
    await waitFor(() => expect(pixi.ticker.started).toBe(true));
    // Another role: its SVG alone, with its label, no scene.
    const other = screen.getByRole('img', { name: "Ben's avatar" });
    expect(other.tagName.toLowerCase()).toBe('svg');
    expect(screen.getAllByTestId('pixi-scene')).toHaveLength(1);
  }, 20_000);

  it('stands still under reduced motion: one frame, the ticker stopped', async () => {
    reducedMotion = true;
    pixi.ticker.started = true;
    openPage();
    const stage = await screen.findByRole('img', { name: "Ann's avatar" }, { timeout: 10_000 });
    await within(stage).findByTestId('pixi-scene', {}, { timeout: 15_000 });
    await waitFor(() => expect(pixi.ticker.started).toBe(false));
    expect(stage.querySelector('svg')).not.toBeNull();
  }, 20_000);
});
