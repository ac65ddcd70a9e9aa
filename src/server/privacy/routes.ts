import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import type { AuthInfo } from '../http/auth';
import { actingAs } from '../groups/access';
import { defineRoute } from '../http/route';
import { schoolOf } from '../schools/service';
import { confirmPassword } from '../user/accounts';
import { childDataExport, deleteChildData, schoolChildAccount } from './service';

/**
 * Whose data a call is about: the caller's own account (a parent holding the child's account), or a child the
 * caller's school opened (the school's administrator character and the child's character, both named).
 */
async function whoseData(
  context: ServerContext,
  auth: AuthInfo,
  payload: { characterId?: number | undefined; studentId?: number | undefined },
): Promise<{ userId: number; requestedBy: string }> {
  if (payload.characterId === undefined && payload.studentId === undefined)
    return { userId: auth.userId, requestedBy: 'account' };
  if (payload.characterId === undefined || payload.studentId === undefined) throw fail('PARAMETER_ERROR');
  const admin = await actingAs(context, auth, payload.characterId, ['SCHOOL']);
  const school = await schoolOf(context.db, admin);
  return {
    userId: await schoolChildAccount(context.db, admin, payload.studentId),
    requestedBy: `school:${school.id}`,
  };
}

/** A child's data export and deletion (docs/PRIVACY.md). */
export function privacyRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'childDataExport', async ({ auth, payload }) =>
    childDataExport(context, (await whoseData(context, auth, payload)).userId),
  );
  defineRoute(api, context, 'childDataDelete', async ({ auth, payload, request }) => {
    const whose = await whoseData(context, auth, payload);
    // The password of the account that asks: the holder's own, or the school administrator's.
    await confirmPassword(context, { userId: auth.userId, address: request.ip }, payload.password);
    return deleteChildData(context, whose.userId, whose.requestedBy);
  });
}
