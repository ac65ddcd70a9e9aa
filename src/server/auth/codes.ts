import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodeChannel,
  type LocaleCode,
  type SendCodeResult,
} from '../../contracts';
import type { ServerContext } from '../context';
import { verificationCodes } from '../db/schema';
import { fail } from '../errors';
import { translate } from '../i18n';
import { DAY, HOUR, SECOND } from '../shared/clock';
import { spendBudget, spendBudgets } from '../shared/limits';
import { clientKey } from '../shared/client-key';
import { DIGITS, randomCode } from '../shared/random-code';

export type CodePurpose = 'login' | 'bind';

/** Wrong verification codes from one address per day, across every code and target. */
export const CODE_GUESSES_PER_ADDRESS_PER_DAY = 20;
/**
 * Code messages sent (each one billed by the mail or SMS provider): per target (an address or phone, whoever asks)
 * and per client address (whatever targets it names), an hour and a day.
 */
export const CODE_SENDS = {
  perTargetPerHour: 5,
  perTargetPerDay: 10,
  perAddressPerHour: 30,
  perAddressPerDay: 100,
} as const;

function codeHash(key: string, purpose: CodePurpose, target: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}\u0000${target}\u0000${code}`).digest();
}

/**
 * The budgets a code message spends (CODE_SENDS, counted in the database): its target's, whoever asks, and the
 * client address's, whatever targets it names, an hour and a day each.
 */
function sendBudgets(request: { via: CodeChannel; target: string; address: string }) {
  const target = `${request.via}:${request.target.replace(/^\+/, '')}`;
  const address = clientKey(request.address);
  return [
    { key: `code-sends|address|${address}|hour`, limit: CODE_SENDS.perAddressPerHour, windowMs: HOUR },
    { key: `code-sends|address|${address}|day`, limit: CODE_SENDS.perAddressPerDay, windowMs: DAY },
    { key: `code-sends|target|${target}|hour`, limit: CODE_SENDS.perTargetPerHour, windowMs: HOUR },
    { key: `code-sends|target|${target}|day`, limit: CODE_SENDS.perTargetPerDay, windowMs: DAY },
  ];
}

/**
 * Sends a 4-digit code to an email address or a phone. Another code for the same target and purpose can be
 * asked for after the resend countdown; the newest code replaces the earlier ones. Each message is counted
 * against its target and the client address (`sendBudgets`; CODE_SENDS_EXCEEDED beyond), after the countdown
 * and before it is sent; a message that could not be sent gives its counts back.
 */
export async function sendCode(
  context: ServerContext,
  request: { via: CodeChannel; target: string; purpose: CodePurpose; language: LocaleCode; address: string },
): Promise<SendCodeResult> {
  const { db, clock } = context;
  const now = clock.now();
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, request.target), eq(verificationCodes.purpose, request.purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + CODE_RESEND_SECONDS * SECOND - now.getTime();
    if (waitMs > 0) throw fail('CODE_RESEND_TOO_SOON', { retryAfterSeconds: Math.ceil(waitMs / SECOND) });
  }
  const giveBack = await spendBudgets(context, sendBudgets(request), 'CODE_SENDS_EXCEEDED');
  const code = randomCode(DIGITS, 4);
  const [row] = await db
    .insert(verificationCodes)
    .values({
      via: request.via,
      target: request.target,
      purpose: request.purpose,
      codeHash: codeHash(context.codeKey, request.purpose, request.target, code).toString('hex'),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * SECOND),
      createdAt: now,
    })
    .returning({ id: verificationCodes.id });
  const minutes = CODE_TTL_SECONDS / 60;
  try {
    await context.sender.send({
      via: request.via,
      to: request.target,
      subject: translate(request.language, 'server.code.subject'),
      text: translate(request.language, 'server.code.text', { code, minutes }),
      code,
    });
  } catch (error) {
    // Not sent: drop it, so that the countdown does not block the next try.
    if (row) await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
    await giveBack();
    throw Object.assign(fail('MESSAGE_SEND_FAILED'), { cause: error });
  }
  return { resendAfterSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
}

/**
 * Checks a code against the newest one sent to the target for the purpose, and uses it up when it matches.
 * A wrong code counts an attempt; after CODE_MAX_ATTEMPTS wrong tries the code is dead. Before any code is
 * compared, the try is counted against the client address's day (CODE_GUESSES_PER_ADDRESS_PER_DAY wrong codes,
 * whichever code or target they were for; CODE_GUESSES_EXCEEDED beyond): counted first, in one atomic step, so a
 * burst of parallel tries cannot pass the budget together; a right code gives its count back.
 */
export async function consumeCode(
  context: ServerContext,
  request: { target: string; purpose: CodePurpose; code: string; address: string },
): Promise<void> {
  const { db, clock } = context;
  const guesses = {
    key: `code-guesses|${clientKey(request.address)}`,
    limit: CODE_GUESSES_PER_ADDRESS_PER_DAY,
    windowMs: DAY,
  };
  await spendBudget(context, guesses, 'CODE_GUESSES_EXCEEDED');
  const now = clock.now();
  const verdict = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, request.target),
          eq(verificationCodes.purpose, request.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return 'CODE_INVALID' as const;
    if (row.expiresAt <= now) return 'CODE_EXPIRED' as const;
    if (row.attempts >= CODE_MAX_ATTEMPTS) return 'CODE_ATTEMPTS_EXCEEDED' as const;
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = codeHash(context.codeKey, request.purpose, request.target, request.code);
    if (!timingSafeEqual(expected, given)) {
      await tx
        .update(verificationCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(verificationCodes.id, row.id));
      return row.attempts + 1 >= CODE_MAX_ATTEMPTS
        ? ('CODE_ATTEMPTS_EXCEEDED' as const)
        : ('CODE_INVALID' as const);
    }
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
    return 'ok' as const;
  });
  // The attempt counter is committed before the error leaves.
  if (verdict !== 'ok') throw fail(verdict);
  await context.limits.giveBack(guesses.key);
}
