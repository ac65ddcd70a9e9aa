import { BitmapText, Container, Graphics, Sprite, Text } from 'pixi.js';
import type { Keystroke } from '../../engine';
import { Burst } from '../kit/Burst';
import { UI_FONT } from '../kit/MessageScreen';
import type { PlayContext, PlayScreen } from '../kit/shell';
import { finishRound, heartSprites, showLives } from '../kit/round-play';
import { ViewPool } from '../kit/view-pool';
import { layoutHud } from '../kit/stage-fit';
import { SLOW_DOWN_FACTOR } from '../kit/types';
import { BalloonRound, DEFAULT_BALLOON_TUNING, type Balloon, type BalloonEvent } from './rules';

const COLOURS = [0xff5d73, 0x4cc9f0, 0xffd166, 0x8ac926, 0xb388ff, 0xff9f1c];
const HUD_HEIGHT = 64;

/** A balloon on screen: the tinted balloon sprite and its character. */
class BalloonView extends Container {
  readonly body: Sprite;
  readonly letter: BitmapText;

  constructor(context: PlayContext, size: number) {
    super();
    this.body = new Sprite(context.icon('balloon-white'));
    this.body.anchor.set(0.5, 0.42);
    this.body.width = this.body.height = size;
    this.letter = new BitmapText({
      text: '',
      style: { fontFamily: UI_FONT, fontSize: Math.round(size * 0.42), fontWeight: '800', fill: 0x1f2433 },
    });
    this.addChild(this.body, this.letter);
  }

  reset(balloon: Balloon): void {
    this.body.tint = COLOURS[balloon.colour % COLOURS.length]!;
    this.letter.text = balloon.char;
    this.letter.position.set(-this.letter.width / 2, -this.letter.height / 2 - this.body.height * 0.1);
  }
}

/** BALLOON_POP's play screen. */
export class BalloonPlay implements PlayScreen {
  readonly name = 'play' as const;
  readonly view = new Container();
  private readonly round: BalloonRound;
  private readonly sky = new Graphics();
  private readonly layer = new Container();
  private readonly burst: Burst | null;
  private readonly views = new ViewPool(this.layer, () => new BalloonView(this.context, this.size));
  private readonly scoreText = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 28, fontWeight: '800', fill: 0x1f2433 },
  });
  private readonly levelText = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 26, fontWeight: '700', fill: 0x2b59c3 },
  });
  private readonly hearts: Sprite[];
  private readonly pops: { sprite: Sprite; elapsed: number }[] = [];
  private width = 800;
  private height = 600;
  private started = false;
  private mirrorDirty = true;
  private readonly size: number;

  constructor(private readonly context: PlayContext) {
    const { options, profile, random } = context;
    const bench = options.bench?.targets;
    const chars = options.source.characters.length > 0 ? options.source.characters : ['f', 'j'];
    const maxBalloons = bench ?? Math.min(DEFAULT_BALLOON_TUNING.maxBalloons, profile.maxTargets + 1);
    const boosts = options.boosts ?? {};
    const tuning = {
      ...DEFAULT_BALLOON_TUNING,
      maxBalloons,
      lives: DEFAULT_BALLOON_TUNING.lives + (boosts.extraLife ? 1 : 0),
      riseMs: DEFAULT_BALLOON_TUNING.riseMs * (boosts.slowDown ? SLOW_DOWN_FACTOR : 1),
    };
    this.round = new BalloonRound(chars, tuning, random, bench);
    this.size = bench && bench > 60 ? 56 : 92;
    this.burst = profile.particles ? new Burst(random) : null;
    this.hearts = heartSprites(context, tuning.lives, 32);
    this.levelText.anchor.set(0.5, 0);
    this.view.addChild(this.sky, this.layer);
    if (this.burst) this.view.addChild(this.burst);
    this.view.addChild(this.scoreText, this.levelText, ...this.hearts);
  }

  begin(): void {
    this.started = true;
    this.refreshHud();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    const g = this.sky.clear();
    // A sky that brightens towards the horizon, in bands (no gradient texture to manage).
    const bands = 8;
    for (let i = 0; i < bands; i++) {
      const t = i / (bands - 1);
      const colour = mix(0x8fd3ff, 0xe9f7ff, t);
      g.rect(0, (height * i) / bands, width, height / bands + 1).fill(colour);
    }
    g.rect(0, height - 26, width, 26).fill(0x7bcf6a);
    this.layoutHud();
  }

  private layoutHud() {
    layoutHud(this.width, {
      score: this.scoreText,
      level: this.levelText,
      hearts: this.hearts,
      heartStep: 38,
    });
  }

  onKeystroke(keystroke: Keystroke): void {
    if (!this.started || keystroke.kind !== 'insert') return;
    this.handle(this.round.type(keystroke.char, keystroke.timeStamp));
  }

  update(deltaMs: number): void {
    if (!this.started) return;
    this.handle(this.round.step(deltaMs));
    this.burst?.update(deltaMs);
    for (const balloon of this.round.balloons) {
      const view = this.views.get(balloon.id);
      if (!view) continue;
      const sway = Math.sin((balloon.y * 6 + balloon.id) * 1.3) * 10;
      view.position.set(40 + balloon.x * (this.width - 80) + sway, this.y(balloon));
    }
    for (let i = this.pops.length - 1; i >= 0; i--) {
      const pop = this.pops[i]!;
      pop.elapsed += deltaMs;
      const t = pop.elapsed / 350;
      pop.sprite.width = pop.sprite.height = this.size * (0.7 + t);
      pop.sprite.alpha = Math.max(0, 1 - t);
      if (t >= 1) {
        pop.sprite.destroy();
        this.pops.splice(i, 1);
      }
    }
    if (this.mirrorDirty) this.refreshMirror();
  }

  private y(balloon: Balloon) {
    const top = HUD_HEIGHT + this.size * 0.4;
    return top + balloon.y * (this.height - 30 - top);
  }

  private handle(events: BalloonEvent[]) {
    const { audio } = this.context;
    for (const event of events) {
      switch (event.kind) {
        case 'spawn': {
          this.views.add(event.balloon.id).reset(event.balloon);
          break;
        }
        case 'pop': {
          audio.play('key-hit');
          const view = this.views.get(event.balloon.id);
          if (view) {
            const sprite = new Sprite(this.context.icon('collision'));
            sprite.anchor.set(0.5);
            sprite.position.copyFrom(view.position);
            sprite.tint = COLOURS[event.balloon.colour % COLOURS.length]!;
            this.view.addChild(sprite);
            this.pops.push({ sprite, elapsed: 0 });
            this.burst?.spray(view.x, view.y, COLOURS[event.balloon.colour % COLOURS.length]!, 10, 0.3);
          }
          this.removeView(event.balloon);
          break;
        }
        case 'miss':
          audio.play('miss');
          break;
        case 'escape':
          audio.play('miss');
          this.removeView(event.balloon);
          break;
        case 'level':
          audio.play('level-up');
          break;
        case 'end':
          finishRound(this.context, this.round, event.outcome, this.round.level);
          break;
      }
      this.mirrorDirty = true;
    }
    if (events.length > 0) this.refreshHud();
  }

  private removeView(balloon: Balloon) {
    this.views.remove(balloon.id);
  }

  private refreshHud() {
    const { strings } = this.context.options;
    this.scoreText.text = `${strings.score}: ${this.round.score}`;
    this.levelText.text = strings.level(this.round.level);
    showLives(this.hearts, this.round.lives);
    this.layoutHud();
  }

  private refreshMirror() {
    this.mirrorDirty = false;
    const { mirror, options } = this.context;
    mirror.setStatus({
      score: this.round.score,
      lives: this.round.lives,
      level: options.strings.level(this.round.level),
    });
    mirror.setTargets(
      this.round
        .byUrgency()
        .map((balloon) => ({ id: balloon.id, text: balloon.char, typed: 0, locked: false })),
    );
  }
}

function mix(a: number, b: number, t: number): number {
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t) << shift;
  return channel(16) | channel(8) | channel(0);
}
