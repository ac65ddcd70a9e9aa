import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiRouteName, Character } from '../../contracts';
import { lessonLayoutOf, type KeyboardLayoutId } from '../../contracts/constants';
import type { CallPayload } from '../api/client';
import { useRefetchingChange, type PayloadWithout } from './changes';
import { startAsGuest, switchCharacter } from './session';
import { api } from '../api/endpoints';
import { characterKeys, charactersQuery } from './character';
import { localTimeZone } from './time-zone';
import { useSessionStore } from '../api/session-store';
import { keptLayout, useKeyboardLayoutStore } from '../stores/keyboard-layout-store';

/**
 * Groups (classes) and the school area: TanStack Query options with keys rooted at the acting character, so
 * switching characters refetches them (src/ui/api/session.ts invalidates characterKeys.one(id)).
 */
export const groupKeys = {
  all: (characterId: number) => [...characterKeys.one(characterId), 'groups'] as const,
  list: (characterId: number) => [...groupKeys.all(characterId), 'list'] as const,
  detail: (characterId: number, groupId: number) =>
    [...groupKeys.all(characterId), groupId, 'detail'] as const,
  stats: (characterId: number, groupId: number, days: number) =>
    [...groupKeys.all(characterId), groupId, 'stats', days] as const,
  assignments: (characterId: number, groupId: number) =>
    [...groupKeys.all(characterId), groupId, 'assignments'] as const,
  studentReport: (characterId: number, groupId: number, studentId: number, period: string, date: string) =>
    [...groupKeys.all(characterId), groupId, 'student', studentId, period, date] as const,
  mine: (characterId: number) => [...characterKeys.one(characterId), 'my-groups'] as const,
  school: (characterId: number) => [...characterKeys.one(characterId), 'school'] as const,
  /** A join code's group, asked before joining (no character yet). */
  joinInfo: (code: string) => ['join-info', code] as const,
  /** A teacher's invitations from schools, waiting for an answer. */
  invitations: (characterId: number) => [...characterKeys.one(characterId), 'school-invitations'] as const,
  schoolReport: (characterId: number, days: number) =>
    [...characterKeys.one(characterId), 'school', 'report', days] as const,
};

export const groupListQuery = (characterId: number) =>
  queryOptions({ queryKey: groupKeys.list(characterId), queryFn: () => api.groupList({ characterId }) });

export const groupDetailQuery = (characterId: number, groupId: number) =>
  queryOptions({
    queryKey: groupKeys.detail(characterId, groupId),
    queryFn: () => api.groupDetail({ characterId, groupId }),
  });

export const groupStatsQuery = (characterId: number, groupId: number, days: 7 | 30 | 90) =>
  queryOptions({
    queryKey: groupKeys.stats(characterId, groupId, days),
    queryFn: () => api.groupStats({ characterId, groupId, days, timeZone: localTimeZone() }),
  });

export const groupAssignmentsQuery = (characterId: number, groupId: number) =>
  queryOptions({
    queryKey: groupKeys.assignments(characterId, groupId),
    queryFn: () => api.groupAssignments({ characterId, groupId }),
  });

export const studentReportQuery = (
  characterId: number,
  groupId: number,
  studentId: number,
  period: 'day' | 'week' | 'month',
  date: string | undefined,
) =>
  queryOptions({
    queryKey: groupKeys.studentReport(characterId, groupId, studentId, period, date ?? ''),
    queryFn: () => api.groupStudentReport({ characterId, groupId, studentId, period, date }),
  });

/** The student's groups and assignments (none for another role). */
export const myGroupsQuery = (characterId: number) =>
  queryOptions({ queryKey: groupKeys.mine(characterId), queryFn: () => api.myGroups({ characterId }) });

export const schoolQuery = (characterId: number) =>
  queryOptions({
    queryKey: groupKeys.school(characterId),
    queryFn: () => api.schoolOverview({ characterId }),
  });

export const schoolInvitationsQuery = (characterId: number) =>
  queryOptions({
    queryKey: groupKeys.invitations(characterId),
    queryFn: () => api.schoolInvitations({ characterId }),
  });

export const schoolReportQuery = (characterId: number, days: 7 | 30 | 90) =>
  queryOptions({
    queryKey: groupKeys.schoolReport(characterId, days),
    queryFn: () => api.schoolReport({ characterId, days }),
  });

/** The current character (undefined while loading, signed out, or none chosen). */
export function useCurrentCharacter(): { character: Character | undefined; loading: boolean } {
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const characters = useQuery({ ...charactersQuery(), enabled: signedIn });
  return {
    character: characters.data?.find((character) => character.characterId === characterId),
    loading: signedIn && characters.isPending,
  };
}

/**
 * The keyboard layout the current learner types on (the course, its lessons, the keyboard and hands and the
 * games follow it): the current character's (its class's `classKeyboardLayout` when a class sets one, else its
 * `keyboardLayout` on the server; the device's copy of it while the characters load or offline), or before sign-in the layout chosen on the device; US when none is known.
 */
export function useKeyboardLayout(): KeyboardLayoutId {
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  // A class set to one layout (a school computer room) wins over the character's own.
  const current = useCurrentCharacter().character;
  const fromServer = current ? lessonLayoutOf(current) : undefined;
  const kept = useKeyboardLayoutStore((state) => keptLayout(state, signedIn ? characterId : null));
  useEffect(() => {
    // The device keeps the character's layout for the next offline or loading moment.
    if (signedIn && characterId !== null && fromServer && fromServer !== kept)
      useKeyboardLayoutStore.getState().remember(characterId, fromServer, false);
  }, [signedIn, characterId, fromServer, kept]);
  return (signedIn && fromServer) || kept;
}

/** What a join code opens (the group and its teacher), asked before joining; an unknown code is not retried. */
export const joinInfoQuery = (code: string) =>
  queryOptions({
    queryKey: groupKeys.joinInfo(code),
    queryFn: () => api.joinInfo({ code }),
    retry: false,
  });

type Rest<Name extends ApiRouteName, Known extends keyof CallPayload<Name>> = PayloadWithout<Name, Known>;

/**
 * A change to the teacher's (or school's) groups: every group read of the character is refetched.
 * `handlesError`: the page shows the error itself (else it is a toast).
 */
function useGroupsChange<Variables, Answer>(
  characterId: number,
  call: (variables: Variables) => Promise<Answer>,
  handlesError = true,
) {
  return useRefetchingChange(groupKeys.all(characterId), call, handlesError);
}

/** POST /group/create: a new class of the teacher. */
export const useCreateGroup = (characterId: number) =>
  useGroupsChange(characterId, (name: string) => api.createGroup({ characterId, name }));

/** The teacher's changes to one class: its name, its join code, its students' remarks and places, its work. */
export function useGroupChanges(characterId: number, groupId: number) {
  const scope = { characterId, groupId };
  return {
    rename: useGroupsChange(characterId, (name: string) => api.renameGroup({ ...scope, name })),
    layout: useGroupsChange(characterId, (keyboardLayout: KeyboardLayoutId | null) =>
      api.groupLayout({ ...scope, ...(keyboardLayout ? { keyboardLayout } : {}) }),
    ),
    remove: useGroupsChange(characterId, (confirmation: Rest<'deleteGroup', 'characterId' | 'groupId'>) =>
      api.deleteGroup({ ...scope, ...confirmation }),
    ),
    joinCode: useGroupsChange(characterId, (next: Rest<'groupJoinCode', 'characterId' | 'groupId'>) =>
      api.groupJoinCode({ ...scope, ...next }),
    ),
    remark: useGroupsChange(characterId, (member: Rest<'groupRemark', 'characterId' | 'groupId'>) =>
      api.groupRemark({ ...scope, ...member }),
    ),
    removeMember: useGroupsChange(
      characterId,
      (studentId: number) => api.groupRemoveMember({ ...scope, studentId }),
      false,
    ),
    assign: useGroupsChange(characterId, (work: Rest<'createAssignment', 'characterId' | 'groupId'>) =>
      api.createAssignment({ ...scope, ...work }),
    ),
    tailored: useGroupsChange(characterId, (dueDate: string | undefined) =>
      api.tailoredCourse({ ...scope, dueDate }),
    ),
    unassign: useGroupsChange(characterId, (assignmentId: number) =>
      api.deleteAssignment({ ...scope, assignmentId }),
    ),
  };
}

/**
 * A change the school (or a teacher answering it) makes: every read of the acting character is refetched (the
 * school overview, its classes and reports, the teacher's groups).
 */
function useSchoolChange<Variables, Answer>(
  characterId: number,
  call: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: characterKeys.one(characterId) }),
  });
}

/** The school administrator's changes: teachers, classes, the CSV of new accounts, the roster, moves, deletions. */
export function useSchoolChanges(characterId: number) {
  return {
    addTeacher: useSchoolChange(characterId, (username: string) =>
      api.addSchoolTeacher({ characterId, username }),
    ),
    addClass: useSchoolChange(characterId, (made: Rest<'createSchoolClass', 'characterId'>) =>
      api.createSchoolClass({ characterId, ...made }),
    ),
    importStudents: useSchoolChange(characterId, (csv: string) => api.importStudents({ characterId, csv })),
    importRoster: useSchoolChange(characterId, (roster: Rest<'importRoster', 'characterId'>) =>
      api.importRoster({ characterId, ...roster }),
    ),
    move: useSchoolChange(characterId, (move: Rest<'moveStudent', 'characterId'>) =>
      api.moveStudent({ characterId, ...move }),
    ),
    deleteClass: useSchoolChange(
      characterId,
      ({ groupId, ...confirmation }: Rest<'deleteSchoolClass', 'characterId'>) =>
        api.deleteSchoolClass({ characterId, groupId, ...confirmation }),
    ),
  };
}

/** A teacher accepts or declines a school's invitation. */
export const useAnswerSchoolInvitation = (characterId: number) =>
  useSchoolChange(characterId, (answer: Rest<'answerSchoolInvitation', 'characterId'>) =>
    api.answerSchoolInvitation({ characterId, ...answer }),
  );

/** POST /school/open: an account opens its school; its new SCHOOL role becomes the current character. */
export function useOpenSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (school: CallPayload<'openSchool'>) => api.openSchool(school),
    onSuccess: async (overview) => {
      await queryClient.invalidateQueries({ queryKey: characterKeys.list() });
      await switchCharacter(queryClient, overview.characterId);
    },
  });
}

/**
 * Joining a class with its code: as the student role given, or as a guest (a guest session and a student role
 * made first), which becomes the current character; then every character's reads are refetched.
 */
export function useJoinGroup(code: string, currentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: async (student: Character | 'guest') => {
      const joining = student === 'guest' ? await startAsGuest(queryClient) : student;
      if (joining.characterId !== currentId) await switchCharacter(queryClient, joining.characterId);
      return api.joinGroup({ characterId: joining.characterId, code });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: characterKeys.all }),
  });
}
