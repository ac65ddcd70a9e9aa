import { useEffect, useState } from 'react';
import { AUTO_ADVANCE_MS, wrapIndex } from './rotation';

/**
 * An index that moves on every 5 seconds, wrapping among `count` items, unless paused (hover, focus, the
 * pause button or reduced motion). Moving by hand restarts the 5 seconds.
 */
export function useAutoAdvance(count: number, paused: boolean) {
  const [state, setState] = useState({ index: 0, moves: 0 });
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(
      () => setState((value) => ({ index: wrapIndex(value.index, 1, count), moves: value.moves + 1 })),
      AUTO_ADVANCE_MS,
    );
    return () => clearTimeout(timer);
  }, [paused, count, state.moves]);
  return {
    index: state.index,
    move: (step: number) =>
      setState((value) => ({ index: wrapIndex(value.index, step, count), moves: value.moves + 1 })),
    goTo: (index: number) => setState((value) => ({ index, moves: value.moves + 1 })),
  };
}
