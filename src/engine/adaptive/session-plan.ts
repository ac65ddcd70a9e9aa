import { chooseFocus, explainFocus, type FocusExplanation } from './focus';
import {
  DEFAULT_CONFIDENCE_TARGETS,
  type ConfidenceTargets,
  type KeyConfidence,
  type KeyHistory,
} from './key-confidence';
import type { WordFilter } from './letter-model';
import { practiceText } from './practice-text';
import { FINGER_COURSE_LETTER_ORDER, unlockNext, type UnlockedKeys } from './unlock';

/** Everything the adaptive practice needs to plan a learner's next session. */
export interface AdaptiveInput {
  /** Keys unlocked so far (empty for a new learner: the first keys of `order`). */
  unlocked: UnlockedKeys;
  /** The learner's per-key history (`addAttemptToKeyHistory`). */
  history: KeyHistory;
  /** Order in which keys are added. Default: the finger course's letters. */
  order?: readonly string[];
  targets?: ConfidenceTargets;
}

/** The plan of a session: which keys, which focus and why. Store `unlocked` for the next session. */
export interface AdaptivePlan {
  unlocked: UnlockedKeys;
  /** The key unlocked by this plan, or null. */
  added: string | null;
  focus: string;
  explanation: FocusExplanation;
  /** Every unlocked key's standing, in unlocking order, for a per-key chart. */
  confidences: KeyConfidence[];
}

/** Unlocks the next key if the learner is ready, and picks the weakest key as the focus. Pure. */
export function planAdaptiveSession(input: AdaptiveInput): AdaptivePlan {
  const order = input.order ?? FINGER_COURSE_LETTER_ORDER;
  const targets = input.targets ?? DEFAULT_CONFIDENCE_TARGETS;
  const step = unlockNext(input.unlocked, input.history, order, targets);
  const focus = chooseFocus(step.confidences);
  return {
    unlocked: step.unlocked,
    added: step.added,
    focus: focus.key,
    explanation: explainFocus(focus, targets),
    confidences: step.confidences,
  };
}

/** A planned session with its text. */
export interface AdaptiveSession extends AdaptivePlan {
  text: string;
  words: string[];
  pseudoWords: string[];
}

/**
 * Plans the next adaptive session and writes its text from a word list: real words that all contain the focus,
 * using only unlocked keys. Deterministic for the same input and seed.
 */
export function adaptiveSession(
  input: AdaptiveInput & { words: readonly string[]; seed: number; length?: number; safe: WordFilter },
): AdaptiveSession {
  const plan = planAdaptiveSession(input);
  const text = practiceText({
    words: input.words,
    unlocked: plan.unlocked,
    focus: plan.focus,
    seed: input.seed,
    length: input.length,
    safe: input.safe,
  });
  return { ...plan, ...text };
}
