import { Container, Sprite, type Texture } from 'pixi.js';
import { WordLabel, type PillTextures } from '../kit/WordLabel';

/** An enemy ship on screen: its icon and the word it carries. Pooled: reused for the next ship. */
export class ShipView extends Container {
  readonly hull = new Sprite();
  readonly wordLabel: WordLabel;

  constructor(pills: PillTextures, fontSize: number) {
    super();
    this.hull.anchor.set(0.5);
    this.wordLabel = new WordLabel(pills, fontSize);
    this.addChild(this.hull, this.wordLabel);
  }

  reset(texture: Texture, size: number): void {
    this.hull.texture = texture;
    this.hull.width = this.hull.height = size;
    this.wordLabel.y = size * 0.62;
    this.alpha = 1;
  }
}
