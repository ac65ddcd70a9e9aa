import { LazyMotion, MotionConfig, useReducedMotion, type Variants } from 'framer-motion';
import type { ReactNode } from 'react';
import { isLiteApp } from '../../pwa/lite-mode';

const loadFeatures = () => import('./motion-features').then((features) => features.default);

/**
 * Where the app animates with framer-motion: the overlays (ModalDialog, the character overlay), the game
 * switcher and the result's celebration. `m.` components inside it render at once and animate once the features
 * arrive (their own chunk, loaded by `import()`); `strict` refuses a full `motion.` component, which would bring
 * every feature into the page's first chunk. Motion follows the learner's prefers-reduced-motion, and the lite
 * app of the low-power channels never animates (docs/ARCHITECTURE.md, "Motion and Pixi scenes").
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion={isLiteApp() ? 'always' : 'user'}>{children}</MotionConfig>
    </LazyMotion>
  );
}

/**
 * Whether motion is off: the learner asked the system for reduced motion, or the app runs lite. framer-motion's
 * own setting still fades opacity; the components here then pass no animation at all.
 */
export function useStillMotion(): boolean {
  return (useReducedMotion() ?? false) || isLiteApp();
}

/** An overlay or panel coming in: a short rise and fade. */
export const RISE: Variants = {
  hidden: { opacity: 0, y: 18, scale: 0.98 },
  shown: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.2, ease: 'easeOut' } },
};

/** A list whose items come in one after another (each item uses `RISE`). */
export const STAGGER: Variants = {
  hidden: {},
  shown: { transition: { staggerChildren: 0.06, delayChildren: 0.05 } },
};

/**
 * The props that bring an `m.` element in with `variants` while `shown` (and take it out when not), or none at
 * all when motion is still: the element is then drawn as it is, with no style of framer-motion's.
 */
export function entrance(still: boolean, shown = true, variants: Variants = RISE) {
  return still ? {} : { initial: 'hidden', animate: shown ? 'shown' : 'hidden', variants };
}
