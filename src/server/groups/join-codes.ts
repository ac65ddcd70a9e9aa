import { eq } from 'drizzle-orm';
import { JOIN_CODE_ALPHABET, JOIN_CODE_DAYS, JOIN_CODE_LENGTH } from '../../contracts';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { randomCode } from '../shared/random-code';
import { DAY } from '../shared/clock';
import type { GroupRow } from './access';
import { groups } from './schema';

/** A group's join code: drawn, dated, and the group it opens. */

/** A fresh join code (the unique index refuses one already taken; the caller draws again). */
export const newJoinCode = (): string => randomCode(JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH);

export const joinCodeExpiry = (now: Date) => new Date(now.getTime() + JOIN_CODE_DAYS * DAY);

/** The group a join code opens, if the code is on and not expired. */
export async function groupByCode(context: ServerContext, code: string): Promise<GroupRow> {
  const [row] = await context.db.select().from(groups).where(eq(groups.joinCode, code.toUpperCase()));
  if (!row) throw fail('JOIN_CODE_INVALID');
  if (!row.joinCodeEnabled) throw fail('JOIN_CODE_DISABLED');
  if (row.joinCodeExpiresAt && row.joinCodeExpiresAt.getTime() <= context.clock.now().getTime()) {
    throw fail('JOIN_CODE_EXPIRED');
  }
  return row;
}
