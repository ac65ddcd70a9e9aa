import type { ApiRouteName } from '../../contracts';
import type { CallPayload } from '../api/client';

/**
 * A call's payload without the fields a mutation hook already knows (the acting character, the group): what a
 * page passes to `mutate`.
 */
export type PayloadWithout<Name extends ApiRouteName, Known extends keyof CallPayload<Name>> = Omit<
  CallPayload<Name>,
  Known
>;
