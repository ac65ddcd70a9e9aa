import type { FastifyInstance } from 'fastify';
import { OutboxPayloadSchema, type Outbox } from '../../contracts';
import type { ServerContext } from '../context';
import { outboxIsReadable } from '../env';
import { grantDiscountCard } from '../economy/cards';

/**
 * GET /api/dev/outbox: the messages the development outbox holds (verification codes), newest first.
 * POST /api/dev/discount-code: a 76 % discount code handed out (as an operator would), so a test can claim it on
 * the toolbox screen and pay an order with it. Both exist only when NODE_ENV=test or KEYQUEST_E2E=1.
 */
export function devRoutes(api: FastifyInstance, context: ServerContext): void {
  if (!outboxIsReadable(context.env)) return;
  api.get(
    '/dev/outbox',
    { schema: { querystring: OutboxPayloadSchema } },
    async (request): Promise<Outbox> => {
      const { target } = request.query as { target?: string };
      return { messages: context.outbox.list(target) };
    },
  );
  api.post('/dev/discount-code', async () => {
    const card = await grantDiscountCard(context.db, {
      percent: 76,
      now: context.clock.now(),
      source: 'test',
    });
    return { code: card.code };
  });
}
