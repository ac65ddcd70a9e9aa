import type { FastifyInstance } from 'fastify';
import { OutboxPayloadSchema, type Outbox } from '../../contracts';
import type { ServerContext } from '../context';
import { outboxIsReadable } from '../env';
import { validationError } from '../http/route';

/**
 * GET /api/dev/outbox: the messages the development outbox holds (verification codes), newest first. Exists
 * only when NODE_ENV=test or KEYQUEST_E2E=1, so that tests can sign in with a code.
 */
export function devRoutes(api: FastifyInstance, context: ServerContext): void {
  if (!outboxIsReadable(context.env)) return;
  api.get('/dev/outbox', async (request): Promise<Outbox> => {
    const parsed = OutboxPayloadSchema.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return { messages: context.outbox.list(parsed.data.target) };
  });
}
