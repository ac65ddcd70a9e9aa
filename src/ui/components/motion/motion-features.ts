import { domAnimation } from 'framer-motion';

/**
 * framer-motion's animation features (animate, variants, exit, hover and tap), loaded by `MotionScope` behind
 * `import()`: a page pays for them only once something on it animates.
 */
export default domAnimation;
