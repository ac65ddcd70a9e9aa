import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import { useSessionStore } from '../api/session-store';
import { customCourseQuery } from '../queries/custom-course';
import type { LearnerContext } from './load-practice';

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
        const course = await queryClient.fetchQuery(customCourseQuery(characterId, courseId));
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
