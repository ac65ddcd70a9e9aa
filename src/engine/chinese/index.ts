/** Chinese typing through an input method: figures per committed character, punctuation widths. */
export { analyzeChineseAttempt } from './analysis';
export type { ChineseAttemptAnalysis } from './analysis';
export { alignPunctuationWidth, halfWidthForms, isWidthVariant } from './punctuation';
