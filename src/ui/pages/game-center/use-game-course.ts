import { useEffect, useState } from 'react';
import { fingerCourseFor, type Course } from '../../../content';
import { useKeyboardLayout } from '../../queries/groups';
import { loadCourse } from '../../../content/catalogue';
import { DEFAULT_GAME_COURSE } from './game-courses';

/**
 * The course whose words the games use: the finger course at once (it comes with the page) on the character's
 * keyboard layout, so its words use only keys unlocked on that layout; any other course from its own chunk,
 * loaded the first time it is chosen. Undefined while that chunk is on its way.
 */
export function useGameCourse(slug: string): Course | undefined {
  const [loaded, setLoaded] = useState<{ slug: string; course: Course } | null>(null);
  const layout = useKeyboardLayout();
  const finger = fingerCourseFor(layout);

  useEffect(() => {
    if (slug === DEFAULT_GAME_COURSE) return;
    let cancelled = false;
    loadCourse(slug)
      .then((course) => {
        if (!cancelled) setLoaded({ slug, course: course ?? finger });
      })
      .catch((error: unknown) => {
        console.error(`The course ${slug} could not be loaded`, error);
        if (!cancelled) setLoaded({ slug, course: finger });
      });
    return () => {
      cancelled = true;
    };
  }, [slug, finger]);

  if (slug === DEFAULT_GAME_COURSE) return finger;
  // A course loaded for an earlier choice is not this one: wait for the new chunk.
  return loaded?.slug === slug ? loaded.course : undefined;
}
