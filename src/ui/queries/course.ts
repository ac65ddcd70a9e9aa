import { queryOptions } from '@tanstack/react-query';
import { loadCourse, loadLesson } from '../../content/catalogue';

/** The course catalogue (built into the app, loaded per family): the same for every character. */
export const courseKeys = {
  lessonTitles: (slugs: readonly string[]) => ['lesson-titles', ...slugs] as const,
  course: (slug: string) => ['course', slug] as const,
};

/** Titles of lessons by slug (undefined: no such lesson). Each family's chunk loads once, when it is needed. */
export const lessonTitlesQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: courseKeys.lessonTitles(slugs),
    queryFn: async () => {
      const found = await Promise.all(slugs.map((slug) => loadLesson(slug).catch(() => undefined)));
      return new Map(slugs.map((slug, index) => [slug, found[index]?.lesson.title]));
    },
    staleTime: Infinity,
  });

/** A whole course by slug, with its chapters and lessons (null: no such course); its family's chunk loads once. */
export const courseQuery = (slug: string) =>
  queryOptions({
    queryKey: courseKeys.course(slug),
    queryFn: async () => (await loadCourse(slug)) ?? null,
    staleTime: Infinity,
  });
