import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { DEVICE_LIMITS } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { sessions, users } from '../db/schema';
import { sessionNetworks } from './schema';
import { tierAt } from '../user/tier';

/**
 * The network an address is on: its /24 (IPv4) or /64 (IPv6) prefix, hashed, so the address itself is never
 * kept. Devices behind one home or school router share it.
 */
export function networkOf(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  const prefix = v4 ? v4[1]! : address.split(':').slice(0, 4).join(':');
  return createHash('sha256').update(`net:${prefix}`).digest('hex').slice(0, 32);
}

/**
 * Device limits (spec 6), applied when a session opens. A device is a session the server issued: the deviceId a
 * client sends is its own choice (anyone may send the same one six times), so it never decides what is kept. A
 * lifetime member keeps up to 3 sessions at once on one network (sessions on another network, and the oldest
 * beyond 3, are signed out); everyone else keeps only the new one: every other open session of the account,
 * whatever device id it named, is signed out. The newest sign-in always wins, so a child is never locked out by
 * a forgotten device.
 */
export async function admitSession(
  context: ServerContext,
  session: { userId: number; sessionId: string; address: string | undefined },
  /** The login's transaction: the session row it reads is not committed yet. */
  db: Executor = context.db,
): Promise<void> {
  const network = networkOf(session.address ?? 'unknown');
  await db.insert(sessionNetworks).values({ sessionId: session.sessionId, network }).onConflictDoNothing();
  // The account's row locked: sign-ins of one account take turns, so each sees the sessions of those before it.
  const [user] = await db.select().from(users).where(eq(users.id, session.userId)).for('update');
  if (!user) return;
  const now = context.clock.now();
  const limit = DEVICE_LIMITS[tierAt(user, now)];
  const others = await db
    .select({ id: sessions.id, network: sessionNetworks.network })
    .from(sessions)
    .leftJoin(sessionNetworks, eq(sessionNetworks.sessionId, sessions.id))
    .where(
      and(
        eq(sessions.userId, session.userId),
        ne(sessions.id, session.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  let kept = 1;
  const signOut: string[] = [];
  for (const other of others) {
    if (other.network === network && kept < limit) kept++;
    else signOut.push(other.id);
  }
  if (signOut.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'device-limit' })
    .where(and(inArray(sessions.id, signOut), isNull(sessions.revokedAt)));
}
