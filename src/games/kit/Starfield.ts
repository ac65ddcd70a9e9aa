import { Container, Sprite, Texture } from 'pixi.js';
import type { Random } from '../../engine';

interface Layer {
  /** The layer's texture twice, one above the other, so it wraps without a seam. */
  sprites: [Sprite, Sprite];
  speed: number;
  offset: number;
}

/**
 * Layers of stars scrolling down at different speeds (one layer, standing still, in lite mode). Each layer's stars
 * are drawn once, at each size, into a canvas of their own: a frame draws a layer as one image (twice where it
 * wraps), not hundreds of circles (on Pixi's canvas renderer a path and a save/restore each).
 */
export class Starfield extends Container {
  private readonly layers: Layer[] = [];
  private fieldHeight = 1;

  constructor(
    private readonly random: Random,
    private readonly moving: boolean,
  ) {
    super();
    const speeds = moving ? [0.006, 0.015, 0.03] : [0];
    for (const speed of speeds) {
      const sprites: [Sprite, Sprite] = [new Sprite(), new Sprite()];
      this.layers.push({ sprites, speed, offset: 0 });
      this.addChild(...(speed === 0 ? sprites.slice(0, 1) : sprites));
    }
  }

  resize(width: number, height: number): void {
    this.fieldHeight = height;
    const w = Math.max(1, Math.ceil(width));
    const h = Math.max(1, Math.ceil(height));
    for (const [index, layer] of this.layers.entries()) {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#ffffff';
      const count = Math.round((width * height) / (9000 + index * 5000));
      for (let i = 0; i < count; i++) {
        const x = this.random() * width;
        const y = this.random() * height;
        const size = 0.6 + index * 0.5 + this.random() * 0.6;
        g.globalAlpha = 0.35 + index * 0.2 + this.random() * 0.2;
        g.beginPath();
        g.arc(x, y, size, 0, Math.PI * 2);
        g.fill();
      }
      const old = layer.sprites[0].texture;
      const texture = Texture.from(canvas);
      for (const sprite of layer.sprites) sprite.texture = texture;
      if (old !== Texture.EMPTY) old.destroy(true);
      layer.offset = 0;
      this.place(layer);
    }
  }

  update(deltaMs: number): void {
    for (const layer of this.layers) {
      if (layer.speed === 0) continue;
      layer.offset = (layer.offset + layer.speed * deltaMs) % this.fieldHeight;
      this.place(layer);
    }
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    const textures = this.layers.map((layer) => layer.sprites[0].texture);
    super.destroy(options);
    for (const texture of textures)
      if (texture !== Texture.EMPTY && !texture.destroyed) texture.destroy(true);
  }

  private place(layer: Layer) {
    layer.sprites[0].y = layer.offset;
    layer.sprites[1].y = layer.offset - this.fieldHeight;
  }
}
