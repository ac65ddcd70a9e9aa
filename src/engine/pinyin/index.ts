/**
 * Pinyin typing: Chinese characters are shown, their pinyin is typed as plain letters. No data here: readings
 * come from the lesson (precomputed) or from src/content/chinese/readings.ts (pinyin-pro, loaded lazily).
 */
export { NEUTRAL_TONE, letterSpellings, parseSyllable, toneMarked, typedSpellings } from './syllable';
export type { Syllable, Tone, ToneMode } from './syllable';
export { NO_READING, isHanzi, parseReadings, pinyinTarget } from './target';
export type { PinyinTarget, PinyinToken, PinyinTokenKind, ReadingsLine } from './target';
export { PinyinMatcher, SYLLABLE_SEPARATORS } from './matcher';
export type { MatchState } from './matcher';
export { PinyinSession } from './session';
export { analyzePinyinAttempt } from './analysis';
export type { PinyinAttemptAnalysis, SyllableStat } from './analysis';
