import { lessonCues, type Cue } from './cues';
import { speaker } from './speech';

/**
 * What a lesson says and sounds for the learner's settings, in one chunk loaded only when one of them is on:
 * self-voicing (speech synthesis) and the sound cues. The screen-reader choice goes through the lesson's live
 * regions instead (KeyboardGuide), so nothing here speaks then.
 */
export interface LessonVoice {
  say: (text: string, options?: { queue?: boolean }) => void;
  cue: (cue: Cue) => void;
  stop: () => void;
}

export function lessonVoice(options: { locale: string; speak: boolean; cueVolume: number }): LessonVoice {
  const say = options.speak ? speaker(options.locale) : () => undefined;
  const cues = lessonCues(options.cueVolume);
  return {
    say,
    cue: cues.play,
    stop: () => {
      // The finished cue plays on past the typing screen: its sounds go a moment later.
      setTimeout(cues.unload, 3000);
      if (options.speak) window.speechSynthesis?.cancel();
    },
  };
}
