import { m } from 'framer-motion';
import type { Stars } from '../../../engine';
import { MotionScope, useStillMotion } from '../motion/MotionScope';
import { StarRow } from '../stars/StarRow';
import styles from './PerformanceReport.module.css';

/** Where the sparks fly to from the middle of the stars, in px: a ring, a little wider than tall. */
const SPARKS = Array.from({ length: 10 }, (_, index) => {
  const angle = (index / 10) * Math.PI * 2;
  return { x: Math.round(Math.cos(angle) * 92), y: Math.round(Math.sin(angle) * 40) };
});

/**
 * The result's celebration (loaded by `import()` when a report shows, so no lesson loads framer-motion before
 * it ends): the earned stars pop in one after another on a spring, and sparks fly out once the last has landed.
 * Under reduced motion, and in the lite app, the stars are simply there.
 */
export default function Celebration({ count }: { count: Stars }) {
  return (
    <MotionScope>
      <Stars count={count} />
    </MotionScope>
  );
}

function Stars({ count }: { count: Stars }) {
  const still = useStillMotion();
  const landed = 0.25 + count * 0.35;
  return (
    <span className={styles.celebration} data-testid="celebration">
      <StarRow
        count={count}
        size="large"
        earnedStar={(star, index) =>
          still ? (
            <span key={index}>{star}</span>
          ) : (
            <m.span
              key={index}
              className={styles.star}
              initial={{ opacity: 0, scale: 0, rotate: -90 }}
              animate={{ opacity: 1, scale: 1, rotate: 0 }}
              transition={{ type: 'spring', stiffness: 320, damping: 13, delay: 0.25 + index * 0.35 }}
            >
              {star}
            </m.span>
          )
        }
      />
      {!still && count > 0 && (
        <span className={styles.sparks} aria-hidden="true">
          {SPARKS.map((spark, index) => (
            <m.span
              key={index}
              className={styles.spark}
              initial={{ opacity: 0, x: 0, y: 0, scale: 0.4 }}
              animate={{ opacity: [0, 1, 0], x: spark.x, y: spark.y, scale: 1 }}
              transition={{ duration: 0.8, ease: 'easeOut', delay: landed }}
            />
          ))}
        </span>
      )}
    </span>
  );
}
