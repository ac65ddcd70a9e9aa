import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import {
  addNotebookWord,
  getNotebook,
  removeNotebookEntry,
  resetNotebookEntry,
  saveNotebookSettings,
} from './service';

/** The character's error-word notebook: read (with its attempts read in), settings, adding, resetting and removing a word. */
export function notebookRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'notebook', ({ auth, payload }) =>
    getNotebook(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'notebookSettings', ({ auth, payload }) =>
    saveNotebookSettings(context, auth.userId, payload.characterId, {
      wordLoopCount: payload.wordLoopCount,
      clearAfter: payload.clearAfter,
    }),
  );
  defineRoute(api, context, 'removeNotebookEntry', ({ auth, payload }) =>
    removeNotebookEntry(context, auth.userId, payload.characterId, payload),
  );
  defineRoute(api, context, 'addNotebookWord', ({ auth, payload }) =>
    addNotebookWord(context, auth.userId, payload.characterId, payload),
  );
  defineRoute(api, context, 'resetNotebookEntry', ({ auth, payload }) =>
    resetNotebookEntry(context, auth.userId, payload.characterId, payload),
  );
}
