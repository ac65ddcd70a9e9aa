import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { characterAccessOf, saveCharacterAccess } from './service';

/** A character's accessibility settings (docs/ACCESSIBILITY.md). */
export function accessRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'characterAccess', ({ auth, payload }) =>
    characterAccessOf(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'saveCharacterAccess', ({ auth, payload }) =>
    saveCharacterAccess(context, auth.userId, payload.characterId, payload.settings),
  );
}
