import { useEffect, useState } from 'react';
import { currentEdition } from '../../../api/page-edition';

/**
 * How many lessons the edition's courses hold. The catalogue (every course's titles in five languages) loads
 * when the figure comes near the viewport: it sits far below the fold.
 */
export function useLessonCount(wanted: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void import('../../../../content/catalogue').then(({ catalogueFor }) => {
      const total = catalogueFor(currentEdition()).reduce((sum, course) => sum + course.lessonCount, 0);
      if (!cancelled) setCount(total);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return count;
}
