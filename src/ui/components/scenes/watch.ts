import { useEffect, useState, type RefObject } from 'react';
import { isLiteApp } from '../../pwa/lite-mode';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the element is on screen (always, where the browser cannot say). */
function useInView(target: RefObject<Element | null>, active: boolean): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, active]);
  return inView;
}

/** Whether the page is shown (not in a background tab, not minimised). */
function usePageShown(): boolean {
  const [shown, setShown] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return shown;
}

/** Whether things may move: no wish for reduced motion (followed as it changes), not the lite app. */
function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(
    () => !isLiteApp() && window.matchMedia?.(REDUCED_MOTION).matches !== true,
  );
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => setAllowed(!isLiteApp() && !query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return allowed;
}

/**
 * Whether a live scene (the game switcher's preview) may play: the learner watches it (`engaged`: the pointer
 * or the keyboard's focus is on what it previews), it is on screen, the page is shown, and motion is welcome.
 * Anything else and it stands still, drawing nothing.
 */
export function useWatched(target: RefObject<Element | null>, engaged: boolean): boolean {
  const inView = useInView(target, engaged);
  const shown = usePageShown();
  const motion = useMotionAllowed();
  return engaged && inView && shown && motion;
}
