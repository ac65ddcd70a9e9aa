import { type HeroTheme } from './rotation';

export const VIDEO: Record<HeroTheme, string> = { STAR_TREK: 'star-trek', BALLOON_POP: 'balloon-pop' };

export const reducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
