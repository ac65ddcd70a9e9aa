/**
 * Adaptive ("AI-customised") practice: per-key confidence from the learner's history, keys unlocked in the
 * finger course's order once every unlocked key is fast and accurate, the weakest key as the focus, practice
 * text of real words containing it, themed sessions and a checked language-model passage. Pure and seeded.
 * Ideas from keybr.com's guided lessons (confidence against a target speed, one new key at a time).
 */
export type { KeyRecord, KeyHistory, ConfidenceTargets, KeyConfidence, Weakness } from './key-confidence';
export {
  addAttemptToKeyHistory,
  keyConfidence,
  wpmForKeyTime,
  DEFAULT_CONFIDENCE_TARGETS,
  HISTORY_FADE,
} from './key-confidence';
export type { UnlockedKeys, UnlockStep } from './unlock';
export {
  FINGER_COURSE_LETTER_ORDER,
  INITIAL_KEY_COUNT,
  initialUnlockedKeys,
  mergeUnlocked,
  unlockNext,
  withTaughtKeys,
} from './unlock';
export type { FocusExplanation } from './focus';
export { chooseFocus, explainFocus } from './focus';
export type { LetterModel, PseudoWordOptions, WordFilter } from './letter-model';
export { letterModelOf, drawPseudoWord, pseudoWordsWith } from './letter-model';
export type { PracticeText, PracticeTextOptions } from './practice-text';
export { joinToLength, practiceText, usesOnly } from './practice-text';
export type { AdaptiveInput, AdaptivePlan, AdaptiveSession } from './session-plan';
export { planAdaptiveSession, adaptiveSession } from './session-plan';
export type { ThemedText, ThemedTextOptions } from './themed';
export type { ThemedWordKind } from './themed';
export { themedText, parseWordList, classifyWords, MAX_PASTED_WORDS, THEMED_MIN_POOL } from './themed';
export type {
  ModelRefusal,
  PassageJudge,
  PassageWriter,
  PassageCheck,
  PassageProblem,
  ThemedPassage,
} from './passage-writer';
export {
  checkPassage,
  tidyPassage,
  offlinePassageWriter,
  themedPassage,
  MAX_PASSAGE_LENGTH,
  MODEL_REFUSALS,
} from './passage-writer';
