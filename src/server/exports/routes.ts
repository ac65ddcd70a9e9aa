import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { CharacterRow } from '../character/service';
import { characters } from '../character/schema';
import type { Executor } from '../db/database';
import { actingAs, actingTeacher, managedGroup, memberOf, type GroupRow } from '../groups/access';
import { groupStats } from '../groups/stats';
import { defineRoute } from '../http/route';
import { schoolOfClass } from '../schools/classes';
import { setSchoolLogo } from '../schools/logo';
import { schoolReport } from '../schools/report';
import { schoolOf, schoolOverview } from '../schools/service';
import { certificateFile, certificateOptions } from './certificates';
import { logoBytes } from './pdf';
import { classReportFile, schoolReportFile } from './reports';

/** The nickname of the class's teacher (its owner when that is a TEACHER role). */
async function teacherOf(db: Executor, group: GroupRow): Promise<string | null> {
  const [owner] = await db
    .select({ nickname: characters.nickname, type: characters.type })
    .from(characters)
    .where(eq(characters.id, group.ownerCharacterId));
  return owner?.type === 'TEACHER' ? owner.nickname : null;
}

/** Class and school reports, certificates and the school's logo (docs/API.md, "Exports and privacy"). */
export function exportRoutes(api: FastifyInstance, context: ServerContext): void {
  const { db } = context;
  const classOf = async (auth: Parameters<typeof actingTeacher>[1], characterId: number, groupId: number) => {
    const actor = await actingTeacher(context, auth, characterId);
    return { actor, group: await managedGroup(context, actor, groupId) };
  };
  const admin = (auth: Parameters<typeof actingAs>[1], characterId: number): Promise<CharacterRow> =>
    actingAs(context, auth, characterId, ['SCHOOL']);

  defineRoute(api, context, 'classExport', async ({ auth, payload, language }) => {
    const { actor, group } = await classOf(auth, payload.characterId, payload.groupId);
    const stats = await groupStats(context, actor, group, payload.days, undefined);
    const school = await schoolOfClass(db, group.id);
    return classReportFile(
      stats,
      {
        name: group.name,
        schoolName: school?.name ?? null,
        logo: logoBytes(school?.logo ?? null),
        language,
        now: context.clock.now(),
      },
      payload.format,
    );
  });
  defineRoute(api, context, 'schoolExport', async ({ auth, payload, language }) => {
    const actor = await admin(auth, payload.characterId);
    const [school, overview, report] = [
      await schoolOf(db, actor),
      await schoolOverview(context, actor),
      await schoolReport(context, actor, payload.days),
    ];
    return schoolReportFile(
      report,
      {
        name: overview.name,
        schoolName: overview.name,
        logo: logoBytes(school.logo),
        language,
        now: context.clock.now(),
      },
      payload.format,
    );
  });
  defineRoute(api, context, 'certificateOptions', async ({ auth, payload, language }) => {
    const { group } = await classOf(auth, payload.characterId, payload.groupId);
    const { character } = await memberOf(db, group.id, payload.studentId);
    return certificateOptions(db, character, language);
  });
  defineRoute(api, context, 'certificate', async ({ auth, payload, language }) => {
    const { group } = await classOf(auth, payload.characterId, payload.groupId);
    const { member, character } = await memberOf(db, group.id, payload.studentId);
    const school = await schoolOfClass(db, group.id);
    return certificateFile(
      db,
      character,
      {
        kind: payload.kind,
        course: payload.course,
        wpm: payload.wpm,
        language: payload.language ?? language,
      },
      {
        childName: member.remarkName ?? character.nickname,
        className: group.name,
        schoolName: school?.name ?? null,
        teacherName: await teacherOf(db, group),
        logo: logoBytes(school?.logo ?? null),
        now: context.clock.now(),
      },
    );
  });
  defineRoute(api, context, 'schoolLogo', async ({ auth, payload }) => {
    const school = await schoolOf(db, await admin(auth, payload.characterId));
    return setSchoolLogo(db, school.id, payload.logo);
  });
}
