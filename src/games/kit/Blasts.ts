import { Container, Sprite, type Texture } from 'pixi.js';
import type { GameSystem } from './systems';

interface Blast {
  sprite: Sprite;
  elapsed: number;
}

/** How a blast grows and fades: from `from` times the size to `from + grow` times it, over `durationMs`. */
export interface BlastStyle {
  durationMs: number;
  from: number;
  grow: number;
}

/**
 * The blasts system: an icon that swells and fades where a target was destroyed (a ship's explosion, a popped
 * balloon). Sprites are pooled and reused.
 */
export class Blasts extends Container implements GameSystem<unknown> {
  private readonly live: Blast[] = [];
  private readonly spare: Blast[] = [];

  constructor(
    private readonly texture: Texture,
    private readonly style: BlastStyle,
    /** The target's size: a blast is measured in it. */
    private readonly size: number,
  ) {
    super();
  }

  spawn(x: number, y: number, tint = 0xffffff): void {
    const blast = this.spare.pop() ?? { sprite: new Sprite(this.texture), elapsed: 0 };
    blast.elapsed = 0;
    blast.sprite.anchor.set(0.5);
    blast.sprite.position.set(x, y);
    blast.sprite.tint = tint;
    blast.sprite.alpha = 1;
    blast.sprite.width = blast.sprite.height = this.size * this.style.from;
    this.addChild(blast.sprite);
    this.live.push(blast);
  }

  update(deltaMs: number): void {
    const { durationMs, from, grow } = this.style;
    for (let i = this.live.length - 1; i >= 0; i--) {
      const blast = this.live[i]!;
      blast.elapsed += deltaMs;
      const t = blast.elapsed / durationMs;
      blast.sprite.width = blast.sprite.height = this.size * (from + t * grow);
      blast.sprite.alpha = Math.max(0, 1 - t);
      if (t >= 1) {
        this.removeChild(blast.sprite);
        this.spare.push(blast);
        this.live.splice(i, 1);
      }
    }
  }
}
