import { Container, Graphics, Text } from 'pixi.js';
import type { GameSystem } from '../kit/systems';
import type { RaceEvent, RaceRound } from './rules';

const MONO = '"DejaVu Sans Mono", Menlo, Consolas, "Noto Sans Mono CJK SC", monospace';

/**
 * The passage panel under the track: a monospace window on the passage around the cursor, the typed part in
 * green, the character to type on a gold box (red for a moment after a wrong key), the rest in white. Drawn
 * again only when something changed.
 */
export class Passage extends Container implements GameSystem<RaceEvent> {
  private readonly panel = new Graphics();
  private readonly cursorBox = new Graphics();
  private readonly typedText = new Text({
    text: '',
    style: { fontFamily: MONO, fontSize: 34, fill: 0x7dffb0 },
  });
  private readonly currentText = new Text({
    text: '',
    style: { fontFamily: MONO, fontSize: 34, fontWeight: '700', fill: 0x1f2433 },
  });
  private readonly restText = new Text({
    text: '',
    style: { fontFamily: MONO, fontSize: 34, fill: 0xffffff },
  });
  private fieldWidth = 800;
  private fieldHeight = 600;
  private slipMs = 0;
  private dirty = true;

  constructor(private readonly race: RaceRound) {
    super();
    this.addChild(this.panel, this.cursorBox, this.typedText, this.currentText, this.restText);
  }

  resize(width: number, height: number): void {
    this.fieldWidth = width;
    this.fieldHeight = height;
    this.panel
      .clear()
      .roundRect(16, height - 130, width - 32, 110, 18)
      .fill({ color: 0x0b1233, alpha: 0.92 })
      .stroke({ color: 0x3a4a8a, width: 2 });
    this.dirty = true;
  }

  event(event: RaceEvent): void {
    if (event.kind === 'wrong') this.slipMs = 200;
    this.dirty = true;
  }

  update(deltaMs: number): void {
    if (this.slipMs > 0) {
      this.slipMs -= deltaMs;
      this.dirty = true;
    }
    if (this.dirty) this.draw();
  }

  private draw() {
    this.dirty = false;
    const { passage } = this.race;
    const cursor = this.race.session.cursor;
    // A monospace window on the passage around the cursor, as wide as the panel allows.
    this.currentText.text = 'M';
    const charWidth = this.currentText.width;
    const centre = Math.round(this.fieldWidth * 0.35);
    const fitBefore = Math.max(0, Math.floor((centre - 44) / charWidth));
    const fitAfter = Math.max(0, Math.floor((this.fieldWidth - 44 - centre) / charWidth) - 1);
    const current = passage[cursor] ?? '';
    this.typedText.text = passage.slice(Math.max(0, cursor - fitBefore), cursor);
    this.currentText.text = current === ' ' ? '␣' : current;
    this.restText.text = passage.slice(cursor + 1, cursor + 1 + fitAfter);
    const y = this.fieldHeight - 75 - this.currentText.height / 2;
    this.typedText.position.set(centre - this.typedText.width, y);
    this.currentText.position.set(centre, y);
    this.restText.position.set(centre + charWidth, y);
    this.cursorBox
      .clear()
      .roundRect(centre - 3, y - 2, charWidth + 6, this.currentText.height + 4, 6)
      .fill(this.slipMs > 0 ? 0xff4d6d : 0xffd866);
    this.currentText.visible = current.length > 0;
    this.cursorBox.visible = current.length > 0;
  }
}
