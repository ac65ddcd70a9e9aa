import { loadFamily } from '../../content/catalogue';
import { COURSE_FAMILIES } from '../../contracts/constants';

/**
 * Imports every course family's chunk before a test renders a course list. Pages load families lazily in an
 * effect; without this a test can end while an `import()` is still in flight, and Vitest then reports the
 * import as an unhandled error after the environment is torn down (seen on a loaded machine).
 */
export async function preloadCourses(): Promise<void> {
  await Promise.all(COURSE_FAMILIES.map((family) => loadFamily(family)));
}
