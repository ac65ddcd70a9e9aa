import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`), once and for good: below-the-fold parts of
 * the home page (the blog teaser and its API client, the lesson count and its catalogue) load only then, so the
 * first render fetches only what it shows. Without IntersectionObserver the answer is yes at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
