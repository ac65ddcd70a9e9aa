import { Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import type { GameScreen } from './screens';
import type { GameScreenName } from './types';

export const UI_FONT =
  'Nunito, "Segoe UI", system-ui, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif';

export interface MessageContent {
  title: string;
  body?: string;
  hint?: string;
  icon?: Texture;
}

/** The title, pause and result screens: a panel with an icon, a title, a line of text and a key hint. */
export class MessageScreen implements GameScreen {
  readonly view = new Container();
  private readonly shade = new Graphics();
  private readonly panel = new Graphics();
  private readonly icon = new Sprite();
  private readonly title = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 44, fontWeight: '800', fill: 0xffffff, align: 'center' },
  });
  private readonly body = new Text({
    text: '',
    style: {
      fontFamily: UI_FONT,
      fontSize: 24,
      fill: 0xdfe7ff,
      align: 'center',
      wordWrap: true,
      wordWrapWidth: 560,
    },
  });
  private readonly hint = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 26, fontWeight: '700', fill: 0xffd866, align: 'center' },
  });
  private width = 0;
  private height = 0;
  private elapsed = 0;

  constructor(
    readonly name: GameScreenName,
    /** An overlay dims what is below it; a full screen paints its own backdrop. */
    private readonly overlay: boolean,
  ) {
    for (const text of [this.title, this.body, this.hint]) text.anchor.set(0.5, 0);
    this.icon.anchor.set(0.5);
    this.view.addChild(this.shade, this.panel, this.icon, this.title, this.body, this.hint);
  }

  setContent(content: MessageContent): void {
    this.title.text = content.title;
    this.body.text = content.body ?? '';
    this.hint.text = content.hint ?? '';
    this.icon.visible = content.icon !== undefined;
    if (content.icon) this.icon.texture = content.icon;
    this.layout();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout();
  }

  update(deltaMs: number): void {
    // The key hint breathes so that a child sees what to do next.
    this.elapsed += deltaMs;
    this.hint.alpha = 0.7 + 0.3 * Math.sin(this.elapsed / 300);
  }

  private layout() {
    const { width, height } = this;
    if (width === 0) return;
    this.shade
      .clear()
      .rect(0, 0, width, height)
      .fill({ color: 0x050a1f, alpha: this.overlay ? 0.6 : 0 });
    const wrap = Math.min(560, width - 80);
    this.body.style.wordWrapWidth = wrap;
    const iconSize = this.icon.visible ? Math.min(96, height * 0.16) : 0;
    this.icon.width = this.icon.height = iconSize;
    const gap = 16;
    const contentHeight = iconSize + this.title.height + this.body.height + this.hint.height + gap * 3;
    const panelWidth = Math.min(640, width - 32);
    const panelHeight = contentHeight + 56;
    const top = (height - panelHeight) / 2;
    this.panel
      .clear()
      .roundRect((width - panelWidth) / 2, top, panelWidth, panelHeight, 28)
      .fill({ color: 0x15214d, alpha: 0.92 })
      .stroke({ color: 0x6f8cff, width: 3 });
    let y = top + 28;
    this.icon.position.set(width / 2, y + iconSize / 2);
    y += iconSize + (iconSize > 0 ? gap : 0);
    this.title.position.set(width / 2, y);
    y += this.title.height + gap;
    this.body.position.set(width / 2, y);
    y += this.body.height + gap;
    this.hint.position.set(width / 2, y);
  }
}
