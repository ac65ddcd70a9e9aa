import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OutboxPayloadSchema, type Outbox } from '../../contracts';
import type { ServerContext } from '../context';
import { characters, users } from '../db/schema';
import { createDiscountCodes } from '../economy/cards';
import { credit } from '../economy/ledger';
import { lockWallet } from '../economy/wallet';

/**
 * GET /api/dev/outbox: the messages the development outbox holds (verification codes), newest first.
 * POST /api/dev/discount-code: a 76 % discount code handed out (as an operator would), so a test can claim it on
 * the toolbox screen and pay an order with it.
 * POST /api/dev/points: points granted (on the ledger, reason 'grant') to every character of an account, so a test
 * can start many paid game rounds (the games' leak check mounts 50).
 * They are in no production file: only the server tests' harness and the end-to-end tests' entry
 * (./e2e-main.ts, built on its own into <dist>/e2e-server) add them, and even there only with NODE_ENV=test.
 */
export function devRoutes(api: FastifyInstance, context: ServerContext): void {
  if (context.env.NODE_ENV !== 'test') return;
  api.get(
    '/dev/outbox',
    { schema: { querystring: OutboxPayloadSchema } },
    async (request): Promise<Outbox> => {
      const { target } = request.query as { target?: string };
      return { messages: context.outbox.list(target) };
    },
  );
  api.post('/dev/discount-code', async () => {
    // What the operator's `npm run codes -- --discount 76` makes.
    const [code] = await createDiscountCodes(context.db, {
      percent: 76,
      count: 1,
      name: 'test',
      now: context.clock.now(),
    });
    return { code };
  });
  api.post(
    '/dev/points',
    {
      schema: {
        body: z.object({ username: z.string().min(1), amount: z.coerce.number().int().min(1).max(100_000) }),
      },
    },
    async (request) => {
      const { username, amount } = request.body as { username: string; amount: number };
      const now = context.clock.now();
      const granted = await context.db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: characters.id })
          .from(characters)
          .innerJoin(users, eq(users.id, characters.userId))
          .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
        for (const { id } of owned) {
          await lockWallet(tx, id, now);
          const entry = { characterId: id, coin: 'points' as const, amount, reason: 'grant' as const };
          await credit(tx, { ...entry, subject: 'test' }, `test-${randomUUID()}`, now);
        }
        return owned.length;
      });
      return { characters: granted };
    },
  );
}
