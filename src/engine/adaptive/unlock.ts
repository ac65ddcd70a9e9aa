import {
  DEFAULT_CONFIDENCE_TARGETS,
  keyConfidence,
  type ConfidenceTargets,
  type KeyConfidence,
  type KeyHistory,
} from './key-confidence';

/**
 * The letters of the finger-placement course in the order it teaches them (home row F J D K S L A, then G H,
 * the upper row R U E I W O Q Y T P, the lower row V M C X Z B N). The content passes its own order; this one is
 * the default and the tests' reference.
 */
export const FINGER_COURSE_LETTER_ORDER: readonly string[] = [...'fjdkslaghrueiwoqytpvmcxzbn'];

/** How many keys a learner starts with: the home row's seven letters, enough for real words ("as", "dad"). */
export const INITIAL_KEY_COUNT = 7;

/**
 * The keys a learner has unlocked, in the order they were unlocked. It only ever grows: `unlockNext` returns a
 * list that starts with every key of the old one, in the same order. A key is never locked again, however badly
 * it goes later; it becomes the focus instead.
 */
export type UnlockedKeys = readonly string[];

/** The first keys of an order, for a learner without history. */
export function initialUnlockedKeys(
  order: readonly string[] = FINGER_COURSE_LETTER_ORDER,
  count = INITIAL_KEY_COUNT,
): UnlockedKeys {
  return order.slice(0, Math.max(1, count));
}

/** The result of checking whether a new key may be added. */
export interface UnlockStep {
  unlocked: UnlockedKeys;
  /** The key added by this step, or null when none was. */
  added: string | null;
  /** Every unlocked key's standing, in unlocking order (the added key included, as 'new'). */
  confidences: KeyConfidence[];
}

/**
 * Adds the next key of `order` when every unlocked key is both fast and accurate (confidence >= 1); otherwise
 * keeps the keys as they are. At most one key per step, so each new key gets a session of its own. Keys of
 * `unlocked` that are not in `order` are kept. Pure: the same history gives the same step.
 */
export function unlockNext(
  unlocked: UnlockedKeys,
  history: KeyHistory,
  order: readonly string[] = FINGER_COURSE_LETTER_ORDER,
  targets: ConfidenceTargets = DEFAULT_CONFIDENCE_TARGETS,
): UnlockStep {
  const keys = unlocked.length > 0 ? [...unlocked] : [...initialUnlockedKeys(order)];
  const confidences = keys.map((key) => keyConfidence(key, history[key], targets));
  const allConfident = confidences.every((standing) => standing.weakness === null);
  const next = allConfident ? order.find((key) => !keys.includes(key)) : undefined;
  if (next === undefined) return { unlocked: keys, added: null, confidences };
  return {
    unlocked: [...keys, next],
    added: next,
    confidences: [...confidences, keyConfidence(next, history[next], targets)],
  };
}

/**
 * The union of two lists of unlocked keys (this device's and the server's, or the practice's and the letters the
 * finger course taught): a key unlocked anywhere stays unlocked (never re-locked). Kept in unlocking order,
 * keys outside the order last as they came.
 */
export function mergeUnlocked(
  local: readonly string[],
  server: readonly string[],
  order: readonly string[] = FINGER_COURSE_LETTER_ORDER,
): string[] {
  const union = [...new Set([...local, ...server])];
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index < 0 ? order.length : index;
  };
  return union
    .map((key, arrival) => ({ key, arrival }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.arrival - b.arrival)
    .map(({ key }) => key);
}

/**
 * The adaptive practice's keys once the letters the finger course taught are added: a learner who passed the
 * lesson on N has N in "My weakest keys" too, instead of waiting for the practice to add it one key at a time.
 * Never fewer than a new learner's first keys. Unchanged when the course taught nothing yet.
 */
export function withTaughtKeys(
  unlocked: UnlockedKeys,
  taught: readonly string[],
  order: readonly string[] = FINGER_COURSE_LETTER_ORDER,
): UnlockedKeys {
  if (taught.length === 0) return unlocked;
  const start = unlocked.length > 0 ? unlocked : initialUnlockedKeys(order);
  return mergeUnlocked(start, taught, order);
}
