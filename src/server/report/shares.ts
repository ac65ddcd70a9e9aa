import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  REPORT_PERIODS,
  REPORT_SHARE_DAYS_DEFAULT,
  type ReportPeriod,
  type ReportShare,
  type ReportShares,
  type SharedReport,
  type ShareReportPayload,
} from '../../contracts';
import type { ServerContext } from '../context';
import { characters, reportShares } from '../db/schema';
import { fail } from '../errors';
import { ownCharacter } from '../character/service';
import { dayIn } from '../attempt/days';
import { zoneFor } from '../attempt/daily-reports';
import { reportOf } from './service';
import { DAY } from '../shared/clock';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const periodOf = (value: string): ReportPeriod =>
  (REPORT_PERIODS as readonly string[]).includes(value) ? (value as ReportPeriod) : 'week';

/** Makes a read-only link to one period's report of a character of the account (the period fixed today). */
export async function shareReport(
  context: ServerContext,
  userId: number,
  request: ShareReportPayload,
): Promise<ReportShare> {
  const character = await ownCharacter(context.db, userId, request.characterId);
  const timeZone = zoneFor(character, request.timeZone);
  const now = context.clock.now();
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + (request.days ?? REPORT_SHARE_DAYS_DEFAULT) * DAY);
  const [created] = await context.db
    .insert(reportShares)
    .values({
      tokenHash: hashToken(token),
      userId,
      characterId: character.id,
      period: request.period,
      day: request.date ?? dayIn(now, timeZone),
      timeZone,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: reportShares.id });
  if (!created) throw new Error('The report link was not stored.');
  return {
    shareId: created.id,
    token,
    path: `/report/shared/${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The links of a character of the account that still open its report (not expired, not withdrawn). */
export async function listReportShares(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<ReportShares> {
  const character = await ownCharacter(context.db, userId, characterId);
  const rows = await context.db
    .select()
    .from(reportShares)
    .where(
      and(
        eq(reportShares.characterId, character.id),
        eq(reportShares.userId, userId),
        isNull(reportShares.revokedAt),
        gt(reportShares.expiresAt, context.clock.now()),
      ),
    )
    .orderBy(desc(reportShares.createdAt));
  return {
    shares: rows.map((row) => ({
      shareId: row.id,
      period: periodOf(row.period),
      date: row.day,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * Withdraws a link of the account: from now on it answers REPORT_LINK_REVOKED. A link of another account, or
 * none, is REPORT_LINK_INVALID (whether it exists is not said). Withdrawing twice is fine.
 */
export async function revokeReportShare(
  context: ServerContext,
  userId: number,
  shareId: string,
): Promise<{ revoked: true }> {
  const [found] = await context.db
    .select({ id: reportShares.id, revokedAt: reportShares.revokedAt })
    .from(reportShares)
    .where(and(eq(reportShares.id, shareId), eq(reportShares.userId, userId)));
  if (!found) throw fail('REPORT_LINK_INVALID');
  if (!found.revokedAt) {
    await context.db
      .update(reportShares)
      .set({ revokedAt: context.clock.now() })
      .where(eq(reportShares.id, shareId));
  }
  return { revoked: true };
}

/** The report behind a shared link, as it is now, for anyone who has the link until it expires or is withdrawn. */
export async function sharedReport(context: ServerContext, token: string): Promise<SharedReport> {
  const [found] = await context.db
    .select({ share: reportShares, character: characters })
    .from(reportShares)
    .innerJoin(characters, eq(characters.id, reportShares.characterId))
    .where(eq(reportShares.tokenHash, hashToken(token)));
  if (!found) throw fail('REPORT_LINK_INVALID');
  const { share, character } = found;
  if (share.revokedAt) throw fail('REPORT_LINK_REVOKED');
  if (share.expiresAt.getTime() <= context.clock.now().getTime()) throw fail('REPORT_LINK_EXPIRED');
  return {
    nickname: character.nickname,
    avatar: character.avatar,
    expiresAt: share.expiresAt.toISOString(),
    report: await reportOf(context, character, periodOf(share.period), share.day, share.timeZone),
  };
}
