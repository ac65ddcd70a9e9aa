import { BitmapText, Container, Graphics } from 'pixi.js';
import { UI_FONT } from './MessageScreen';

const TYPED_COLOUR = 0x7dffb0;
const REST_COLOUR = 0xffffff;
const LOCKED_BORDER = 0xffd866;

/**
 * A target's word on a dark pill: the typed part in green, the rest in white, a gold border when locked.
 * Bitmap text: hundreds of labels cost one font texture, not one texture each.
 */
export class WordLabel extends Container {
  private readonly pill = new Graphics();
  private readonly typedText: BitmapText;
  private readonly restText: BitmapText;
  private word = '';
  private typed = -1;
  private locked = false;

  constructor(private readonly fontSize = 26) {
    super();
    const style = { fontFamily: UI_FONT, fontSize, fontWeight: '700' as const };
    this.typedText = new BitmapText({ text: '', style: { ...style, fill: TYPED_COLOUR } });
    this.restText = new BitmapText({ text: '', style: { ...style, fill: REST_COLOUR } });
    this.addChild(this.pill, this.typedText, this.restText);
  }

  set(word: string, typed: number, locked: boolean): void {
    if (word === this.word && typed === this.typed && locked === this.locked) return;
    this.word = word;
    this.typed = typed;
    this.locked = locked;
    this.typedText.text = word.slice(0, typed);
    this.restText.text = word.slice(typed);
    const typedWidth = typed > 0 ? this.typedText.width : 0;
    const width = typedWidth + this.restText.width;
    const height = this.fontSize * 1.25;
    const padX = this.fontSize * 0.45;
    this.typedText.position.set(-width / 2, -height / 2 + this.fontSize * 0.05);
    this.restText.position.set(-width / 2 + typedWidth, -height / 2 + this.fontSize * 0.05);
    this.pill
      .clear()
      .roundRect(-width / 2 - padX, -height / 2 - 4, width + padX * 2, height + 8, (height + 8) / 2)
      .fill({ color: 0x0b1233, alpha: 0.85 })
      .stroke({ color: locked ? LOCKED_BORDER : 0x3a4a8a, width: locked ? 3 : 2 });
  }
}
