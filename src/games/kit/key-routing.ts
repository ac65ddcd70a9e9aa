import type { Keystroke } from '../../engine';
import { attachKeyInput } from '../../input/key-input';
import type { GameAudio } from './GameAudio';
import type { GameFlow } from './flow';
import type { PauseClock } from './pause';
import type { GameSystem } from './systems';
import type { GameStrings } from './types';

/** What the input system hands keystrokes to while a round is played. */
interface KeyTarget {
  onKeystroke(keystroke: Keystroke): void;
}

/**
 * The input system: keys (and a click, which only unlocks sound) on the host, routed by the screen on show.
 * Space or Enter starts from the title and resumes from the pause; Escape pauses; an input method starting
 * pauses with its own message. In play, keystrokes go to the play screen on the round's own clock (pause time
 * taken out of their timestamps, so a paused round does not look slow to the engine).
 */
export function keyRouting(
  host: HTMLElement,
  strings: GameStrings,
  parts: { flow: GameFlow; audio: GameAudio; clock: PauseClock; play: KeyTarget; start(): void },
): GameSystem {
  const { flow, audio, clock, play, start } = parts;
  const detach = attachKeyInput(host, {
    onKeystroke: (keystroke) => {
      audio.unlock();
      const space = keystroke.kind === 'insert' && keystroke.char === ' ';
      if (flow.screen === 'title' && space) start();
      else if (flow.screen === 'pause' && space) flow.resume();
      else if (flow.screen === 'play')
        play.onKeystroke({ ...keystroke, timeStamp: clock.playTime(keystroke.timeStamp) });
    },
    onControlKey: (key) => {
      audio.unlock();
      if (key === 'Enter' && flow.screen === 'title') start();
      else if ((key === 'Enter' || key === 'Escape') && flow.screen === 'pause') flow.resume();
      else if (key === 'Escape' && flow.screen === 'play') flow.pause();
    },
    onComposition: (composing) => {
      if (composing) flow.pause(strings.imeActive);
    },
  });
  const onPointerDown = () => audio.unlock();
  host.addEventListener('pointerdown', onPointerDown);
  return {
    destroy() {
      detach();
      host.removeEventListener('pointerdown', onPointerDown);
    },
  };
}
