/** The session's steps that touch the query cache: sign-in, sign-out, the current character, a sent attempt. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Character, LoginResult, SubmitAttemptResult } from '../../contracts';
import { randomNickname } from '../../contracts/nicknames';
import { api } from '../api/endpoints';
import { appEdition } from '../api/edition';
import { loginContext } from '../api/login';
import { useSessionStore } from '../api/session-store';
import type { CallPayload } from '../api/client';
import { characterKeys } from './character';
import { localTimeZone } from './time-zone';
import { adoptDeviceLayout, deviceLayoutField } from '../stores/keyboard-layout-store';

/** After a successful login: keep the tokens and user, and start the server cache afresh for this account. */
export function completeLogin(queryClient: QueryClient, result: LoginResult): void {
  useSessionStore.getState().signIn(result);
  queryClient.clear();
}

/** Signs out: ends the session on the server (if it answers), then clears everything on the device. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    // The server closes the session of the access token and of the refresh cookie, and clears the cookie.
    await api.logout({});
  } catch {
    // Offline or already signed out: the tokens die on the device anyway.
  }
  useSessionStore.getState().clear();
  queryClient.clear();
}

/** Makes a character current: its progress, today's report and plan are fetched afresh. */
export async function switchCharacter(queryClient: QueryClient, characterId: number): Promise<void> {
  useSessionStore.getState().setCharacterId(characterId);
  await queryClient.invalidateQueries({ queryKey: characterKeys.one(characterId) });
}

/**
 * The guest start of spec section 4 ("free trial"), without the navigation: a guest session unless already
 * signed in, then the first STUDENT character, or a new one with avatar-student-1 and a random nickname,
 * made current. The page then goes to /game-center with the game switcher open.
 */
export async function startAsGuest(
  queryClient: QueryClient,
  random: () => number = Math.random,
): Promise<Character> {
  if (!useSessionStore.getState().signedIn) {
    const result = await api.visitorLogin(loginContext());
    completeLogin(queryClient, result);
  }
  const students = await api.characterList({ type: 'STUDENT' });
  const student =
    students.find((character) => character.characterId === useSessionStore.getState().characterId) ??
    students[0] ??
    (await api.createCharacter({
      avatar: 'avatar-student-1',
      nickname: randomNickname(appEdition(), random()),
      type: 'STUDENT',
      ...deviceLayoutField(),
    }));
  adoptDeviceLayout(student);
  await queryClient.invalidateQueries({ queryKey: characterKeys.list() });
  await switchCharacter(queryClient, student.characterId);
  return student;
}

/**
 * Sends a finished attempt. Give it an idempotency key made once when the attempt finished (and kept with it
 * while it waits to be sent): retries then never count it twice. The time zone defaults to the device's.
 */
export async function sendAttempt(
  queryClient: QueryClient,
  attempt: Omit<CallPayload<'submitAttempt'>, 'timeZone'> & { timeZone?: string },
): Promise<SubmitAttemptResult> {
  const result = await api.submitAttempt({ ...attempt, timeZone: attempt.timeZone ?? localTimeZone() });
  await queryClient.invalidateQueries({ queryKey: characterKeys.one(attempt.characterId) });
  return result;
}

/** Attempts of these characters reached the server (the outbox sent them): everything of each is read again. */
export async function attemptsArrived(
  queryClient: QueryClient,
  characterIds: Iterable<number>,
): Promise<void> {
  for (const id of characterIds) await queryClient.invalidateQueries({ queryKey: characterKeys.one(id) });
}

/** Choosing another of the account's characters: it becomes current and its reads are fetched afresh. */
export function useChooseCharacter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (characterId: number) => switchCharacter(queryClient, characterId) });
}

/** Signing out (`signOut`). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(queryClient) });
}

/** A character saved: changed (`characterId` given) or made new; either way it becomes the current one. */
export type CharacterForm = Pick<Character, 'avatar' | 'nickname'> &
  ({ characterId: number } | { characterId?: undefined; type: 'STUDENT' | 'TEACHER' });

/** POST /character/update or /character/create from the character overlay; the page says what went wrong. */
export function useSaveCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (form: CharacterForm) =>
      form.characterId === undefined ? api.createCharacter(form) : api.updateCharacter(form),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: characterKeys.list() });
      await switchCharacter(queryClient, saved.characterId);
    },
  });
}
