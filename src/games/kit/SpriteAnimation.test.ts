import { Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { SpriteAnimation } from './SpriteAnimation';

const frames = Array.from({ length: 27 }, () => new Texture());

describe('SpriteAnimation (the thunder loop)', () => {
  it('shows 27 frames at 30 frames per second and loops', () => {
    const thunder = new SpriteAnimation(frames, 30, true);

    thunder.update(1000 / 30 + 1);
    expect(thunder.frameIndex).toBe(1);
    expect(thunder.texture).toBe(frames[1]);

    // 27 frames at 30 fps last 0.9 s: at 0.95 s the loop is back on its first frames.
    thunder.update(950 - (1000 / 30 + 1));
    expect(thunder.frameIndex).toBe(1);
    expect(thunder.done).toBe(false);
  });

  it('stops on its last frame when it does not loop', () => {
    const once = new SpriteAnimation(frames, 30, false);
    once.update(2000);
    expect(once.frameIndex).toBe(26);
    expect(once.done).toBe(true);
  });
});
