import { BlurFilter, Container, Graphics, Sprite, Text } from 'pixi.js';
import type { Keystroke } from '../../engine';
import { Burst } from '../kit/Burst';
import { UI_FONT } from '../kit/MessageScreen';
import { finishRound, heartSprites, showLives } from '../kit/round-play';
import { ViewPool } from '../kit/view-pool';
import { layoutHud } from '../kit/stage-fit';
import { SLOW_DOWN_FACTOR } from '../kit/types';
import type { PlayContext, PlayScreen } from '../kit/shell';
import { SpriteAnimation } from '../kit/SpriteAnimation';
import { Starfield } from '../kit/Starfield';
import { wordPool } from '../kit/word-pool';
import { DEFAULT_TUNING, StarTrekRound, type Ship, type StarTrekEvent } from './rules';
import { ShipView } from './ShipView';

const HUD_HEIGHT = 64;
const BASE_HEIGHT = 110;
const BOLT_MS = 110;

interface Bolt {
  graphics: Graphics;
  fromX: number;
  fromY: number;
  target: Ship;
  elapsed: number;
}

interface Blast {
  sprite: Sprite;
  elapsed: number;
}

/** STAR_TREK's play screen: draws the round and feeds it keystrokes and time. */
export class StarTrekPlay implements PlayScreen {
  readonly name = 'play' as const;
  readonly view = new Container();
  private readonly round: StarTrekRound;
  private readonly field = new Container();
  private readonly stars: Starfield;
  private readonly planet: Sprite;
  private readonly beamLayer = new Container();
  private readonly shipLayer = new Container();
  private readonly effects = new Container();
  private readonly burst: Burst | null;
  private readonly base = new Graphics();
  private readonly cannon: Sprite;
  private beam: SpriteAnimation | null = null;
  private beamGlow: SpriteAnimation | null = null;
  private readonly scoreText = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 28, fontWeight: '800', fill: 0xffffff },
  });
  private readonly waveText = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 26, fontWeight: '700', fill: 0xbfd0ff },
  });
  private readonly banner = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 64, fontWeight: '900', fill: 0xffd866 },
  });
  private readonly hearts: Sprite[];
  private readonly views = new ViewPool(this.shipLayer, () => new ShipView(this.shipSize > 50 ? 26 : 20));
  private readonly bolts: Bolt[] = [];
  private readonly blasts: Blast[] = [];
  private width = 800;
  private height = 600;
  private bannerMs = 0;
  private shakeMs = 0;
  private flashMs = 0;
  private mirrorDirty = true;
  private started = false;
  private readonly shipSize: number;
  private readonly hint: boolean;

  constructor(private readonly context: PlayContext) {
    const { options, profile, random } = context;
    const bench = options.bench?.targets;
    const words = wordPool(options.source.words, options.source.characters, random);
    const maxShips = bench ?? Math.min(DEFAULT_TUNING.maxShips, profile.maxTargets);
    const boosts = options.boosts ?? {};
    this.hint = boosts.hint === true;
    const tuning = {
      ...DEFAULT_TUNING,
      maxShips,
      lives: DEFAULT_TUNING.lives + (boosts.extraLife ? 1 : 0),
      travelMs: DEFAULT_TUNING.travelMs * (boosts.slowDown ? SLOW_DOWN_FACTOR : 1),
    };
    this.round = new StarTrekRound(words, tuning, random, bench);
    this.shipSize = bench && bench > 60 ? 40 : 60;
    this.stars = new Starfield(random, !profile.lite);
    this.planet = new Sprite(context.icon('ringed-planet'));
    this.planet.anchor.set(0.5);
    this.planet.alpha = 0.8;
    this.cannon = new Sprite(context.icon('rocket'));
    this.cannon.anchor.set(0.5);
    this.burst = profile.particles ? new Burst(random) : null;
    this.banner.anchor.set(0.5);
    this.waveText.anchor.set(0.5, 0);
    this.hearts = heartSprites(context, tuning.lives, 34);
    this.field.addChild(this.beamLayer, this.shipLayer, this.effects);
    if (this.burst) this.field.addChild(this.burst);
    this.view.addChild(
      this.stars,
      this.planet,
      this.base,
      this.cannon,
      this.field,
      this.scoreText,
      this.waveText,
      ...this.hearts,
      this.banner,
    );
  }

  begin(): void {
    this.started = true;
    this.showBanner(this.context.options.strings.level(1));
    this.refreshHud();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.stars.resize(width, height);
    const planetSize = Math.min(180, width * 0.18);
    this.planet.width = this.planet.height = planetSize;
    this.planet.position.set(width - planetSize * 0.7, height * 0.32);
    this.cannon.width = this.cannon.height = 76;
    this.cannon.position.set(width / 2, height - BASE_HEIGHT / 2 - 6);
    this.layoutHud();
    this.banner.position.set(width / 2, height * 0.42);
    this.drawBase();
  }

  onKeystroke(keystroke: Keystroke): void {
    if (!this.started || keystroke.kind !== 'insert') return;
    this.handle(this.round.type(keystroke.char, keystroke.timeStamp));
  }

  update(deltaMs: number): void {
    if (!this.started) return;
    this.handle(this.round.step(deltaMs));
    this.stars.update(deltaMs);
    this.burst?.update(deltaMs);
    // The hint item marks the ship to type next (the nearest the base) until one is locked on.
    const hinted = this.hint && this.round.lockedId === null ? this.round.byUrgency()[0]?.id : undefined;
    for (const ship of this.round.ships) {
      const view = this.views.get(ship.id);
      if (!view) continue;
      view.position.set(this.shipX(ship), this.shipY(ship));
      view.wordLabel.set(ship.word, ship.typed, ship.id === this.round.lockedId || ship.id === hinted);
    }
    this.updateBeam(deltaMs);
    this.updateBolts(deltaMs);
    this.updateBlasts(deltaMs);
    this.updateFeedback(deltaMs);
    if (this.mirrorDirty) this.refreshMirror();
  }

  private handle(events: StarTrekEvent[]) {
    const { audio, options } = this.context;
    for (const event of events) {
      switch (event.kind) {
        case 'spawn':
          this.addShip(event.ship);
          break;
        case 'lock':
          break;
        case 'hit':
          audio.play('key-hit');
          this.fire(event.ship);
          break;
        case 'destroy':
          audio.play('explosion');
          this.explode(event.ship);
          break;
        case 'miss':
          audio.play('miss');
          this.flashMs = 160;
          break;
        case 'breach':
          audio.play('explosion');
          this.removeShip(event.ship);
          this.shakeMs = 350;
          this.flashMs = 400;
          break;
        case 'wave-cleared':
          audio.play('level-up');
          break;
        case 'wave-start':
          this.showBanner(options.strings.level(event.wave));
          break;
        case 'end':
          finishRound(this.context, this.round, event.outcome, this.round.wave);
          break;
      }
      this.mirrorDirty = true;
    }
    if (events.length > 0) this.refreshHud();
  }

  private shipX(ship: Ship) {
    return 40 + ship.x * (this.width - 80);
  }

  private shipY(ship: Ship) {
    const top = HUD_HEIGHT + this.shipSize / 2;
    const bottom = this.height - BASE_HEIGHT;
    return top + ship.y * (bottom - top);
  }

  private addShip(ship: Ship) {
    const view = this.views.add(ship.id);
    view.reset(this.context.icon(ship.id % 3 === 0 ? 'alien-monster' : 'flying-saucer'), this.shipSize);
    view.wordLabel.set(ship.word, ship.typed, false);
    view.position.set(this.shipX(ship), this.shipY(ship));
  }

  private removeShip(ship: Ship) {
    this.views.remove(ship.id);
  }

  private fire(ship: Ship) {
    const graphics = new Graphics().roundRect(-3, -12, 6, 24, 3).fill(0x9fe8ff);
    graphics.position.copyFrom(this.cannon.position);
    this.effects.addChild(graphics);
    this.bolts.push({
      graphics,
      fromX: this.cannon.x,
      fromY: this.cannon.y - 30,
      target: { ...ship },
      elapsed: 0,
    });
  }

  private explode(ship: Ship) {
    const x = this.shipX(ship);
    const y = this.shipY(ship);
    this.removeShip(ship);
    const sprite = new Sprite(this.context.icon('collision'));
    sprite.anchor.set(0.5);
    sprite.position.set(x, y);
    this.effects.addChild(sprite);
    this.blasts.push({ sprite, elapsed: 0 });
    this.burst?.spray(x, y, ship.id % 3 === 0 ? 0xb28cff : 0xffc857);
  }

  private updateBeam(deltaMs: number) {
    const locked = this.round.locked;
    const frames = this.context.thunderFrames();
    if (!this.beam && frames && frames.length > 0) {
      this.beam = new SpriteAnimation(frames, 30, true);
      this.beam.anchor.set(0.5, 1);
      if (this.context.profile.filters) {
        this.beamGlow = new SpriteAnimation(frames, 30, true);
        this.beamGlow.anchor.set(0.5, 1);
        this.beamGlow.filters = [new BlurFilter({ strength: 8 })];
        this.beamGlow.tint = 0x66aaff;
        this.beamLayer.addChild(this.beamGlow);
      }
      this.beamLayer.addChild(this.beam);
    }
    for (const beam of [this.beamGlow, this.beam]) {
      if (!beam) continue;
      beam.visible = locked !== undefined;
      if (!locked) continue;
      beam.update(deltaMs);
      const fromX = this.cannon.x;
      const fromY = this.cannon.y - 34;
      // The beam ends under the word, so the letters stay readable.
      const dx = this.shipX(locked) - fromX;
      const dy = this.shipY(locked) + this.shipSize * 0.62 + 20 - fromY;
      beam.position.set(fromX, fromY);
      beam.height = Math.hypot(dx, dy);
      beam.width = beam === this.beamGlow ? 60 : 40;
      beam.rotation = Math.atan2(dx, -dy);
    }
    // The rocket icon points up and to the right: turn it 45° back, then at the locked ship.
    const target = locked
      ? Math.atan2(this.shipX(locked) - this.cannon.x, this.cannon.y - this.shipY(locked))
      : 0;
    this.cannon.rotation = target - Math.PI / 4;
  }

  private updateBolts(deltaMs: number) {
    for (let i = this.bolts.length - 1; i >= 0; i--) {
      const bolt = this.bolts[i]!;
      bolt.elapsed += deltaMs;
      const t = Math.min(1, bolt.elapsed / BOLT_MS);
      const toX = this.shipX(bolt.target);
      const toY = this.shipY(bolt.target);
      bolt.graphics.position.set(bolt.fromX + (toX - bolt.fromX) * t, bolt.fromY + (toY - bolt.fromY) * t);
      bolt.graphics.rotation = Math.atan2(toX - bolt.fromX, bolt.fromY - toY);
      if (t >= 1) {
        bolt.graphics.destroy();
        this.bolts.splice(i, 1);
      }
    }
  }

  private updateBlasts(deltaMs: number) {
    for (let i = this.blasts.length - 1; i >= 0; i--) {
      const blast = this.blasts[i]!;
      blast.elapsed += deltaMs;
      const t = blast.elapsed / 450;
      const size = this.shipSize * (0.8 + t * 1.1);
      blast.sprite.width = blast.sprite.height = size;
      blast.sprite.alpha = Math.max(0, 1 - t);
      if (t >= 1) {
        blast.sprite.destroy();
        this.blasts.splice(i, 1);
      }
    }
  }

  private updateFeedback(deltaMs: number) {
    if (this.bannerMs > 0) {
      this.bannerMs -= deltaMs;
      this.banner.alpha = Math.min(1, this.bannerMs / 400);
      this.banner.visible = this.bannerMs > 0;
    }
    this.shakeMs = Math.max(0, this.shakeMs - deltaMs);
    const shake = this.shakeMs > 0 ? (this.shakeMs / 350) * 8 : 0;
    this.view.position.set((Math.random() - 0.5) * shake, (Math.random() - 0.5) * shake);
    if (this.flashMs > 0) {
      this.flashMs = Math.max(0, this.flashMs - deltaMs);
      this.drawBase();
    }
  }

  private showBanner(text: string) {
    this.banner.text = text;
    this.banner.visible = true;
    this.bannerMs = 1600;
  }

  private drawBase() {
    const { width, height } = this;
    const flash = this.flashMs > 0;
    this.base
      .clear()
      .rect(0, height - BASE_HEIGHT + 12, width, 4)
      .fill({ color: flash ? 0xff4d6d : 0x52e0ff, alpha: flash ? 1 : 0.7 })
      .roundRect(width / 2 - 90, height - BASE_HEIGHT / 2 - 28, 180, 64, 24)
      .fill({ color: 0x1b2a66, alpha: 0.9 })
      .stroke({ color: 0x52e0ff, width: 2 });
  }

  private refreshHud() {
    const { strings } = this.context.options;
    const score = `${strings.score}: ${this.round.score}`;
    if (this.scoreText.text !== score) this.scoreText.text = score;
    const wave = strings.level(this.round.wave);
    if (this.waveText.text !== wave) this.waveText.text = wave;
    showLives(this.hearts, this.round.lives);
    this.layoutHud();
  }

  private layoutHud() {
    layoutHud(this.width, {
      score: this.scoreText,
      level: this.waveText,
      hearts: this.hearts,
      heartStep: 40,
    });
  }

  private refreshMirror() {
    this.mirrorDirty = false;
    const { mirror, options } = this.context;
    mirror.setStatus({
      score: this.round.score,
      lives: this.round.lives,
      level: options.strings.level(this.round.wave),
    });
    mirror.setTargets(
      this.round.byUrgency().map((ship) => ({
        id: ship.id,
        text: ship.word,
        typed: ship.typed,
        locked: ship.id === this.round.lockedId,
      })),
    );
  }
}
