import type { BindCodePayload } from '../../contracts';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { isSchoolAccount } from '../schools/accounts';
import { bindContact, type Caller } from '../user/accounts';
import type { UserRow } from '../user/users';
import { consumeCode } from './codes';

/**
 * Binds an email address or a phone proved by a code sent to it (the binding itself, and who may give the address
 * up: user/accounts.ts's bindContact). An account a school opened keeps a username, a class and results only
 * (docs/PRIVACY.md).
 */
export async function bindByCode(
  context: ServerContext,
  { userId, address }: Caller,
  payload: BindCodePayload,
): Promise<UserRow> {
  if (await isSchoolAccount(context.db, userId)) throw fail('SCHOOL_ACCOUNT_NO_CONTACT');
  return bindContact(context, userId, payload, () =>
    consumeCode(context, { target: payload.target, purpose: 'bind', code: payload.code, address }),
  );
}
