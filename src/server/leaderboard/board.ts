import { sql, type SQL } from 'drizzle-orm';
import {
  LEADERBOARD_TOP,
  type Edition,
  type Leaderboard,
  type LeaderboardPayload,
  type LeaderboardRow,
  type RankingReason,
} from '../../contracts';
import type { ServerContext } from '../context';
import { ownCharacter } from '../character/service';
import { fail } from '../errors';
import { viewableGroups } from '../groups/access';
import { staleReadContext } from '../http/stale-reads';
import { sweepWindows } from './windows';

/**
 * The columns a board ranks by: its score bucket, its value and when it was reached (ties go to who got there
 * first). The bucket is monotone in the value, so ordering by bucket then value is ordering by value, and it
 * follows the board's index.
 */
const COLUMNS = {
  total: {
    bucket: sql.raw('w.total_bucket'),
    value: sql.raw('w.total'),
    at: sql.raw('w.total_at'),
    on: sql.raw('w.total > 0'),
  },
  progress: {
    bucket: sql.raw('w.progress_bucket'),
    value: sql.raw('w.progress'),
    at: sql.raw('w.progress_at'),
    on: sql.raw('w.progress is not null'),
  },
} as const;

interface RawRow {
  character_id: number | string;
  nickname: string;
  avatar: string;
  value: number | string;
  reached_at: string | Date;
  from_wpm: number | string | null;
  to_wpm: number | string | null;
  rank?: number | string;
  bucket?: number | string | null;
}

/** What a board's one statement answers (json columns arrive parsed, or as text on some drivers). */
interface BoardAnswer {
  top: unknown;
  entrants?: number | string;
  own?: unknown;
  /** Learners in the buckets above the viewer's. */
  above?: number | string;
  /** The viewer's bucket-mates ranked before them. */
  ahead?: number | string;
  verdict: unknown;
}

const rows = async <T>(context: ServerContext, query: SQL) =>
  ((await context.db.execute(query)) as unknown as { rows: T[] }).rows;
const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toRow(raw: RawRow, rank: number, viewer: number, progress: boolean): LeaderboardRow {
  const wpm = (value: number | string | null) =>
    progress && value !== null ? Math.round(Number(value) * 10) / 10 : null;
  return {
    rank,
    characterId: Number(raw.character_id),
    nickname: raw.nickname,
    avatar: raw.avatar as LeaderboardRow['avatar'],
    value: Number(raw.value),
    fromWpm: wpm(raw.from_wpm),
    toWpm: wpm(raw.to_wpm),
    reachedAt: new Date(raw.reached_at).toISOString(),
    own: Number(raw.character_id) === viewer,
  };
}

/**
 * A board as the viewer sees it: the top rows (ties to who got there first, then the older character), the
 * viewer's own row and rank when further down, and the viewer's latest result that did not count. Read from the
 * window rollups by index; nothing is summed on the request.
 */
export async function readBoard(
  context: ServerContext,
  userId: number,
  edition: Edition,
  payload: LeaderboardPayload,
): Promise<Leaderboard> {
  const viewer = await ownCharacter(context.db, userId, payload.characterId);
  const now = context.clock.now();
  // Normally a no-op: the server's timer sweeps (windows.ts, scheduleSweeps). It writes: on the primary.
  await sweepWindows(context.db, edition, now, true);
  // The board may be a second stale: from the replica when one is configured (http/stale-reads.ts).
  const reads = await staleReadContext(context, userId);
  const groups = await viewableGroups(reads.db, viewer.id);
  const column = COLUMNS[payload.board];
  const progress = payload.board === 'progress';
  const base = sql`w.edition = ${edition} and w.window_days = ${payload.window}::smallint and ${column.on}`;
  const fields = sql`w.character_id, c.nickname, c.avatar, ${column.value} as value, ${column.at} as reached_at,
    w.from_wpm, w.to_wpm`;
  const from = sql`from leaderboard_windows w join characters c on c.id = w.character_id`;
  const order = sql`order by ${column.bucket} desc nulls last, ${column.value} desc nulls last, ${column.at} asc,
    w.character_id asc`;

  const verdict = sql`(select json_build_object('reason', last_reason, 'at', last_reason_at)
    from leaderboard_typists where character_id = ${viewer.id}::int and last_reason is not null)`;
  let top: LeaderboardRow[];
  let own: LeaderboardRow | null = null;
  let entrants: number;
  let answer: BoardAnswer | undefined;
  if (payload.scope === 'everyone') {
    // One statement: the top rows, the board's size and the viewer's rank from the bucket counts, the viewer's
    // row, and their bucket-mates ahead of them (same bucket, value at least theirs: an index range).
    const publicRows = sql`${base} and not w.hidden`;
    [answer] = await rows<BoardAnswer>(
      reads,
      sql`with mine as (select ${fields}, ${column.bucket} as bucket ${from}
        where ${publicRows} and w.character_id = ${viewer.id}::int),
      counts as (select coalesce(sum(b.entrants), 0) as entrants,
          coalesce(sum(b.entrants) filter (where b.bucket > (select bucket from mine)), 0) as above
        from leaderboard_buckets b
        where b.edition = ${edition} and b.window_days = ${payload.window}::smallint
          and b.board = ${payload.board})
      select
        (select coalesce(json_agg(t order by t.position), '[]'::json) from (
          select ${fields}, row_number() over (${order}) as position ${from} where ${publicRows} ${order}
          limit ${LEADERBOARD_TOP}) t) as top,
        (select entrants from counts) as entrants,
        (select row_to_json(mine) from mine) as own,
        (select above from counts) as above,
        (select count(*) from leaderboard_windows w, mine m where ${publicRows} and ${column.bucket} = m.bucket
          and ${column.value} >= m.value and (${column.value} > m.value or ${column.at} < m.reached_at
          or (${column.at} = m.reached_at and w.character_id < m.character_id))) as ahead,
        ${verdict} as verdict`,
    );
    top = parse<RawRow[]>(answer?.top ?? '[]').map((raw, index) =>
      toRow(raw, index + 1, viewer.id, progress),
    );
    entrants = Number(answer?.entrants ?? 0);
    const mine = answer?.own ? parse<RawRow>(answer.own) : null;
    if (mine && !top.some((row) => row.own))
      own = toRow(mine, Number(answer?.above ?? 0) + Number(answer?.ahead ?? 0) + 1, viewer.id, progress);
  } else {
    let members: SQL;
    if (payload.scope === 'family') {
      members = sql`select id from characters where user_id = ${userId}::int and type = 'STUDENT'`;
    } else {
      const groupId = payload.groupId;
      if (!groupId || !groups.some((group) => group.groupId === groupId)) throw fail('GROUP_NOT_FOUND');
      members = sql`select character_id from group_members where group_id = ${groupId}::int`;
    }
    [answer] = await rows<BoardAnswer>(
      reads,
      sql`select (select coalesce(json_agg(t order by t.rank), '[]'::json) from (
          select ${fields}, row_number() over (${order}) as rank ${from}
          where ${base} and w.character_id in (${members})) t) as top,
        ${verdict} as verdict`,
    );
    const ranked = parse<RawRow[]>(answer?.top ?? '[]');
    entrants = ranked.length;
    const all = ranked.map((raw) => toRow(raw, Number(raw.rank), viewer.id, progress));
    top = all.slice(0, LEADERBOARD_TOP);
    own = all.slice(LEADERBOARD_TOP).find((row) => row.own) ?? null;
  }
  const last = answer?.verdict ? parse<{ reason: RankingReason; at: string }>(answer.verdict) : null;

  return {
    board: payload.board,
    scope: payload.scope,
    window: payload.window,
    rows: top,
    own,
    entrants,
    lastUncounted: last ? { reason: last.reason, at: new Date(last.at).toISOString() } : null,
    groups,
  };
}
