import { queryOptions } from '@tanstack/react-query';
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
