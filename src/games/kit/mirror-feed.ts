import type { MirrorTarget } from './GameMirror';
import type { RoundStatus } from './round-play';
import type { PlayContext } from './shell';
import type { GameSystem } from './systems';

/**
 * The mirror system: after the round's events, on the next frame, writes the status and the targets (most
 * urgent first) into the accessible mirror. Never written on a frame where nothing happened.
 */
export function mirrorFeed<Event>(
  context: PlayContext,
  status: () => RoundStatus,
  targets: () => readonly MirrorTarget[],
): GameSystem<Event> {
  let dirty = true;
  return {
    event() {
      dirty = true;
    },
    update() {
      if (!dirty) return;
      dirty = false;
      context.mirror.setStatus(status());
      context.mirror.setTargets(targets());
    },
  };
}
