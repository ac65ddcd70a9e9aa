import { useState } from 'react';

const STORAGE = 'keyquest.courseMap.open';

function readOpen(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE) ?? '[]');
    return Array.isArray(stored) ? stored.filter((slug): slug is string => typeof slug === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which practice courses are unfolded on the course map: folded by default (the map stays short), remembered for
 * the tab's session, so coming back from a lesson finds the course where it was left.
 */
export function useOpenCourses(): [ReadonlySet<string>, (slug: string, open: boolean) => void] {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(readOpen()));
  const toggle = (slug: string, unfold: boolean) => {
    const next = new Set(open);
    if (unfold) next.add(slug);
    else next.delete(slug);
    setOpen(next);
    try {
      sessionStorage.setItem(STORAGE, JSON.stringify([...next]));
    } catch {
      // Storage refused (private mode): the course still unfolds for this visit.
    }
  };
  return [open, toggle];
}
