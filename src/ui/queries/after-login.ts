import type { QueryClient } from '@tanstack/react-query';
import { randomNickname, type Character, type LoginResult } from '../../contracts';
import { useLocaleStore } from '../i18n/locale-store';
import { api, appEdition, useSessionStore } from '../api';
import { completeLogin, switchCharacter } from './session';
import { characterKeys } from './character';
import { adoptDeviceLayout, deviceLayoutField } from '../stores/keyboard-layout-store';

/**
 * The character a learner continues with after a sign-in: the one kept on this device if it belongs to the
 * account, else the first STUDENT, else the first of any role; an account without any gets a STUDENT with
 * avatar-student-1 and a random nickname (as the guest start does), so that results made on this device before
 * the sign-in have a learner to move to.
 */
export async function chooseCharacterAfterLogin(
  queryClient: QueryClient,
  random: () => number = Math.random,
): Promise<Character> {
  const characters = await api.characterList();
  queryClient.setQueryData(characterKeys.list(), characters);
  const kept = useSessionStore.getState().characterId;
  const character =
    characters.find((candidate) => candidate.characterId === kept) ??
    characters.find((candidate) => candidate.type === 'STUDENT') ??
    characters[0] ??
    (await api.createCharacter({
      avatar: 'avatar-student-1',
      nickname: randomNickname(appEdition(), random(), useLocaleStore.getState().locale),
      type: 'STUDENT',
      ...deviceLayoutField(),
    }));
  adoptDeviceLayout(character);
  if (!characters.includes(character))
    await queryClient.invalidateQueries({ queryKey: characterKeys.list() });
  await switchCharacter(queryClient, character.characterId);
  return character;
}

/**
 * Everything after a successful login (spec section 4): the tokens and user are kept, the new-user flag set,
 * a current character chosen. The queue of results (src/ui/results) then sends what this device kept before the
 * sign-in to that character. The caller goes to `loginRedirectTarget(search)`.
 */
export async function finishLogin(queryClient: QueryClient, result: LoginResult): Promise<void> {
  completeLogin(queryClient, result);
  await chooseCharacterAfterLogin(queryClient);
}
