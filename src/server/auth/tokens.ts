import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { AuthInfo } from '../http/auth';
import type { LoginType } from '../../contracts';
import type { Database, Executor } from '../db/database';
import { executePrepared } from '../db/prepared';
import { refreshTokens, sessions } from '../db/schema';
import { fail } from '../errors';
import { DAY, type Clock } from '../shared/clock';

/**
 * A used refresh token presented again this soon, whose successor was never used, is a retry after a lost answer
 * (not a theft): it is rotated again and the unseen successor withdrawn.
 */
export const REFRESH_RETRY_MS = 30_000;

/** The tokens of a login result; times are epoch ms. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expireTime: number;
  refreshExpireTime: number;
}

/** Device details kept with a session. */
export interface SessionDevice {
  deviceId: string;
  clientType?: string | undefined;
  osType?: string | undefined;
  channel?: string | undefined;
}

const ISSUER = 'keyquest';

/** A token whose signature and claims jose checked: who it names and its time claims (epoch seconds). */
interface VerifiedToken {
  userId: number;
  sessionId: string;
  expiresAt: number;
  notBefore: number | undefined;
}

/** How many checked access tokens a server remembers (a school morning's learners, a few MB). */
export const VERIFIED_TOKENS_MAX = 20_000;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * Sessions and their tokens. An access token is a short-lived JWT (HS256) naming the user and the session;
 * each request also checks that the session is still open, so signing out or deleting the account ends it at
 * once. A refresh token (`<id>.<secret>`, only a hash of the secret is stored) is used once: refreshing
 * returns a new one; presenting a used one again means it was copied, and the whole session is closed.
 */
export class TokenService {
  // The HMAC key imported once: given the secret's bytes, jose would import it again on every token it signs or
  // checks (every API request checks one).
  private readonly key: Promise<CryptoKey>;
  /** Access tokens already checked (signature, issuer, algorithm, names), by token: see verifyAccess. */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    secret: string,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlDays: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    // A key that cannot be imported fails each use (a refused token, a failed sign-in), not the process.
    this.key.catch(() => undefined);
  }

  /** Opens a session for a login and issues its first tokens (in the login's transaction when given one). */
  async startSession(
    userId: number,
    loginType: LoginType,
    device: SessionDevice,
    executor: Executor = this.db,
  ): Promise<IssuedTokens> {
    const sessionId = randomUUID();
    const refreshExpiresAt = new Date(this.clock.now().getTime() + this.refreshTtlDays * DAY);
    await executor.insert(sessions).values({
      id: sessionId,
      userId,
      loginType,
      deviceId: device.deviceId,
      clientType: device.clientType ?? null,
      osType: device.osType ?? null,
      channel: device.channel ?? null,
      createdAt: this.clock.now(),
      expiresAt: refreshExpiresAt,
    });
    const refresh = await this.insertRefreshToken(executor, sessionId, refreshExpiresAt);
    return this.tokensFor(userId, sessionId, refresh, refreshExpiresAt);
  }

  /** Rotates a refresh token: the user and fresh tokens, or an error (a reused token closes its session). */
  async refresh(refreshToken: string): Promise<{ userId: number; tokens: IssuedTokens }> {
    const [id, secret] = refreshToken.split('.');
    if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) throw fail('REFRESH_TOKEN_INVALID');
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.id, id))
        .for('update');
      if (!row || !timingSafeEqual(Buffer.from(row.token.tokenHash, 'hex'), hashSecret(secret))) {
        return { error: 'REFRESH_TOKEN_INVALID' } as const;
      }
      if (row.session.revokedAt) return { error: 'REFRESH_TOKEN_INVALID' } as const;
      // A used token again is a copy (a theft), unless it is a retry after a lost answer (lostAnswer): the
      // refresh went through but its answer never arrived (the network dropped, the page closed).
      if (row.token.usedAt && !(await this.lostAnswer(tx, row.token, now))) {
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: 'refresh-token-reused' })
          .where(eq(sessions.id, row.session.id));
        return { error: 'REFRESH_TOKEN_REUSED' } as const;
      }
      if (row.token.expiresAt <= now) return { error: 'REFRESH_TOKEN_INVALID' } as const;
      // The lifetime slides: a learner who comes back within 180 days stays signed in.
      const refreshExpiresAt = new Date(now.getTime() + this.refreshTtlDays * DAY);
      const next = await this.insertRefreshToken(tx, row.session.id, refreshExpiresAt);
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, replacedBy: next.split('.')[0]! })
        .where(eq(refreshTokens.id, id));
      await tx.update(sessions).set({ expiresAt: refreshExpiresAt }).where(eq(sessions.id, row.session.id));
      return {
        error: null,
        userId: row.session.userId,
        sessionId: row.session.id,
        next,
        refreshExpiresAt,
      } as const;
    });
    // The reuse verdict is committed before the error leaves.
    if (outcome.error !== null) throw fail(outcome.error);
    return {
      userId: outcome.userId,
      tokens: await this.tokensFor(outcome.userId, outcome.sessionId, outcome.next, outcome.refreshExpiresAt),
    };
  }

  /**
   * The user and session of a valid access token of an open session, else null. The token's signature and claims
   * are checked once and remembered for its remaining life (`verified`); its time claims (exp, nbf) are checked on
   * every call as jose checks them, and the session's row on every call (signing out or a deleted account ends it
   * at once), in one prepared statement.
   */
  async verifyAccess(accessToken: string, executor: Executor = this.db): Promise<AuthInfo | null> {
    const claims = await this.checkedClaims(accessToken);
    if (!claims) return null;
    const { userId, sessionId } = claims;
    const open = (await executePrepared(
      executor,
      sql`select 1 from sessions where id = ${sessionId}::uuid and user_id = ${userId}::int
        and revoked_at is null and expires_at > ${this.clock.now()}::timestamptz`,
    )) as { rows: unknown[] };
    return open.rows.length > 0 ? { userId, sessionId } : null;
  }

  /** A token's checked claims: from `verified` while its time claims hold, else checked by jose (null: refused). */
  private async checkedClaims(accessToken: string): Promise<VerifiedToken | null> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const known = this.verified.get(accessToken);
    if (known) {
      if (known.expiresAt > now && (known.notBefore === undefined || known.notBefore <= now)) return known;
      this.verified.delete(accessToken);
    }
    try {
      const { payload } = await jwtVerify(accessToken, await this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      const sessionId = String(payload.sid);
      if (!Number.isSafeInteger(userId) || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
      const checked: VerifiedToken = {
        userId,
        sessionId,
        expiresAt: payload.exp ?? 0,
        notBefore: payload.nbf,
      };
      // Only a token that expires is remembered, until it does; the oldest is forgotten first when full.
      if (payload.exp !== undefined) {
        if (this.verified.size >= VERIFIED_TOKENS_MAX) {
          const oldest = this.verified.keys().next();
          if (!oldest.done) this.verified.delete(oldest.value);
        }
        this.verified.set(accessToken, checked);
      }
      return checked;
    } catch {
      return null;
    }
  }

  /** Closes a session: its access and refresh tokens stop working. */
  /** Closes every open session of a user but one (a password change keeps the session that made it). */
  async revokeOtherSessions(
    userId: number,
    keepSessionId: string,
    reason: string,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .update(sessions)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** The session a refresh token belongs to (whatever its state), to sign out with it. */
  async sessionOfRefreshToken(refreshToken: string): Promise<string | null> {
    const [id, secret] = refreshToken.split('.');
    if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return null;
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
    if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), hashSecret(secret))) return null;
    return row.sessionId;
  }

  /**
   * Whether a used token comes back because its answer was lost: used within REFRESH_RETRY_MS, and the token it
   * was rotated into never used. Then that successor is withdrawn (marked used) so only the retry's token lives.
   */
  private async lostAnswer(
    tx: Executor,
    token: { usedAt: Date | null; replacedBy: string | null },
    now: Date,
  ): Promise<boolean> {
    if (!token.usedAt || !token.replacedBy) return false;
    if (now.getTime() - token.usedAt.getTime() > REFRESH_RETRY_MS) return false;
    const withdrawn = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, token.replacedBy), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    return withdrawn.length > 0;
  }

  private async insertRefreshToken(
    executor: Pick<Database, 'insert'>,
    sessionId: string,
    expiresAt: Date,
  ): Promise<string> {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await executor.insert(refreshTokens).values({
      id,
      sessionId,
      tokenHash: hashSecret(secret).toString('hex'),
      expiresAt,
      createdAt: this.clock.now(),
    });
    return `${id}.${secret}`;
  }

  private async tokensFor(
    userId: number,
    sessionId: string,
    refreshToken: string,
    refreshExpiresAt: Date,
  ): Promise<IssuedTokens> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = issuedAt + this.accessTtlSeconds;
    const accessToken = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
    return {
      accessToken,
      refreshToken,
      expireTime: expiresAt * 1000,
      refreshExpireTime: refreshExpiresAt.getTime(),
    };
  }
}

/** Who a valid access token speaks for (defined with the request's auth hook). */
export type { AuthInfo };
