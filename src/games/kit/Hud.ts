import { Container, Sprite, Text } from 'pixi.js';
import { UI_FONT } from './MessageScreen';
import type { RoundStatus } from './round-play';
import type { PlayContext } from './shell';
import { layoutHud } from './stage-fit';
import type { GameSystem } from './systems';

/** How a game's HUD looks: its colours, and its hearts (none in a race). */
export interface HudStyle {
  scoreColour: number;
  levelColour: number;
  /** Hearts shown: the round's lives at the start; 0 for none. */
  hearts: number;
  heartSize: number;
  heartStep: number;
  /** Whether the level line shows on the field (a race shows its place in the mirror only). */
  showLevel: boolean;
}

/**
 * The HUD system: the score on the left, the hearts on the right (lit for the lives left, faint for those lost),
 * the level between them or on a second row (./stage-fit.ts). Written after each batch of the round's events,
 * only where a text changed.
 */
export class Hud<Event> extends Container implements GameSystem<Event> {
  private readonly score: Text;
  private readonly level: Text;
  private readonly hearts: Sprite[];
  private readonly scoreLabel: string;
  private fieldWidth = 800;
  private dirty = true;

  constructor(
    context: PlayContext,
    private readonly style: HudStyle,
    private readonly status: () => RoundStatus,
  ) {
    super();
    this.score = new Text({
      text: '',
      style: { fontFamily: UI_FONT, fontSize: 28, fontWeight: '800', fill: style.scoreColour },
    });
    this.level = new Text({
      text: '',
      style: { fontFamily: UI_FONT, fontSize: 26, fontWeight: '700', fill: style.levelColour },
    });
    this.level.anchor.set(0.5, 0);
    this.hearts = Array.from({ length: style.hearts }, () => {
      const heart = new Sprite(context.icon('red-heart'));
      heart.width = heart.height = style.heartSize;
      return heart;
    });
    this.scoreLabel = `${context.options.strings.score}: `;
    this.addChild(this.score, this.level, ...this.hearts);
  }

  begin(): void {
    this.settle();
  }

  event(): void {
    this.dirty = true;
  }

  settle(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const status = this.status();
    const score = this.scoreLabel + status.score;
    if (this.score.text !== score) this.score.text = score;
    const level = this.style.showLevel ? (status.level ?? '') : '';
    if (this.level.text !== level) this.level.text = level;
    const lives = status.lives ?? 0;
    this.hearts.forEach((heart, i) => (heart.alpha = i < lives ? 1 : 0.2));
    this.layout();
  }

  resize(width: number): void {
    this.fieldWidth = width;
    this.layout();
  }

  private layout() {
    layoutHud(this.fieldWidth, {
      score: this.score,
      level: this.level,
      hearts: this.hearts,
      heartStep: this.style.heartStep,
    });
  }
}
