import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ACCESS_SETTINGS, type AccessSettings } from '../../contracts/access-settings';
import type { CharacterAccess } from '../../contracts';
import { api } from '../api/endpoints';
import { useSessionStore } from '../api/session-store';
import { characterKeys } from './character';

/** The keys of a character's accessibility settings: under the character's root (refreshed with it). */
export const accessKeys = {
  of: (characterId: number) => [...characterKeys.one(characterId), 'access'] as const,
};

/** GET /character/access for a character. */
export const accessQuery = (characterId: number) =>
  queryOptions({
    queryKey: accessKeys.of(characterId),
    queryFn: () => api.characterAccess({ characterId }),
    staleTime: Infinity,
  });

export interface AccessChoice {
  settings: Readonly<AccessSettings>;
  /** The current character has saved its settings (the first-run offer is answered). */
  saved: boolean;
  /** Signed in with a current character: settings can be kept. */
  canSave: boolean;
  loading: boolean;
}

/** The current learner's accessibility settings (the defaults before sign-in or while loading). */
export function useAccessSettings(): AccessChoice {
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const canSave = signedIn && characterId !== null;
  const query = useQuery({ ...accessQuery(characterId ?? 0), enabled: canSave });
  return {
    settings: (canSave && query.data?.settings) || DEFAULT_ACCESS_SETTINGS,
    saved: canSave && query.data !== undefined && query.data.savedAt !== null,
    canSave,
    loading: canSave && query.isPending,
  };
}

/** Saves the current character's settings (POST /character/access/save) and puts the answer in the cache. */
export function useSaveAccessSettings() {
  const queryClient = useQueryClient();
  const characterId = useSessionStore((state) => state.characterId);
  return useMutation({
    mutationFn: (settings: AccessSettings) => {
      if (characterId === null) throw new Error('no current character');
      return api.saveCharacterAccess({ characterId, settings });
    },
    onSuccess: (saved: CharacterAccess) => {
      queryClient.setQueryData(accessKeys.of(saved.characterId), saved);
    },
  });
}
