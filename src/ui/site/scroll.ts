/** Scroll behaviour of the site: the bar's blur and the home page's site guide (spec sections 2.3, 2.4, 9). */

/** The top bar's background blur grows with scroll: 0 px at the top, 35 px from 100 px down. */
export const NAV_BLUR_MAX_PX = 35;
export const NAV_BLUR_DISTANCE_PX = 100;

export function navBlur(scrollY: number): number {
  const progress = Math.min(Math.max(scrollY, 0), NAV_BLUR_DISTANCE_PX) / NAV_BLUR_DISTANCE_PX;
  return Math.round(progress * NAV_BLUR_MAX_PX * 10) / 10;
}

/** The home page's five scroll sections, in page order. */
export const HOME_SECTIONS = [
  'first-section',
  'slide-section',
  'course-section',
  'data-section',
  'subform-section',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Where the guide's jump for a section lands: the element and how far above it to stop (spec: 50, 100, 180). */
export function guideTarget(section: HomeSection): { elementId: string; offset: number } {
  switch (section) {
    case 'first-section':
      // The overview jumps to part 2 of the first section (the abilities), not to the top.
      return { elementId: 'first-section-part2', offset: 0 };
    case 'slide-section':
      return { elementId: section, offset: 50 };
    case 'data-section':
      return { elementId: section, offset: 100 };
    case 'subform-section':
      return { elementId: section, offset: 180 };
    default:
      return { elementId: section, offset: 0 };
  }
}

/** The scroll position a jump goes to: the element's top in the document, minus its offset, never below 0. */
export function jumpTop(elementTopInDocument: number, offset: number): number {
  return Math.max(0, Math.round(elementTopInDocument - offset));
}

/**
 * The section the guide highlights: the last one whose top has passed a line a third of the way down the
 * window. `tops` are the sections' tops relative to the viewport, in page order.
 */
export function activeSection(tops: readonly number[], viewportHeight: number): number {
  const line = viewportHeight / 3;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/** Mobile layout (spec section 9): narrower than 821 px or lower than 360 px. */
export const MOBILE_QUERY = '(max-width: 820.98px), (max-height: 359.98px)';

export function isMobileViewport(width: number, height: number): boolean {
  return width < 821 || height < 360;
}
