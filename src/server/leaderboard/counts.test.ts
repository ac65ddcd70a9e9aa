import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LEADERBOARD_TOP, type LeaderboardBoard, type LeaderboardWindow } from '../../contracts';
import type { ServerContext } from '../context';
import type { GroupOversight } from '../groups/access';
import { DAY, MINUTE } from '../shared/clock';
import { TEST_DATABASES, suiteServer } from '../test/harness';
import { readBoard } from './board';
import { rewriteWindows, scheduleSweeps } from './windows';

/**
 * The public boards' size and a viewer's rank come from bucket counts kept beside the window rows
 * (leaderboard_buckets). These tests check them against a ranking worked out here from the days each learner
 * typed: a viewer far below the top, learners packed into one bucket with equal values (ties to who got there
 * first, then the older character), days leaving the window, and a character deleted.
 */

/** A learner's two counted days: `early` five days ago and `late` yesterday (UTC, the learners' time zone). */
interface Plan {
  id: number;
  userId: number;
  earlyChars: number;
  lateChars: number;
  /** Speeds in WPM: progress is late over early. */
  earlyWpm: number;
  lateWpm: number;
  /** Minutes after the late day's start when the late result arrived. */
  lateMinute: number;
}

interface Expected {
  id: number;
  value: number;
  at: number;
}

/** Best first: value, then who got there first, then the older character. */
const ranked = (entries: Expected[]) =>
  [...entries].sort((a, b) => b.value - a.value || a.at - b.at || a.id - b.id);

const LEARNERS = 45;

describe.each(TEST_DATABASES)('leaderboard bucket counts (%s)', (kind) => {
  const server = suiteServer(kind);
  // No school holds these learners' groups: nobody oversees a group they do not own.
  const groupOversight: GroupOversight = {
    oversees: async () => false,
    overseenBy: async () => [],
    holderName: async () => null,
  };
  const context = () =>
    ({ db: server.database.db, clock: server.clock, groupOversight }) as unknown as ServerContext;
  const db = () => server.database.db;
  const rowsOf = async <T>(query: SQL) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  const countOf = async (query: SQL) => Number((await rowsOf<{ n: number | string }>(query))[0]?.n);
  const dayStart = (daysAgo: number) => {
    const now = server.clock.now();
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY;
  };
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

  async function seed(): Promise<Plan[]> {
    const users = await rowsOf<{ id: number }>(sql`insert into users (is_guest, last_login_type)
      select true, 'guest' from generate_series(1, ${LEARNERS}::int) returning id`);
    const plans: Plan[] = [];
    for (const [index, row] of users.entries()) {
      const [character] = await rowsOf<{
        id: number;
      }>(sql`insert into characters (user_id, type, avatar, nickname, time_zone)
        values (${row.id}::int, 'STUDENT', 'avatar-student-1', ${`Counted${index}`}, 'UTC') returning id`);
      const dense = index < 30;
      plans.push({
        id: Number(character?.id),
        userId: Number(row.id),
        // Thirty learners between 1,012 and 1,018 characters (one bucket), with equal totals among them; the rest
        // spread out below.
        earlyChars: dense ? 506 : 100 + index * 7,
        lateChars: dense ? 506 + (index % 4) * 2 : 90 + index * 5,
        earlyWpm: 20,
        // Progress 10 % for a third of them (one bucket, equal values), the rest spread.
        lateWpm: index % 3 === 0 ? 22 : 20 + (index % 11) * 0.6 + 0.2,
        // Some arrive in the same minute: their tie goes to the older character.
        lateMinute: index % 5,
      });
    }
    for (const plan of plans) {
      const early = dayStart(5) + 10 * MINUTE;
      const late = dayStart(1) + (60 + plan.lateMinute) * MINUTE;
      await db().execute(sql`insert into leaderboard_days
        (edition, character_id, day, chars, speed_chars, speed_ms, last_at) values
        ('global', ${plan.id}::int, ${isoDay(early)}::date, ${plan.earlyChars}::int, ${plan.earlyWpm * 5}::float8,
          60000, ${new Date(early)}::timestamptz),
        ('global', ${plan.id}::int, ${isoDay(late)}::date, ${plan.lateChars}::int, ${plan.lateWpm * 5}::float8,
          60000, ${new Date(late)}::timestamptz)`);
    }
    await rewriteWindows(db(), 'global', server.clock.now(), sql`select id from characters`);
    return plans;
  }

  const lateAt = (plan: Plan) => dayStart(1) + (60 + plan.lateMinute) * MINUTE;
  const totals = (plans: Plan[], withEarly: boolean) =>
    ranked(
      plans.map((plan) => ({
        id: plan.id,
        value: plan.lateChars + (withEarly ? plan.earlyChars : 0),
        at: lateAt(plan),
      })),
    );
  const progresses = (plans: Plan[]) =>
    ranked(
      plans.map((plan) => ({
        id: plan.id,
        value: Math.round((plan.lateWpm / plan.earlyWpm - 1) * 1000) / 10,
        at: lateAt(plan),
      })),
    );

  /** The rank and board size every learner is shown, as the board answers them. */
  async function shown(plans: Plan[], board: LeaderboardBoard, window: LeaderboardWindow) {
    const ranks = new Map<number, number>();
    let entrants = -1;
    for (const plan of plans) {
      const answer = await readBoard(context(), plan.userId, 'global', {
        characterId: plan.id,
        deviceId: 'test-device-0001',
        board,
        scope: 'everyone',
        window,
      });
      entrants = answer.entrants;
      const own = answer.rows.find((row) => row.own) ?? answer.own;
      if (own) ranks.set(plan.id, own.rank);
      expect(answer.rows.map((row) => row.rank)).toEqual(answer.rows.map((_, index) => index + 1));
    }
    return { ranks, entrants };
  }

  /** The counts as kept against the counts recomputed from the window rows. */
  async function countsMatchRows() {
    const kept = await rowsOf(sql`select window_days, board, bucket, entrants from leaderboard_buckets
      where entrants <> 0 order by 1, 2, 3`);
    const recount = await rowsOf(sql`select window_days, board, bucket, count(*)::int as entrants from (
        select window_days, 'total' as board, total_bucket as bucket from leaderboard_windows
        where not hidden and total > 0
        union all
        select window_days, 'progress', progress_bucket from leaderboard_windows
        where not hidden and progress is not null) as on_board
      group by 1, 2, 3 order by 1, 2, 3`);
    const plain = (rows: unknown[]) =>
      (rows as Record<string, unknown>[]).map((row) => [
        Number(row.window_days),
        row.board,
        Number(row.bucket),
        Number(row.entrants),
      ]);
    expect(plain(kept)).toEqual(plain(recount));
  }

  it('gives every viewer their exact rank and the board its size, ties to who got there first', async () => {
    const plans = await seed();
    // The dense bucket really is one bucket: the counts alone could not rank its learners.
    const buckets = await countOf(sql`select count(distinct total_bucket)::int as n from leaderboard_windows
      where window_days = 7 and character_id in (${sql.join(
        plans.slice(0, 30).map((plan) => sql`${plan.id}::int`),
        sql`, `,
      )})`);
    expect(buckets).toBe(1);

    for (const [board, expected] of [
      ['total', totals(plans, true)],
      ['progress', progresses(plans)],
    ] as const) {
      const { ranks, entrants } = await shown(plans, board, 7);
      expect(entrants).toBe(LEARNERS);
      const expectedRanks = new Map(expected.map((entry, index) => [entry.id, index + 1]));
      expect(ranks).toEqual(expectedRanks);
      // Far-down viewers are among them: ranks beyond the top rows, up to the last.
      expect(Math.max(...ranks.values())).toBe(LEARNERS);
      expect([...ranks.values()].filter((rank) => rank > LEADERBOARD_TOP)).toHaveLength(
        LEARNERS - LEADERBOARD_TOP,
      );
    }
    await countsMatchRows();
  });

  it('keeps the counts right as days leave the window, rows are emptied and deleted, and a character goes', async () => {
    const plans = (
      await rowsOf<{ id: number; user_id: number }>(sql`select c.id, c.user_id from characters c
        where c.nickname like 'Counted%' order by c.id`)
    ).map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
    expect(plans).toHaveLength(LEARNERS);
    // Two days on, the early day has left the 7-day window (the sweep rewrites each row at its midnight): the
    // 7-day progress board is empty, the totals are the late day's alone, the 30-day boards are unchanged.
    server.clock.advance(2 * DAY + 2 * MINUTE);
    const viewer = plans[LEARNERS - 1]!;
    const read = (board: LeaderboardBoard, window: LeaderboardWindow) =>
      readBoard(context(), viewer.userId, 'global', {
        characterId: viewer.id,
        deviceId: 'test-device-0001',
        board,
        scope: 'everyone',
        window,
      });
    expect((await read('progress', 7)).entrants).toBe(0);
    expect((await read('progress', 7)).rows).toEqual([]);
    expect((await read('total', 7)).entrants).toBe(LEARNERS);
    expect((await read('progress', 30)).entrants).toBe(LEARNERS);
    await countsMatchRows();
    // The last learner: 90 + 44 * 5 characters on the late day, below the 30 dense learners' 506-512 each and
    // above the other spread ones (their late days are shorter): rank 31.
    const own = (await read('total', 7)).own;
    expect(own).toMatchObject({ rank: 31, value: 90 + 44 * 5, own: true });

    // A week after the late day, the 7-day boards are empty: the rows are emptied, then deleted by the next
    // sweep, and the counts stay right throughout.
    server.clock.advance(6 * DAY);
    expect((await read('total', 7)).entrants).toBe(0);
    await countsMatchRows();
    const emptied = await countOf(
      sql`select count(*)::int as n from leaderboard_windows where window_days = 7 and total = 0`,
    );
    expect(emptied).toBe(LEARNERS);
    server.clock.advance(2 * MINUTE);
    expect((await read('total', 30)).entrants).toBe(LEARNERS);
    expect(await countOf(sql`select count(*)::int as n from leaderboard_windows where window_days = 7`)).toBe(
      0,
    );
    await countsMatchRows();

    // A deleted character leaves the boards' counts with its rows; the viewer below it moves up.
    const before = (await read('total', 30)).own?.rank ?? 0;
    await db().execute(sql`delete from characters where id = ${plans[0]!.id}::int`);
    const after = await read('total', 30);
    expect(after.entrants).toBe(LEARNERS - 1);
    expect(after.own?.rank).toBe(before - 1);
    await countsMatchRows();
  });

  it('sweeps days out of the boards on the server timer, with no board read', async () => {
    const onBoard = () =>
      countOf(sql`select count(*)::int as n from leaderboard_windows where window_days = 30 and total > 0`);
    expect(await onBoard()).toBe(LEARNERS - 1);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const stop = scheduleSweeps(db(), server.clock, log);
    try {
      // A month on, every 30-day row is due; only the timer runs.
      server.clock.advance(30 * DAY);
      await vi.advanceTimersByTimeAsync(60_000);
      for (let wait = 0; wait < 100 && (await onBoard()) > 0; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(errors).toEqual([]);
      expect(await onBoard()).toBe(0);
      await countsMatchRows();
      const buckets = await countOf(
        sql`select coalesce(sum(entrants), 0)::int as n from leaderboard_buckets where window_days = 30`,
      );
      expect(buckets).toBe(0);
    } finally {
      await stop();
      vi.useRealTimers();
    }
  });
});
