import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CallPayload } from '../api/client';
import { api } from '../api/endpoints';
import { characterKeys } from './character';
import { useRefetchingChange, type PayloadWithout } from './changes';

/** The school's sign-in providers and learning platforms (docs/ACCOUNTS.md, "School sign-in"), read and changed by its administrator. */
const ssoKey = (characterId: number) => [...characterKeys.one(characterId), 'school', 'sso'] as const;

export const ssoProvidersQuery = (characterId: number) =>
  queryOptions({ queryKey: ssoKey(characterId), queryFn: () => api.ssoProviders({ characterId }) });

export function useSsoChanges(characterId: number) {
  return {
    save: useRefetchingChange(
      ssoKey(characterId),
      (provider: PayloadWithout<'saveSsoProvider', 'characterId'>) =>
        api.saveSsoProvider({ characterId, ...provider }),
    ),
    remove: useRefetchingChange(ssoKey(characterId), (providerId: number) =>
      api.deleteSsoProvider({ characterId, providerId }),
    ),
  };
}

/** A teacher's deep-linking choice (docs/LTI.md): answered once with the signed resource links. */
export function useAnswerLtiDeepLink() {
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (answer: CallPayload<'answerLtiDeepLink'>) => api.answerLtiDeepLink(answer),
  });
}
