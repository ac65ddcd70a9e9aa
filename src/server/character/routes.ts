import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { createCharacter, deleteCharacter, listCharacters, updateCharacter } from './service';

/** The account's characters (learner profiles). */
export function characterRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'characterList', ({ auth, payload }) =>
    listCharacters(context, auth.userId, payload.type),
  );
  // The avatar catalogue is the edition's of the request's host (CN_HOSTS), the one its pages show.
  defineRoute(api, context, 'createCharacter', ({ auth, payload, edition }) =>
    createCharacter(context, auth.userId, payload, edition),
  );
  defineRoute(api, context, 'updateCharacter', ({ auth, payload, edition }) =>
    updateCharacter(context, auth.userId, payload, edition),
  );
  defineRoute(api, context, 'deleteCharacter', async ({ auth, payload, request }) => {
    const caller = { userId: auth.userId, address: request.ip };
    await deleteCharacter(context, caller, payload.characterId, payload.password);
    return { deleted: true };
  });
}
