import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { staleReadContext } from '../http/stale-reads';
import { confirmPassword } from '../user/accounts';
import { reportOf } from '../report/service';
import { zoneFor } from '../attempt/daily-reports';
import { actingAs, actingTeacher, managedGroup, memberOf } from './access';
import {
  createAssignment,
  deleteAssignment,
  groupAssignments,
  myGroups,
  tailoredCourse,
} from './assignments';
import { joinGroup, joinInfo } from './joining';
import { groupDetail, removeMember, setRemark } from './members';
import { createGroup, deleteGroup, listGroups, renameGroup, setGroupLayout, setJoinCode } from './service';
import { groupStats } from './stats';

/** The acting teacher and one of the groups they run. */
function teacherGroupOf(context: ServerContext) {
  return async (auth: Parameters<typeof actingTeacher>[1], characterId: number, groupId: number) => {
    const actor = await actingTeacher(context, auth, characterId);
    return { actor, group: await managedGroup(context, actor, groupId) };
  };
}

/** A teacher's groups: list, create, rename, delete, the join code, remarks and members. */
function teacherGroupRoutes(api: FastifyInstance, context: ServerContext): void {
  const teacherGroup = teacherGroupOf(context);
  defineRoute(api, context, 'groupList', async ({ auth, payload }) =>
    listGroups(context, await actingTeacher(context, auth, payload.characterId)),
  );
  defineRoute(api, context, 'createGroup', async ({ auth, payload }) => {
    const actor = await actingAs(context, auth, payload.characterId, ['TEACHER']);
    return createGroup(context, actor, payload.name);
  });
  defineRoute(api, context, 'renameGroup', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    return renameGroup(context, group, payload.name);
  });
  defineRoute(api, context, 'groupLayout', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    return setGroupLayout(context, group, payload.keyboardLayout ?? null);
  });
  defineRoute(api, context, 'deleteGroup', async ({ auth, payload, request }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    await confirmPassword(context, { userId: auth.userId, address: request.ip }, payload.password);
    await deleteGroup(context, group);
    return { deleted: true as const };
  });
  defineRoute(api, context, 'groupDetail', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    return groupDetail(context, group);
  });
  defineRoute(api, context, 'groupJoinCode', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    return setJoinCode(context, group, payload.enabled, payload.renew ?? false);
  });
  defineRoute(api, context, 'groupRemark', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    return setRemark(context, group, payload.studentId, payload.remarkName);
  });
  defineRoute(api, context, 'groupRemoveMember', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    await removeMember(context, group, payload.studentId);
    return { deleted: true as const };
  });
}

/** A group's statistics and a student's report, read from the replica when there is one. */
function groupReportRoutes(api: FastifyInstance, context: ServerContext): void {
  const teacherGroup = teacherGroupOf(context);
  defineRoute(api, context, 'groupStats', async ({ auth, payload }) => {
    const { actor, group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    // Class statistics may be a second stale: from the replica when one is configured (http/stale-reads.ts).
    return groupStats(
      await staleReadContext(context, auth.userId),
      actor,
      group,
      payload.days,
      payload.timeZone,
    );
  });
  defineRoute(api, context, 'groupStudentReport', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    const { member, character } = await memberOf(context.db, group.id, payload.studentId);
    const report = await reportOf(
      await staleReadContext(context, auth.userId),
      character,
      payload.period,
      payload.date,
      zoneFor(character, undefined),
    );
    return { nickname: character.nickname, remarkName: member.remarkName, report };
  });
}

/** A group's assignments, the tailored course among them. */
function assignmentRoutes(api: FastifyInstance, context: ServerContext): void {
  const teacherGroup = teacherGroupOf(context);
  defineRoute(api, context, 'groupAssignments', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    return groupAssignments(context, group);
  });
  defineRoute(api, context, 'createAssignment', async ({ auth, payload, language }) => {
    const { actor, group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    return createAssignment(context, actor, group, payload, language);
  });
  defineRoute(api, context, 'deleteAssignment', async ({ auth, payload }) => {
    const { group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    await deleteAssignment(context, group, payload.assignmentId);
    return { deleted: true as const };
  });
  defineRoute(api, context, 'tailoredCourse', async ({ auth, payload, language }) => {
    const { actor, group } = await teacherGroup(auth, payload.characterId, payload.groupId);
    return tailoredCourse(context, actor, group, payload, language);
  });
}

/**
 * Study groups: a teacher's (or a school administrator's) calls name the acting character and the group, and
 * reach only the groups that character runs; a student's calls name the student's own character.
 */
export function groupRoutes(api: FastifyInstance, context: ServerContext): void {
  teacherGroupRoutes(api, context);
  groupReportRoutes(api, context);
  assignmentRoutes(api, context);
  // Students.
  defineRoute(api, context, 'joinInfo', ({ payload }) => joinInfo(context, payload.code));
  defineRoute(api, context, 'joinGroup', async ({ auth, payload }) => {
    const student = await actingAs(context, auth, payload.characterId, ['STUDENT']);
    return joinGroup(context, student, payload.code);
  });
  defineRoute(api, context, 'myGroups', async ({ auth, payload }) => {
    const student = await actingAs(context, auth, payload.characterId, ['STUDENT']);
    return myGroups(context, student);
  });
}
