import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/endpoints';

export const organizationKeys = {
  one: (orgId: number) => ['organization', orgId] as const,
};

/** GET /open/organization/info/by-student, only with an orgId. */
export const organizationQuery = (orgId: number | null | undefined) =>
  queryOptions({
    queryKey: organizationKeys.one(orgId ?? 0),
    queryFn: () => api.organizationByStudent({ orgId: orgId ?? 0 }),
    enabled: typeof orgId === 'number' && orgId > 0,
  });
