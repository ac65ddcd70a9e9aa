import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { DEVICE_LIMITS } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { sessions } from '../db/schema';
import { findUser } from '../user/users';
import { sessionNetworks } from './schema';
import { tierAt } from './state';

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
 * Device limits (spec 6), applied when a session opens: a lifetime member keeps up to 3 devices signed in at
 * once on one network (sessions on another network, and the oldest devices beyond 3, are signed out); everyone
 * else keeps one device (the other devices' sessions are signed out). The newest sign-in always wins, so a
 * child is never locked out by a forgotten device. Sessions on the same device are never counted twice.
 */
export async function admitSession(
  context: ServerContext,
  session: { userId: number; sessionId: string; deviceId: string; address: string | undefined },
  /** The login's transaction: the session row it reads is not committed yet. */
  db: Executor = context.db,
): Promise<void> {
  const network = networkOf(session.address ?? 'unknown');
  await db.insert(sessionNetworks).values({ sessionId: session.sessionId, network }).onConflictDoNothing();
  const user = await findUser(db, session.userId);
  if (!user) return;
  const now = context.clock.now();
  const limit = DEVICE_LIMITS[tierAt(user, now)];
  const others = await db
    .select({ id: sessions.id, deviceId: sessions.deviceId, network: sessionNetworks.network })
    .from(sessions)
    .leftJoin(sessionNetworks, eq(sessionNetworks.sessionId, sessions.id))
    .where(
      and(
        eq(sessions.userId, session.userId),
        ne(sessions.id, session.sessionId),
        ne(sessions.deviceId, session.deviceId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.createdAt));
  const kept = new Set<string>([session.deviceId]);
  const signOut: string[] = [];
  for (const other of others) {
    const sameNetwork = limit > 1 && other.network === network;
    if (sameNetwork && (kept.has(other.deviceId) || kept.size < limit)) kept.add(other.deviceId);
    else signOut.push(other.id);
  }
  if (signOut.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'device-limit' })
    .where(and(inArray(sessions.id, signOut), isNull(sessions.revokedAt)));
}
