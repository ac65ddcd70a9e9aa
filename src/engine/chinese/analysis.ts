import { analyzeAttempt, type AnalyzeOptions, type AttemptAnalysis, type WordStat } from '../analysis';
import type { Keystroke } from '../keystroke';

/**
 * The figures of a Chinese attempt typed through an input method: the usual ones (speed is `rpm`, characters per
 * minute; accuracy is per committed character), plus keystrokes per character.
 * @see docs/METRICS.md, "Chinese attempts"
 */
export interface ChineseAttemptAnalysis extends AttemptAnalysis {
  /** Characters that reached the text: committed by the input method or typed directly (correct or not). */
  committedChars: number;
  /** Inserts in the log: each commit of the input method, and each character typed without one. */
  commits: number;
  /** keystrokes / committedChars: how many keys a character took (pinyin IMEs: about 2 to 5); 0 if none. */
  keystrokesPerChar: number;
  /** Characters of the text for which a wrong one was committed, most misses first. */
  missedChars: WordStat[];
}

/**
 * Analyses an attempt at Chinese text. The log is the input layer's: every key pressed while composing is a
 * `{ kind: 'key' }` keystroke, and a commit is one insert of all its characters (`{ kind: 'insert', char:
 * '中国' }`) that stands for the key which confirmed it, so `keystrokes` counts keys pressed.
 */
export function analyzeChineseAttempt(
  text: string,
  events: readonly Keystroke[],
  options: AnalyzeOptions,
): ChineseAttemptAnalysis {
  // The spaces between the text's units are typed, but they are not characters of Chinese text.
  const analysis = analyzeAttempt(text, events, { ...options, spacesAreChars: false });
  const committedChars = analysis.correctChars + analysis.wrongChars;
  const missedChars = Object.entries(analysis.keys)
    .filter(([, stat]) => stat.misses > 0)
    .map(([word, stat]) => ({ word, misses: stat.misses }))
    .sort((a, b) => b.misses - a.misses || a.word.localeCompare(b.word));
  return {
    ...analysis,
    committedChars,
    commits: events.filter((event) => event.kind === 'insert').length,
    keystrokesPerChar: committedChars > 0 ? analysis.keystrokes / committedChars : 0,
    missedChars,
  };
}
