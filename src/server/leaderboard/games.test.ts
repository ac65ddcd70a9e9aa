import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, KeystrokeEntry, SubmitAttemptResult } from '../../contracts';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { MINUTE } from '../shared/clock';
import { humanGameTiming, humanTiming } from './fairness';
import { board, newLearner, type Learner } from './test-helpers';
import type { TestServer } from '../test/harness';

/**
 * A Star Patrol round as the game records it (src/games/kit/round-record.ts, which the server may not import): each
 * ship's word typed in a burst, a pause while the next ship is found, now and then a wrong key; between two ships
 * the game logs a space stamped with the next ship's first key (or the wrong key before it). Short words, as the
 * finger course's first lessons give.
 */
function starPatrolRound(options: {
  words: readonly string[];
  keyGapMs: number;
  pauseMs: number;
  seed: number;
}) {
  const keystrokes: KeystrokeEntry[] = [];
  const press = (char: string, timeStamp: number) => keystrokes.push({ kind: 'insert', char, timeStamp });
  let time = 10_000;
  let seed = options.seed;
  const jitter = (spread: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return (seed % spread) - spread / 2;
  };
  options.words.forEach((word, index) => {
    if (index > 0) {
      time += options.pauseMs + jitter(options.pauseMs / 2);
      press(' ', time);
    }
    if (index % 7 === 3) {
      press('k', time);
      time += options.pauseMs / 2;
    }
    [...word].forEach((char, at) => {
      if (at > 0) time += options.keyGapMs + jitter(options.keyGapMs / 2);
      press(char, time);
    });
  });
  return { text: options.words.join(' '), keystrokes };
}

const CHILD_WORDS = ['fj', 'jf', 'dk', 'kd', 'ff', 'jj', 'sl', 'ls', 'fdk', 'jd', 'kf', 'dj', 'fs', 'lj'];

async function playRound(server: TestServer, learner: Learner, round: ReturnType<typeof starPatrolRound>) {
  return call<SubmitAttemptResult & ApiErrorBody>(server.app, 'POST', '/attempt/submit', {
    token: learner.token,
    payload: {
      characterId: learner.characterId,
      idempotencyKey: randomUUID(),
      kind: 'game',
      gameId: 'STAR_TREK',
      mode: 'stop',
      text: round.text,
      keystrokes: round.keystrokes,
      startedAt: server.clock.now().getTime() - 60_000,
      timeZone: 'Europe/Paris',
    },
  });
}

describe('a game judged as a game is played', () => {
  it("leaves out the game's own spaces between targets, and reads the pace within a target's burst", () => {
    const child = starPatrolRound({ words: CHILD_WORDS, keyGapMs: 220, pauseMs: 1000, seed: 7 });
    // A lesson's rule reads the logged spaces (stamped with the next ship's first key) as keys rolled over.
    expect(humanTiming(child.keystrokes)).toBe(false);
    expect(humanGameTiming(child.keystrokes)).toBe(true);
    // Machine bursts hidden behind long pauses: a fair mean for a lesson's rule, not for a game's.
    const machine = starPatrolRound({
      words: ['jfkdls', 'sldkfj', 'fjdksl', 'kdjfls', 'lsfjdk', 'dkslfj'],
      keyGapMs: 12,
      pauseMs: 1500,
      seed: 3,
    });
    expect(humanTiming(machine.keystrokes)).toBe(true);
    expect(humanGameTiming(machine.keystrokes)).toBe(false);
  });
});

describe.each(TEST_DATABASES)('game rounds on the leaderboards (%s)', (kind) => {
  const server = suiteServer(kind);
  beforeEach(() => server.clock.advance(2 * MINUTE));

  it('counts a Star Patrol round typed as a child plays it on the total board', async () => {
    // Issue 28: two Star Patrol rounds at 31 WPM were left out with "The keys came faster than hands can type".
    const pilot = await newLearner(server.app, 'Pilot');
    const round = starPatrolRound({ words: CHILD_WORDS, keyGapMs: 200, pauseMs: 900, seed: 11 });
    const saved = await playRound(server, pilot, round);
    expect(saved.status).toBe(200);
    expect(saved.body.ranking).toEqual({ counts: true, reason: null });
    const total = await board(server, pilot, 'total', 7);
    const row = total.body.rows.find((entry) => entry.nickname === 'Pilot');
    // Every letter and every move to the next ship typed right: the round's whole text.
    expect(row?.value).toBe(round.text.length);
  });

  it('keeps an impossible round off the boards, and says why', async () => {
    const bot = await newLearner(server.app, 'PatrolBot');
    const round = starPatrolRound({
      words: ['jfkdls', 'sldkfj', 'fjdksl', 'kdjfls', 'lsfjdk', 'dkslfj'],
      keyGapMs: 12,
      pauseMs: 1500,
      seed: 5,
    });
    const saved = await playRound(server, bot, round);
    expect(saved.status).toBe(200);
    expect(saved.body.ranking).toEqual({ counts: false, reason: 'timing' });
    const total = await board(server, bot, 'total', 7);
    expect(total.body.rows.map((entry) => entry.nickname)).not.toContain('PatrolBot');
    expect(total.body.lastUncounted?.reason).toBe('timing');
  });
});
