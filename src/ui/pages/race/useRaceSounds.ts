import { useEffect, useRef } from 'react';
import { useAccessSettings } from '../../queries/access';
import type { Cue } from '../../typing/voice/cues';

/**
 * The race's sounds through howler at the learner's own cue volume (accessibility settings): the countdown's
 * ticks and start, a wrong key, the racer's finish. Their code loads only when the volume is above 0.
 */
export function useRaceSounds(): (cue: Cue) => void {
  const { settings } = useAccessSettings();
  const play = useRef<((cue: Cue) => void) | null>(null);
  useEffect(() => {
    if (settings.cueVolume === 0) return;
    let cancelled = false;
    let unload: (() => void) | null = null;
    void import('../../typing/voice/cues').then(({ lessonCues }) => {
      if (cancelled) return;
      const cues = lessonCues(settings.cueVolume);
      play.current = cues.play;
      unload = cues.unload;
    });
    return () => {
      cancelled = true;
      play.current = null;
      // A last sound plays on past the room: its sounds go a moment later.
      const last = unload;
      if (last) setTimeout(last, 3000);
    };
  }, [settings.cueVolume]);
  return (cue) => play.current?.(cue);
}
