/**
 * A character's accessibility settings as plain data, without zod (the app's first paint reads them; the schemas
 * are in access.ts): how the lesson speaks, sounds and looks for this learner. docs/ACCESSIBILITY.md.
 */
export const TEXT_SIZES = [100, 125, 150, 175, 200] as const;
export const SPACINGS = ['normal', 'wide', 'wider'] as const;
/** Besides their colours, fingers can be told apart by their numbers (thumb 1 to little finger 5). */
export const FINGER_MARKS = ['colours', 'numbers'] as const;
export const ONE_HANDED = ['both', 'left', 'right'] as const;

export interface AccessSettings {
  /** The lesson speaks the next key and its finger, errors and the result (the browser's speech synthesis). */
  selfVoicing: boolean;
  /** The learner uses a screen reader: the same words go to live regions only, never spoken by the app too. */
  screenReader: boolean;
  /** Sound cues (correct, error, finished), 0 (off) to 100. */
  cueVolume: number;
  /** Atkinson Hyperlegible for the interface and the lesson text (loaded only when chosen). */
  readableFont: boolean;
  /** Text size in per cent of the usual. */
  textSize: (typeof TEXT_SIZES)[number];
  /** Extra letter and word spacing in the lesson text. */
  spacing: (typeof SPACINGS)[number];
  /** A line under the word being typed, the rest of the text dimmed. */
  focusLine: boolean;
  /** What tells the fingers apart on the on-screen keyboard and hands besides their colours. */
  fingerMarks: (typeof FINGER_MARKS)[number];
  /** The high-contrast theme. */
  highContrast: boolean;
  /** Large keys for ages 4-6: a bigger keyboard and text, one key at a time, no timer, no score pressure. */
  largeKeys: boolean;
  /** One-handed practice: the hand that types. */
  oneHanded: (typeof ONE_HANDED)[number];
}

/** The settings of a character that never chose any. */
export const DEFAULT_ACCESS_SETTINGS: Readonly<AccessSettings> = {
  selfVoicing: false,
  screenReader: false,
  cueVolume: 0,
  readableFont: false,
  textSize: 100,
  spacing: 'normal',
  focusLine: false,
  fingerMarks: 'colours',
  highContrast: false,
  largeKeys: false,
  oneHanded: 'both',
};
