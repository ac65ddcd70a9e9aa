import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { defineRoute } from '../http/route';
import {
  createCustomCourse,
  deleteCustomCourse,
  getCustomCourse,
  listCustomCourses,
  updateCustomCourse,
} from './service';
import { modelPassageWriter, writeThemedPassage } from './passage-writer';

/** Custom courses (a learner's own texts) and themed passages for the AI-customised practice. */
export function customCourseRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'customCourseList', ({ auth, payload }) =>
    listCustomCourses(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'customCourse', ({ auth, payload }) =>
    getCustomCourse(context, auth.userId, payload.characterId, payload.courseId),
  );
  defineRoute(api, context, 'createCustomCourse', ({ auth, payload }) =>
    createCustomCourse(context, auth.userId, payload),
  );
  defineRoute(api, context, 'updateCustomCourse', ({ auth, payload }) =>
    updateCustomCourse(context, auth.userId, payload),
  );
  defineRoute(api, context, 'deleteCustomCourse', async ({ auth, payload }) => {
    await deleteCustomCourse(context, auth.userId, payload.characterId, payload.courseId);
    return { deleted: true };
  });

  const writer = modelPassageWriter(context.env);
  defineRoute(api, context, 'themedPassage', async ({ payload, request }) => {
    const unlocked = [...new Set([...payload.unlockedChars, ' '])];
    if (!unlocked.includes(payload.focus)) throw fail('PARAMETER_ERROR');
    const seed = Math.floor(context.clock.now().getTime() % 2 ** 31);
    const { passage, source } = await writeThemedPassage(
      writer,
      payload.theme,
      unlocked,
      payload.focus,
      seed,
      request.log,
    );
    return { passage, source };
  });
}
