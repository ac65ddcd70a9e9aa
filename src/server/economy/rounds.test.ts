import { describe, expect, it } from 'vitest';
import {
  GAME_ROUND_COST_POINTS,
  ROUND_BEGIN_MINUTES,
  type Ledger,
  type RoundState,
  type Toolbox,
} from '../../contracts';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';
import { refundUnstartedRounds } from './rounds';
import { give, startRound, submitRound, walletOf } from './test-helpers';

type Learner = { token: string; characterId: number };

const roundAction = (
  app: Parameters<typeof call>[0],
  learner: Learner,
  action: 'begin' | 'leave',
  roundId: string,
) =>
  call<RoundState>(app, 'POST', `/economy/round/${action}`, {
    token: learner.token,
    payload: { characterId: learner.characterId, roundId },
  });

const ledgerOf = async (app: Parameters<typeof call>[0], learner: Learner) =>
  (
    await call<Ledger>(app, 'GET', '/economy/ledger', {
      token: learner.token,
      payload: { characterId: learner.characterId },
    })
  ).body.entries;

const usedItems = async (app: Parameters<typeof call>[0], learner: Learner) =>
  (
    await call<Toolbox>(app, 'GET', '/economy/toolbox', {
      token: learner.token,
      payload: { characterId: learner.characterId },
    })
  ).body.items.filter((item) => item.state === 'used').length;

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('a game round never begun is given back (%s)', (kind) => {
  // The clock moves past ROUND_BEGIN_MINUTES: the access tokens must outlive it.
  const server = suiteServer(kind, { ACCESS_TOKEN_TTL_SECONDS: '86400' });

  it('gives back at once the points and the item of a round the page left before it began', async () => {
    // Issue 28: Balloon Pop chosen with an extra life (59 -> 9 points at once), then the page reloaded.
    const learner = await guestWithStudent(server.app, 'Leaver');
    await give(server, learner.characterId, 'points', 9);
    const round = await startRound(server.app, learner, { gameId: 'BALLOON_POP', items: ['extra-life'] });
    expect(round.status).toBe(200);
    expect(round.body.wallet.points).toBe(9);
    expect(round.body.wallet.items['extra-life']).toBe(0);

    const left = await roundAction(server.app, learner, 'leave', round.body.roundId);
    expect(left.status).toBe(200);
    expect(left.body.state).toBe('refunded');
    expect(left.body.wallet.points).toBe(59);
    expect(left.body.wallet.items['extra-life']).toBe(1);
    expect(await usedItems(server.app, learner)).toBe(0);
    // Leaving again (pagehide, then the next visit) gives nothing more.
    const again = await roundAction(server.app, learner, 'leave', round.body.roundId);
    expect(again.body).toMatchObject({ state: 'refunded', wallet: { points: 59 } });

    // The ledger says why, for the points and the item.
    const entries = await ledgerOf(server.app, learner);
    const refunds = entries.filter((entry) => entry.reason === 'round-left');
    expect(refunds.map((entry) => [entry.currency, entry.delta, entry.subject]).sort()).toEqual([
      ['items', 1, 'extra-life'],
      ['points', GAME_ROUND_COST_POINTS, 'BALLOON_POP'],
    ]);

    // A result sent for a round given back earns nothing: it was not paid.
    const late = await submitRound(server.app, server.clock, learner, {
      gameId: 'BALLOON_POP',
      roundId: round.body.roundId,
    });
    expect(late.body.reward).toMatchObject({ roundPaid: false, points: 0 });
  });

  it('keeps a begun round charged: leaving it then gives nothing back, and its result is paid', async () => {
    const learner = await guestWithStudent(server.app, 'Player');
    const round = await startRound(server.app, learner, { items: ['hint'] });
    const begun = await roundAction(server.app, learner, 'begin', round.body.roundId);
    expect(begun.body).toMatchObject({ state: 'playing', wallet: { points: 0 } });
    const left = await roundAction(server.app, learner, 'leave', round.body.roundId);
    expect(left.body).toMatchObject({ state: 'playing', wallet: { points: 0, items: { hint: 0 } } });
    server.clock.advance((ROUND_BEGIN_MINUTES + 5) * MINUTE);
    expect(await refundUnstartedRounds(server.database.db, server.clock.now())).toBe(0);
    const paid = await submitRound(server.app, server.clock, learner, { roundId: round.body.roundId });
    expect(paid.body.reward).toMatchObject({ roundPaid: true });
    const finished = await roundAction(server.app, learner, 'leave', round.body.roundId);
    expect(finished.body.state).toBe('finished');
  });

  it('gives back a round not begun in time on the next read, and the sweep gives back anyone else', async () => {
    const closer = await guestWithStudent(server.app, 'Closer');
    const sleeper = await guestWithStudent(server.app, 'Sleeper');
    const closed = await startRound(server.app, closer, { items: ['slow-down'] });
    const slept = await startRound(server.app, sleeper);
    expect(closed.body.wallet.points).toBe(0);

    // Still within the time: nothing comes back yet.
    server.clock.advance((ROUND_BEGIN_MINUTES - 1) * MINUTE);
    expect((await walletOf(server.app, closer)).points).toBe(0);

    // The tab was closed and no request got through: the learner's next read gives the round back.
    server.clock.advance(2 * MINUTE);
    const wallet = await walletOf(server.app, closer);
    expect(wallet.points).toBe(GAME_ROUND_COST_POINTS);
    expect(wallet.items['slow-down']).toBe(1);
    const entries = await ledgerOf(server.app, closer);
    expect(entries.filter((entry) => entry.reason === 'round-unstarted')).toHaveLength(2);

    // The server's sweep gives back the other learner's without any read of theirs; once.
    expect(await refundUnstartedRounds(server.database.db, server.clock.now())).toBe(1);
    expect(await refundUnstartedRounds(server.database.db, server.clock.now())).toBe(0);
    const begun = await roundAction(server.app, sleeper, 'begin', slept.body.roundId);
    expect(begun.body).toMatchObject({ state: 'refunded', wallet: { points: GAME_ROUND_COST_POINTS } });
  });

  it('begins a round that waited too long only as given back, and never refunds a round twice at once', async () => {
    const learner = await guestWithStudent(server.app, 'Racer');
    const round = await startRound(server.app, learner);
    server.clock.advance((ROUND_BEGIN_MINUTES + 1) * MINUTE);
    // The begin, the leave and the sweep arrive together: the round comes back once.
    const answers = await Promise.all([
      roundAction(server.app, learner, 'begin', round.body.roundId),
      roundAction(server.app, learner, 'leave', round.body.roundId),
      refundUnstartedRounds(server.database.db, server.clock.now()),
    ]);
    expect(answers[0].body.state).toBe('refunded');
    expect((await walletOf(server.app, learner)).points).toBe(GAME_ROUND_COST_POINTS);
    const refunds = (await ledgerOf(server.app, learner)).filter((entry) =>
      ['round-left', 'round-unstarted'].includes(entry.reason),
    );
    expect(refunds).toHaveLength(1);
  });

  it('refuses a round of another learner', async () => {
    const owner = await guestWithStudent(server.app, 'Owner');
    const other = await guestWithStudent(server.app, 'Thief');
    await give(server, other.characterId, 'points', 1);
    const round = await startRound(server.app, owner);
    const stolen = await roundAction(server.app, other, 'leave', round.body.roundId);
    expect(stolen.status).toBe(400);
    expect((await walletOf(server.app, owner)).points).toBe(0);
    expect((await walletOf(server.app, other)).points).toBe(GAME_ROUND_COST_POINTS + 1);
  });
});
