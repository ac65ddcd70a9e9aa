import { Sprite, type Texture } from 'pixi.js';

/**
 * A sprite that plays frames of a sprite sheet at a fixed rate, driven by the game's own ticker (elapsed
 * milliseconds), so it keeps its speed at a 30 fps cap and stops when the game pauses.
 * The thunder effect: 27 frames at 30 frames per second, looping.
 */
export class SpriteAnimation extends Sprite {
  private elapsedMs = 0;

  constructor(
    private readonly frames: readonly Texture[],
    readonly fps = 30,
    readonly loop = true,
  ) {
    const first = frames[0];
    if (!first) throw new Error('An animation needs at least one frame');
    super(first);
  }

  /** Index of the frame on show. */
  get frameIndex(): number {
    const index = Math.floor((this.elapsedMs * this.fps) / 1000);
    return this.loop ? index % this.frames.length : Math.min(index, this.frames.length - 1);
  }

  /** True once a non-looping animation has shown its last frame. */
  get done(): boolean {
    return !this.loop && Math.floor((this.elapsedMs * this.fps) / 1000) >= this.frames.length;
  }

  update(deltaMs: number): void {
    this.elapsedMs += deltaMs;
    const texture = this.frames[this.frameIndex];
    if (texture && texture !== this.texture) this.texture = texture;
  }
}
