import { BitmapText, Container, Sprite, Texture } from 'pixi.js';
import { UI_FONT } from './MessageScreen';

const TYPED_COLOUR = 0x7dffb0;
const REST_COLOUR = 0xffffff;
const LOCKED_BORDER = '#ffd866';
/** The pills' canvas pixels per field pixel: sharp on a high-density screen and when the field is scaled. */
const PILL_RESOLUTION = 2;

/**
 * The labels' pills, drawn once for each width and state and shared by every label of a round. A pill drawn as a
 * path every frame costs Pixi's canvas renderer a save/restore and a path raster per label; a texture is one
 * `drawImage` in its sprite batch. Owned by the round's layer of labels, destroyed with it.
 */
export class PillTextures {
  private readonly textures = new Map<string, Texture>();

  constructor(private readonly fontSize: number) {}

  get(width: number, locked: boolean): Texture {
    const rounded = Math.ceil(width);
    const key = `${rounded}:${locked ? 1 : 0}`;
    let texture = this.textures.get(key);
    if (!texture) {
      texture = this.draw(rounded, locked);
      this.textures.set(key, texture);
    }
    return texture;
  }

  destroy(): void {
    for (const texture of this.textures.values()) texture.destroy(true);
    this.textures.clear();
  }

  private draw(width: number, locked: boolean): Texture {
    const { fontSize } = this;
    const height = fontSize * 1.25;
    const padX = fontSize * 0.45;
    const line = locked ? 3 : 2;
    const pillWidth = width + padX * 2;
    const pillHeight = height + 8;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil((pillWidth + line) * PILL_RESOLUTION);
    canvas.height = Math.ceil((pillHeight + line) * PILL_RESOLUTION);
    const g = canvas.getContext('2d')!;
    g.scale(PILL_RESOLUTION, PILL_RESOLUTION);
    g.beginPath();
    g.roundRect(line / 2, line / 2, pillWidth, pillHeight, pillHeight / 2);
    g.fillStyle = 'rgba(11, 18, 51, 0.85)';
    g.fill();
    g.lineWidth = line;
    g.strokeStyle = locked ? LOCKED_BORDER : '#3a4a8a';
    g.stroke();
    return Texture.from({ resource: canvas, resolution: PILL_RESOLUTION });
  }
}

/**
 * A target's word on a dark pill: the typed part in green, the rest in white, a gold border when locked.
 * Bitmap text: hundreds of labels cost one font texture, not one texture each; the pill is a shared texture.
 */
export class WordLabel extends Container {
  private readonly pill = new Sprite();
  private readonly typedText: BitmapText;
  private readonly restText: BitmapText;
  private word = '';
  private typed = -1;
  private locked = false;

  constructor(
    private readonly pills: PillTextures,
    private readonly fontSize = 26,
  ) {
    super();
    const style = { fontFamily: UI_FONT, fontSize, fontWeight: '700' as const };
    this.typedText = new BitmapText({ text: '', style: { ...style, fill: TYPED_COLOUR } });
    this.restText = new BitmapText({ text: '', style: { ...style, fill: REST_COLOUR } });
    this.pill.anchor.set(0.5);
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
    this.typedText.position.set(-width / 2, -height / 2 + this.fontSize * 0.05);
    this.restText.position.set(-width / 2 + typedWidth, -height / 2 + this.fontSize * 0.05);
    this.pill.texture = this.pills.get(width, locked);
  }
}
