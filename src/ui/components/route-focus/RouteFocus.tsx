import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded page's heading, in animation frames (about two seconds). */
const MAX_FRAMES = 120;

/**
 * After an in-app navigation (not the first page load), moves the focus to the new page's heading, as a page
 * load would put a screen reader and the next Tab at the start of the page. A page that focused something of
 * its own inside its content (a lesson's start button, a report's heading) keeps that focus.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frames = 0;
    let handle = 0;
    const settle = () => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) {
        if (++frames < MAX_FRAMES) handle = requestAnimationFrame(settle);
        return;
      }
      const active = document.activeElement;
      const ownChoice =
        active instanceof HTMLElement && active !== document.body && active.closest('main') !== null;
      if (ownChoice) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    handle = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
  return null;
}
