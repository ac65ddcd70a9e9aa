import type { QueryClient } from '@tanstack/react-query';
import { api, queryKeys, useSessionStore } from '../api';
import type { LearnerContext } from './load-practice';

/** The query key of a character's custom courses (under the character, so a switch refreshes it). */
export const customCoursesKey = (characterId: number) =>
  [...queryKeys.character(characterId), 'custom-courses'] as const;

/**
 * The server-backed sources of the practice screen: a custom course by id (the current character's), and
 * themed passages from the server's writer (a language model when configured, else the built-in writer).
 */
export function serverPracticeSources(
  queryClient: QueryClient,
): Pick<LearnerContext, 'customCourse' | 'themedPassage'> {
  return {
    customCourse: async (courseId) => {
      const characterId = useSessionStore.getState().characterId;
      if (characterId === null || !useSessionStore.getState().signedIn) return undefined;
      try {
        const course = await queryClient.fetchQuery({
          queryKey: [...customCoursesKey(characterId), courseId],
          queryFn: () => api.customCourse({ characterId, courseId }),
        });
        return { id: course.courseId, title: course.title, text: course.text, mode: course.mode };
      } catch {
        return undefined;
      }
    },
    themedPassage: (theme, unlockedChars, focus) =>
      api.themedPassage({
        theme,
        unlockedChars: unlockedChars.filter((char) => char !== ' ').join(''),
        focus,
      }),
  };
}
