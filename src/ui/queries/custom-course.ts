import { queryOptions } from '@tanstack/react-query';
import { useRefetchingChange } from './changes';
import type { CustomCourse } from '../../contracts';
import { api } from '../api/endpoints';
import { characterKeys } from './character';

/** A character's custom courses (under the character, so a switch refreshes them). */
export const customCourseKeys = {
  list: (characterId: number) => [...characterKeys.one(characterId), 'custom-courses'] as const,
  one: (characterId: number, courseId: number) =>
    [...characterKeys.one(characterId), 'custom-courses', courseId] as const,
};

/** GET /custom-course/list. */
export const customCoursesQuery = (characterId: number) =>
  queryOptions({
    queryKey: customCourseKeys.list(characterId),
    queryFn: () => api.customCourseList({ characterId }),
  });

/** One custom course with its text. */
export const customCourseQuery = (characterId: number, courseId: number) =>
  queryOptions({
    queryKey: customCourseKeys.one(characterId, courseId),
    queryFn: () => api.customCourse({ characterId, courseId }),
  });

/**
 * A change to the character's custom courses; the list is read again. `handlesError`: the page shows the error
 * itself (else it is a toast).
 */
function useCoursesChange<Variables, Answer>(
  characterId: number,
  call: (variables: Variables) => Promise<Answer>,
  handlesError = true,
) {
  return useRefetchingChange(customCourseKeys.list(characterId), call, handlesError);
}

/** A course written: saved over the one given (`courseId`), or made new. */
type CourseText = Pick<CustomCourse, 'title' | 'text' | 'mode'> & { courseId?: number };

/** POST /custom-course/create or /custom-course/update. */
export const useSaveCustomCourse = (characterId: number) =>
  useCoursesChange(characterId, ({ courseId, ...course }: CourseText) =>
    courseId === undefined
      ? api.createCustomCourse({ characterId, ...course })
      : api.updateCustomCourse({ characterId, courseId, ...course }),
  );

/** POST /custom-course/delete. */
export const useDeleteCustomCourse = (characterId: number) =>
  useCoursesChange(
    characterId,
    (courseId: number) => api.deleteCustomCourse({ characterId, courseId }),
    false,
  );
