import { BlurFilter, Container, Graphics, GraphicsContext, Sprite } from 'pixi.js';
import type { PlayContext } from '../kit/shell';
import { SpriteAnimation } from '../kit/SpriteAnimation';
import type { GameSystem } from '../kit/systems';
import { BASE_HEIGHT, type ShipField } from './field';
import type { Ship, StarTrekEvent, StarTrekRound } from './rules';

const BOLT_MS = 110;
/** One bolt, drawn once and shared by every bolt on screen. */
const BOLT = new GraphicsContext().roundRect(-3, -12, 6, 24, 3).fill(0x9fe8ff);

interface Bolt {
  graphics: Graphics;
  fromX: number;
  fromY: number;
  /** Where the ship was when it was hit (0..1, as the rules place it). */
  target: { x: number; y: number };
  elapsed: number;
}

/**
 * The base and its cannon: the cannon turns to the locked ship, the thunder beam joins them (with a glow where
 * filters are drawn), each right letter fires a bolt, and the base's line flashes red on a miss or a breach.
 */
export class Cannon implements GameSystem<StarTrekEvent> {
  readonly base = new Graphics();
  readonly sprite: Sprite;
  /** Under the ships. */
  readonly beams = new Container();
  /** Over the ships. */
  readonly bolts = new Container();
  private beam: SpriteAnimation | null = null;
  private beamGlow: SpriteAnimation | null = null;
  private readonly live: Bolt[] = [];
  private readonly spare: Bolt[] = [];
  private flashMs = 0;

  constructor(
    private readonly context: PlayContext,
    private readonly round: StarTrekRound,
    private readonly field: ShipField,
  ) {
    this.sprite = new Sprite(context.icon('rocket'));
    this.sprite.anchor.set(0.5);
  }

  resize(width: number, height: number): void {
    this.sprite.width = this.sprite.height = 76;
    this.sprite.position.set(width / 2, height - BASE_HEIGHT / 2 - 6);
    this.drawBase();
  }

  event(event: StarTrekEvent): void {
    if (event.kind === 'hit') this.fire(event.ship);
    else if (event.kind === 'miss') this.flashMs = 160;
    else if (event.kind === 'breach') this.flashMs = 400;
  }

  update(deltaMs: number): void {
    this.updateBeam(deltaMs);
    this.updateBolts(deltaMs);
    if (this.flashMs > 0) {
      this.flashMs = Math.max(0, this.flashMs - deltaMs);
      this.drawBase();
    }
  }

  private fire(ship: { x: number; y: number }) {
    const bolt = this.spare.pop() ?? {
      graphics: new Graphics(BOLT),
      fromX: 0,
      fromY: 0,
      target: { x: 0, y: 0 },
      elapsed: 0,
    };
    bolt.graphics.position.copyFrom(this.sprite.position);
    bolt.fromX = this.sprite.x;
    bolt.fromY = this.sprite.y - 30;
    bolt.target.x = ship.x;
    bolt.target.y = ship.y;
    bolt.elapsed = 0;
    this.bolts.addChild(bolt.graphics);
    this.live.push(bolt);
  }

  private updateBolts(deltaMs: number) {
    for (let i = this.live.length - 1; i >= 0; i--) {
      const bolt = this.live[i]!;
      bolt.elapsed += deltaMs;
      const t = Math.min(1, bolt.elapsed / BOLT_MS);
      const toX = this.field.x(bolt.target);
      const toY = this.field.y(bolt.target);
      bolt.graphics.position.set(bolt.fromX + (toX - bolt.fromX) * t, bolt.fromY + (toY - bolt.fromY) * t);
      bolt.graphics.rotation = Math.atan2(toX - bolt.fromX, bolt.fromY - toY);
      if (t >= 1) {
        this.bolts.removeChild(bolt.graphics);
        this.spare.push(bolt);
        this.live.splice(i, 1);
      }
    }
  }

  private updateBeam(deltaMs: number) {
    const locked = this.round.locked;
    const { field, sprite } = this;
    const frames = this.context.thunderFrames();
    if (!this.beam && frames && frames.length > 0) {
      this.beam = new SpriteAnimation(frames, 30, true);
      this.beam.anchor.set(0.5, 1);
      if (this.context.profile.filters) {
        this.beamGlow = new SpriteAnimation(frames, 30, true);
        this.beamGlow.anchor.set(0.5, 1);
        this.beamGlow.filters = [new BlurFilter({ strength: 8 })];
        this.beamGlow.tint = 0x66aaff;
        this.beams.addChild(this.beamGlow);
      }
      this.beams.addChild(this.beam);
    }
    this.aimBeam(this.beamGlow, 60, deltaMs, locked);
    this.aimBeam(this.beam, 40, deltaMs, locked);
    // The rocket icon points up and to the right: turn it 45° back, then at the locked ship.
    const target = locked ? Math.atan2(field.x(locked) - sprite.x, sprite.y - field.y(locked)) : 0;
    sprite.rotation = target - Math.PI / 4;
  }

  private aimBeam(beam: SpriteAnimation | null, width: number, deltaMs: number, locked: Ship | undefined) {
    if (!beam) return;
    beam.visible = locked !== undefined;
    if (!locked) return;
    beam.update(deltaMs);
    const fromX = this.sprite.x;
    const fromY = this.sprite.y - 34;
    // The beam ends under the word, so the letters stay readable.
    const dx = this.field.x(locked) - fromX;
    const dy = this.field.y(locked) + this.field.shipSize * 0.62 + 20 - fromY;
    beam.position.set(fromX, fromY);
    beam.height = Math.hypot(dx, dy);
    beam.width = width;
    beam.rotation = Math.atan2(dx, -dy);
  }

  private drawBase() {
    const { width, height } = this.field;
    const flash = this.flashMs > 0;
    this.base
      .clear()
      .rect(0, height - BASE_HEIGHT + 12, width, 4)
      .fill({ color: flash ? 0xff4d6d : 0x52e0ff, alpha: flash ? 1 : 0.7 })
      .roundRect(width / 2 - 90, height - BASE_HEIGHT / 2 - 28, 180, 64, 24)
      .fill({ color: 0x1b2a66, alpha: 0.9 })
      .stroke({ color: 0x52e0ff, width: 2 });
  }
}
