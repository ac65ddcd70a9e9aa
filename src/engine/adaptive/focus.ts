import type { ConfidenceTargets, KeyConfidence } from './key-confidence';

/**
 * Why a key is the focus, as data the UI translates: "Focus on K: over all your practice so far its accuracy is 82%, the target is 95%."
 * - 'accuracy': value and target are shares 0..1.
 * - 'speed': value and target are words per minute.
 * - 'new': the key is new or has too few presses; value is its presses so far, target the presses needed.
 */
export interface FocusExplanation {
  reason: 'accuracy' | 'speed' | 'new';
  key: string;
  value: number;
  target: number;
}

/**
 * The weakest key, the one practice aims at: a new key first (the most recently unlocked among those with the
 * fewest presses), else the key with the lowest confidence (ties: the later-unlocked one). When every key meets
 * its targets the weakest still leads, so practice keeps pushing the slowest key.
 * `confidences` is in unlocking order and must not be empty.
 */
export function chooseFocus(confidences: readonly KeyConfidence[]): KeyConfidence {
  if (confidences.length === 0) throw new Error('no keys to focus on');
  let weakest = confidences[0]!;
  for (const candidate of confidences.slice(1)) {
    const newer = candidate.weakness === 'new';
    const weakestNew = weakest.weakness === 'new';
    if (newer !== weakestNew) {
      if (newer) weakest = candidate;
    } else if (newer) {
      if (candidate.samples <= weakest.samples) weakest = candidate;
    } else if (candidate.confidence <= weakest.confidence) {
      weakest = candidate;
    }
  }
  return weakest;
}

/** The explanation for a focus key. */
export function explainFocus(focus: KeyConfidence, targets: ConfidenceTargets): FocusExplanation {
  if (focus.weakness === 'new' || focus.accuracy === null || focus.wpm === null) {
    return { reason: 'new', key: focus.key, value: focus.samples, target: targets.minSamples };
  }
  // A key meeting both targets is explained by the figure nearer its target: that one holds it back most.
  const accuracyRatio = focus.accuracy / targets.accuracy;
  const speedRatio = focus.wpm / targets.wpm;
  if (focus.weakness === 'accuracy' || (focus.weakness === null && accuracyRatio <= speedRatio)) {
    return { reason: 'accuracy', key: focus.key, value: focus.accuracy, target: targets.accuracy };
  }
  return { reason: 'speed', key: focus.key, value: focus.wpm, target: targets.wpm };
}
