import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { getAdaptiveKeys } from './service';

/** The adaptive practice's state kept by the server: the keys a character has unlocked, for every device. */
export function adaptiveRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'adaptiveKeys', ({ auth, payload }) =>
    getAdaptiveKeys(context, auth.userId, payload.characterId),
  );
}
