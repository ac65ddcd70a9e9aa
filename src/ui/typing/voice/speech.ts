/**
 * The browser's speech synthesis in the learner's interface language (self-voicing: no screen reader needed).
 * Loaded only when a learner turned self-voicing on. A new line interrupts the one being said: a learner typing
 * faster than the voice hears the key they are at, not a queue of old ones.
 */

/** The voice language for an interface language tag (react-intl's `locale`). */
export function speechLang(locale: string): string {
  if (locale === 'zh-Hans') return 'zh-CN';
  if (locale === 'zh-Hant') return 'zh-TW';
  return locale;
}

export type Say = (text: string, options?: { queue?: boolean }) => void;

/** A function that says a line (nothing where the browser has no speech synthesis). */
export function speaker(locale: string): Say {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return () => undefined;
  const lang = speechLang(locale);
  return (text, options) => {
    if (!text) return;
    if (!options?.queue) synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    synth.speak(utterance);
  };
}
