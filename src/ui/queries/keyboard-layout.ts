import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '../../contracts';
import { lessonLayoutOf, type KeyboardLayoutId } from '../../contracts/constants';
import { useSessionStore } from '../api/session-store';
import { useKeyboardLayoutStore } from '../stores/keyboard-layout-store';
import { characterKeys } from './character';
import { useCurrentCharacter, useKeyboardLayout } from './groups';

export interface KeyboardLayoutChoice {
  /** The layout lessons draw and grade on (`useKeyboardLayout`). */
  id: KeyboardLayoutId;
  /**
   * Whether the learner has said which keyboard they type on: the first-run step answered on this device, or a
   * layout other than US chosen on another device. Until then the course map asks.
   */
  chosen: boolean;
  /** The current character is still loading. */
  loading: boolean;
  /** Where the layout is kept: on the server for the current character, or on the device before sign-in. */
  keptOn: 'account' | 'device';
  /** The class whose layout lessons use (a school computer room), else null: the learner's own. */
  byClass: string | null;
}

/** The current learner's layout and whether it was chosen (the course map's first-run step reads it). */
export function useKeyboardLayoutChoice(): KeyboardLayoutChoice {
  const id = useKeyboardLayout();
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const { character, loading } = useCurrentCharacter();
  const asked = useKeyboardLayoutStore((state) =>
    signedIn && characterId !== null ? state.asked[String(characterId)] : state.asked.device,
  );
  if (!signedIn || characterId === null)
    return { id, chosen: asked === true, loading: false, keptOn: 'device', byClass: null };
  const byClass = character?.classKeyboardLayout?.groupName ?? null;
  const chosenElsewhere = character !== undefined && character.keyboardLayout !== 'us';
  return {
    id,
    chosen: asked === true || chosenElsewhere || byClass !== null,
    loading,
    keptOn: 'account',
    byClass,
  };
}

/**
 * Keeps a chosen layout: on the server for the current character (`POST /character/update`, which also takes
 * its avatar and nickname), or on the device before sign-in. Either way the device remembers it was chosen.
 */
export function useSaveKeyboardLayout() {
  const queryClient = useQueryClient();
  const { character } = useCurrentCharacter();
  const signedIn = useSessionStore((state) => state.signedIn);
  const save = async (layout: KeyboardLayoutId) => {
    if (!signedIn || !character) {
      useKeyboardLayoutStore.getState().remember(null, layout, true);
      return;
    }
    const { api } = await import('../api/endpoints');
    const saved = await api.updateCharacter({
      characterId: character.characterId,
      avatar: character.avatar,
      nickname: character.nickname,
      keyboardLayout: layout,
    });
    queryClient.setQueryData<Character[]>(characterKeys.list(), (list) =>
      list?.map((one) => (one.characterId === saved.characterId ? saved : one)),
    );
    useKeyboardLayoutStore.getState().remember(saved.characterId, lessonLayoutOf(saved), true);
    await queryClient.invalidateQueries({ queryKey: characterKeys.list() });
  };
  return useMutation({ meta: { handlesError: true }, mutationFn: save });
}
