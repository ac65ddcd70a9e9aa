/**
 * The typing engine: pure TypeScript shared by the browser, the games and the server.
 * Time arrives in the keystrokes; nothing here reads a clock or touches the DOM.
 */
export type { Keystroke, TypingMode } from './keystroke';
export { TYPING_MODES } from './keystroke';
export { TypingSession } from './session';
export type { CharStatus, KeystrokeOutcome } from './session';
export { analyzeAttempt, scoreFor, MIN_KEY_GAP_MS, MAX_KEY_GAP_MS } from './analysis';
export type { AnalyzeOptions, AttemptAnalysis, KeyStat, WordStat } from './analysis';
export { analyzeGameRound } from './game-round';
export { starsFor, passes } from './stars';
export type { PassRule, Stars } from './stars';
export type { CodeMatcher } from './keystroke';
export type { SessionOptions } from './session';
export { matchNumpadCode } from './numpad';
export { charsAfterDeadKey, createKeyEventReader, deadAccentOf, keystrokesFromKeyEvents } from './key-events';
export * from './metrics';
export * from './random';
export { addDays, DAY_MS } from './days';
export * from './adaptive';
export { FORECAST_RULES, fitLearningCurve, forecastSessions, keysHoldingBack } from './forecast';
export type { Forecast, ForecastStatus } from './forecast';
export * from './notebook';
export * from './pinyin';
export * from './chinese';
export { decodeKeylog, encodeKeylog } from './keylog';
