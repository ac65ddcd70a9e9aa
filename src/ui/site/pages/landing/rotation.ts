/** The landing page's rotations (spec sections 4 and 9): every 5 seconds, wrapping. */
export const AUTO_ADVANCE_MS = 5000;

/** The index `step` places from `index` among `count` items, wrapping both ways. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/** The hero's two videos play in turn: the next one after the current ends or is paused. */
export const HERO_THEMES = ['STAR_TREK', 'BALLOON_POP'] as const;
export type HeroTheme = (typeof HERO_THEMES)[number];

export function nextTheme(theme: HeroTheme): HeroTheme {
  return HERO_THEMES[wrapIndex(HERO_THEMES.indexOf(theme), 1, HERO_THEMES.length)] ?? 'STAR_TREK';
}
