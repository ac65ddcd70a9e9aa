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

/** The parts of a board's statement that every scope shares. */
interface BoardQuery {
  reads: Awaited<ReturnType<typeof staleReadContext>>;
  base: SQL;
  fields: SQL;
  from: SQL;
  order: SQL;
  verdict: SQL;
  bucket: SQL;
  value: SQL;
  at: SQL;
  viewerId: number;
  progress: boolean;
}

interface BoardRead {
  top: LeaderboardRow[];
  own: LeaderboardRow | null;
  entrants: number;
  answer: BoardAnswer | undefined;
}

/**
 * The public board in one statement: the top rows, the board's size and the viewer's rank from the bucket counts,
 * the viewer's row, and their bucket-mates ahead of them (same bucket, value at least theirs: an index range).
 */
async function publicBoard(
  q: BoardQuery,
  board: { edition: Edition; window: number; name: string },
): Promise<BoardRead> {
  const { fields, from, order, bucket, value, at, viewerId, progress } = q;
  const publicRows = sql`${q.base} and not w.hidden`;
  const [answer] = await rows<BoardAnswer>(
    q.reads,
    sql`with mine as (select ${fields}, ${bucket} as bucket ${from}
        where ${publicRows} and w.character_id = ${viewerId}::int),
      counts as (select coalesce(sum(b.entrants), 0) as entrants,
          coalesce(sum(b.entrants) filter (where b.bucket > (select bucket from mine)), 0) as above
        from leaderboard_buckets b
        where b.edition = ${board.edition} and b.window_days = ${board.window}::smallint
          and b.board = ${board.name})
      select
        (select coalesce(json_agg(t order by t.position), '[]'::json) from (
          select ${fields}, row_number() over (${order}) as position ${from} where ${publicRows} ${order}
          limit ${LEADERBOARD_TOP}) t) as top,
        (select entrants from counts) as entrants,
        (select row_to_json(mine) from mine) as own,
        (select above from counts) as above,
        (select count(*) from leaderboard_windows w, mine m where ${publicRows} and ${bucket} = m.bucket
          and ${value} >= m.value and (${value} > m.value or ${at} < m.reached_at
          or (${at} = m.reached_at and w.character_id < m.character_id))) as ahead,
        ${q.verdict} as verdict`,
  );
  const top = parse<RawRow[]>(answer?.top ?? '[]').map((raw, index) =>
    toRow(raw, index + 1, viewerId, progress),
  );
  const mine = answer?.own ? parse<RawRow>(answer.own) : null;
  const own =
    mine && !top.some((row) => row.own)
      ? toRow(mine, Number(answer?.above ?? 0) + Number(answer?.ahead ?? 0) + 1, viewerId, progress)
      : null;
  return { top, own, entrants: Number(answer?.entrants ?? 0), answer };
}

/** A board of some characters only (a family's, a class's), ranked whole. */
async function membersBoard(q: BoardQuery, members: SQL): Promise<BoardRead> {
  const [answer] = await rows<BoardAnswer>(
    q.reads,
    sql`select (select coalesce(json_agg(t order by t.rank), '[]'::json) from (
          select ${q.fields}, row_number() over (${q.order}) as rank ${q.from}
          where ${q.base} and w.character_id in (${members})) t) as top,
        ${q.verdict} as verdict`,
  );
  const ranked = parse<RawRow[]>(answer?.top ?? '[]');
  const all = ranked.map((raw) => toRow(raw, Number(raw.rank), q.viewerId, q.progress));
  return {
    top: all.slice(0, LEADERBOARD_TOP),
    own: all.slice(LEADERBOARD_TOP).find((row) => row.own) ?? null,
    entrants: ranked.length,
    answer,
  };
}

/** Who a family's or a class's board holds; a class the viewer may not see is not found. */
function boardMembers(payload: LeaderboardPayload, userId: number, groups: { groupId: number }[]): SQL {
  if (payload.scope === 'family')
    return sql`select id from characters where user_id = ${userId}::int and type = 'STUDENT'`;
  const groupId = payload.groupId;
  if (!groupId || !groups.some((group) => group.groupId === groupId)) throw fail('GROUP_NOT_FOUND');
  return sql`select character_id from group_members where group_id = ${groupId}::int`;
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
  const groups = await viewableGroups(reads, viewer.id);
  const column = COLUMNS[payload.board];
  const query: BoardQuery = {
    reads,
    base: sql`w.edition = ${edition} and w.window_days = ${payload.window}::smallint and ${column.on}`,
    fields: sql`w.character_id, c.nickname, c.avatar, ${column.value} as value, ${column.at} as reached_at,
    w.from_wpm, w.to_wpm`,
    from: sql`from leaderboard_windows w join characters c on c.id = w.character_id`,
    order: sql`order by ${column.bucket} desc nulls last, ${column.value} desc nulls last, ${column.at} asc,
    w.character_id asc`,
    verdict: sql`(select json_build_object('reason', last_reason, 'at', last_reason_at)
    from leaderboard_typists where character_id = ${viewer.id}::int and last_reason is not null)`,
    bucket: column.bucket,
    value: column.value,
    at: column.at,
    viewerId: viewer.id,
    progress: payload.board === 'progress',
  };
  const { top, own, entrants, answer } =
    payload.scope === 'everyone'
      ? await publicBoard(query, { edition, window: payload.window, name: payload.board })
      : await membersBoard(query, boardMembers(payload, userId, groups));
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
