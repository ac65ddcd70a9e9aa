import { useApplication, useTick } from '@pixi/react';
import type { Application, Container, Texture } from 'pixi.js';
import { useEffect, useRef, useState } from 'react';
import { loadThunderFrames } from '../../../games/kit/assets';
import { SpriteAnimation } from '../../../games/kit/SpriteAnimation';
import { PixiStage, useScenePlaying } from './PixiStage';

/** Where the bolts stand across the stage (share of its width) and how far each is into its loop (ms). */
const BOLTS = [
  { x: 0.12, offsetMs: 0 },
  { x: 0.88, offsetMs: 430 },
];

/**
 * The 27-frame thunder loop of the games (sprites/thunder.png, the kit's SpriteAnimation) beside the stars of a
 * won round, composed by React (@pixi/react). Still under reduced motion and in the lite app: one frame.
 */
export default function ThunderLoop({ className }: { className?: string }) {
  return (
    <PixiStage className={className}>
      <Thunder />
    </PixiStage>
  );
}

function Thunder() {
  const [frames, setFrames] = useState<Texture[]>([]);
  useEffect(() => {
    let live = true;
    loadThunderFrames()
      .then((loaded) => live && setFrames(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return frames.length > 0 ? <Bolts frames={frames} /> : null;
}

interface Bolt {
  sprite: SpriteAnimation;
  /** Its place across the stage, as a share of the width. */
  x: number;
}

/** Each bolt as tall as the stage, at its place across it. */
function place(app: Application, bolts: readonly Bolt[]) {
  for (const { sprite, x } of bolts) {
    sprite.scale.set(app.screen.height / sprite.texture.height);
    sprite.x = x * app.screen.width;
  }
}

function Bolts({ frames }: { frames: Texture[] }) {
  const { app } = useApplication();
  const stage = useRef<Container>(null);
  const bolts = useRef<Bolt[]>([]);
  // The kit's SpriteAnimation is made here and added to the container React drew: it takes its frames in its
  // constructor, which @pixi/react's elements cannot give it.
  useEffect(() => {
    const container = stage.current;
    if (!container) return;
    const made = BOLTS.map((bolt) => {
      const sprite = new SpriteAnimation(frames);
      sprite.update(bolt.offsetMs);
      sprite.anchor.set(0.5, 0);
      container.addChild(sprite);
      return { sprite, x: bolt.x };
    });
    bolts.current = made;
    place(app, made);
    return () => {
      bolts.current = [];
      for (const { sprite } of made) sprite.destroy();
    };
  }, [app, frames]);
  useTick((ticker) => {
    for (const { sprite } of bolts.current) sprite.update(ticker.deltaMS);
    place(app, bolts.current);
  });
  useScenePlaying(true, true);
  return <pixiContainer ref={stage} />;
}
