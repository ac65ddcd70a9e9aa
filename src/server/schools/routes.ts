import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { actingAs } from '../groups/access';
import { confirmPassword } from '../user/accounts';
import { importRoster } from './roster';
import { importStudents } from './accounts';
import { createSchoolClass, deleteSchoolClass, moveStudent } from './classes';
import { schoolReport } from './report';
import { openSchool, schoolOverview } from './service';
import { addSchoolTeacher, answerSchoolInvitation, schoolInvitations } from './teachers';

/** The school administrator area: every call but opening a school acts as the account's SCHOOL character. */
export function schoolRoutes(api: FastifyInstance, context: ServerContext): void {
  const admin = (auth: Parameters<typeof actingAs>[1], characterId: number) =>
    actingAs(context, auth, characterId, ['SCHOOL']);

  defineRoute(api, context, 'openSchool', ({ auth, payload }) => openSchool(context, auth.userId, payload));
  defineRoute(api, context, 'schoolOverview', async ({ auth, payload }) =>
    schoolOverview(context, await admin(auth, payload.characterId)),
  );
  defineRoute(api, context, 'addSchoolTeacher', async ({ auth, payload }) =>
    addSchoolTeacher(context, await admin(auth, payload.characterId), payload.username),
  );
  defineRoute(api, context, 'schoolInvitations', async ({ auth, payload }) =>
    schoolInvitations(context.db, await actingAs(context, auth, payload.characterId, ['TEACHER'])),
  );
  defineRoute(api, context, 'answerSchoolInvitation', async ({ auth, payload }) =>
    answerSchoolInvitation(
      context,
      await actingAs(context, auth, payload.characterId, ['TEACHER']),
      payload.schoolId,
      payload.accept,
    ),
  );
  defineRoute(api, context, 'createSchoolClass', async ({ auth, payload }) =>
    createSchoolClass(context, await admin(auth, payload.characterId), payload),
  );
  defineRoute(api, context, 'importStudents', async ({ auth, payload }) =>
    importStudents(context, await admin(auth, payload.characterId), payload.csv),
  );
  defineRoute(api, context, 'moveStudent', async ({ auth, payload }) =>
    moveStudent(context, await admin(auth, payload.characterId), payload),
  );
  defineRoute(api, context, 'deleteSchoolClass', async ({ auth, payload, request }) => {
    const actor = await admin(auth, payload.characterId);
    await confirmPassword(context, { userId: auth.userId, address: request.ip }, payload.password);
    await deleteSchoolClass(context, actor, payload.groupId);
    return { deleted: true as const };
  });
  defineRoute(api, context, 'importRoster', async ({ auth, payload }) =>
    importRoster(context, await admin(auth, payload.characterId), payload),
  );
  defineRoute(api, context, 'schoolReport', async ({ auth, payload }) =>
    schoolReport(context, await admin(auth, payload.characterId), payload.days),
  );
}
