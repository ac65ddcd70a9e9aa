import { Container, Graphics } from 'pixi.js';
import type { Random } from '../../engine';

/** Layers of stars scrolling down at different speeds (one layer, standing still, in lite mode). */
export class Starfield extends Container {
  private readonly layers: { graphics: Graphics; speed: number }[] = [];
  private fieldHeight = 1;

  constructor(
    private readonly random: Random,
    private readonly moving: boolean,
  ) {
    super();
    const speeds = moving ? [0.006, 0.015, 0.03] : [0];
    for (const speed of speeds) {
      const graphics = new Graphics();
      this.layers.push({ graphics, speed });
      this.addChild(graphics);
    }
  }

  resize(width: number, height: number): void {
    this.fieldHeight = height;
    for (const [index, layer] of this.layers.entries()) {
      const g = layer.graphics.clear();
      const count = Math.round((width * height) / (9000 + index * 5000));
      // Each layer is drawn twice its height so it can wrap without a seam.
      for (let i = 0; i < count; i++) {
        const x = this.random() * width;
        const y = this.random() * height;
        const size = 0.6 + index * 0.5 + this.random() * 0.6;
        const alpha = 0.35 + index * 0.2 + this.random() * 0.2;
        g.circle(x, y, size).fill({ color: 0xffffff, alpha });
        g.circle(x, y - height, size).fill({ color: 0xffffff, alpha });
      }
      layer.graphics.y = 0;
    }
  }

  update(deltaMs: number): void {
    for (const layer of this.layers) {
      if (layer.speed === 0) continue;
      layer.graphics.y = (layer.graphics.y + layer.speed * deltaMs) % this.fieldHeight;
    }
  }
}
