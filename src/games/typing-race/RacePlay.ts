import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { Keystroke } from '../../engine';
import type { IconName } from '../kit/assets';
import { UI_FONT } from '../kit/MessageScreen';
import type { PlayContext, PlayScreen } from '../kit/shell';
import { SpriteAnimation } from '../kit/SpriteAnimation';
import { Starfield } from '../kit/Starfield';
import { wordPool } from '../kit/word-pool';
import { DEFAULT_RACE_TUNING, passageFrom, RaceRound, type RaceEvent } from './rules';

const MONO = '"DejaVu Sans Mono", Menlo, Consolas, "Noto Sans Mono CJK SC", monospace';
const RACERS: IconName[] = ['rocket', 'snail', 'turtle', 'rabbit'];

interface Lane {
  strip: Graphics;
  racer: Sprite;
  label: Text;
}

/** TYPING_RACE's play screen: four lanes, the learner's rocket on top, and the passage below. */
export class RacePlay implements PlayScreen {
  readonly name = 'play' as const;
  readonly view = new Container();
  private readonly race: RaceRound;
  private readonly stars: Starfield;
  private readonly lanes: Lane[] = [];
  private readonly flag: Sprite;
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
  private readonly scoreText = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 28, fontWeight: '800', fill: 0xffffff },
  });
  private boost: SpriteAnimation | null = null;
  private boostMs = 0;
  private slipMs = 0;
  private width = 800;
  private height = 600;
  private started = false;
  private mirrorDirty = true;
  private textDirty = true;

  constructor(private readonly context: PlayContext) {
    const { options, random, profile } = context;
    const passage =
      options.source.passage ??
      passageFrom(wordPool(options.source.words, options.source.characters, random), random);
    this.race = new RaceRound(passage, DEFAULT_RACE_TUNING);
    this.stars = new Starfield(random, !profile.lite);
    this.flag = new Sprite(context.icon('chequered-flag'));
    this.flag.anchor.set(0.5);
    this.view.addChild(this.stars);
    RACERS.forEach((icon, index) => {
      const strip = new Graphics();
      const racer = new Sprite(context.icon(icon));
      racer.anchor.set(0.5);
      const wpm = DEFAULT_RACE_TUNING.opponentWpm[index - 1];
      const label = new Text({
        text: index === 0 ? options.strings.you : `${wpm} WPM`,
        style: {
          fontFamily: UI_FONT,
          fontSize: 20,
          fontWeight: '700',
          fill: index === 0 ? 0xffd866 : 0xbfd0ff,
        },
      });
      label.anchor.set(0, 0.5);
      this.lanes.push({ strip, racer, label });
      this.view.addChild(strip, label, racer);
    });
    this.view.addChild(
      this.flag,
      this.panel,
      this.cursorBox,
      this.typedText,
      this.currentText,
      this.restText,
      this.scoreText,
    );
  }

  begin(): void {
    this.started = true;
    this.refreshHud();
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.stars.resize(width, height);
    const laneTop = 70;
    const laneHeight = Math.min(96, (height - laneTop - 170) / this.lanes.length);
    this.lanes.forEach((lane, index) => {
      const y = laneTop + index * laneHeight;
      lane.strip
        .clear()
        .roundRect(16, y + 4, width - 32, laneHeight - 8, 14)
        .fill({ color: index === 0 ? 0x243a8f : 0x17204d, alpha: 0.85 });
      lane.label.position.set(28, y + laneHeight / 2);
      lane.racer.width = lane.racer.height = laneHeight * 0.72;
      lane.racer.y = y + laneHeight / 2;
      // The rocket icon points up and to the right: turn it to fly right.
      if (index === 0) lane.racer.rotation = Math.PI / 4;
      // Animal icons face left: mirror them so they run towards the flag.
      else lane.racer.scale.x = -Math.abs(lane.racer.scale.x);
    });
    this.flag.width = this.flag.height = Math.min(80, laneHeight);
    this.flag.position.set(width - 60, laneTop + (laneHeight * this.lanes.length) / 2);
    this.panel
      .clear()
      .roundRect(16, height - 130, width - 32, 110, 18)
      .fill({ color: 0x0b1233, alpha: 0.92 })
      .stroke({ color: 0x3a4a8a, width: 2 });
    this.scoreText.position.set(20, 16);
    this.textDirty = true;
    this.placeRacers();
  }

  onKeystroke(keystroke: Keystroke): void {
    if (!this.started || keystroke.kind !== 'insert') return;
    this.handle(this.race.type(keystroke));
  }

  update(deltaMs: number): void {
    if (!this.started) return;
    this.handle(this.race.step(deltaMs));
    this.stars.update(deltaMs);
    this.placeRacers();
    this.updateBoost(deltaMs);
    if (this.slipMs > 0) {
      this.slipMs -= deltaMs;
      this.textDirty = true;
    }
    if (this.textDirty) this.drawPassage();
    if (this.mirrorDirty) this.refreshMirror();
  }

  private handle(events: RaceEvent[]) {
    const { audio } = this.context;
    for (const event of events) {
      switch (event.kind) {
        case 'correct':
          audio.play('key-hit');
          break;
        case 'wrong':
          audio.play('miss');
          this.slipMs = 200;
          break;
        case 'word':
          this.boostMs = 500;
          break;
        case 'opponent-finished':
          break;
        case 'end':
          this.context.finish({
            log: this.race.log(),
            gameScore: this.race.score,
            outcome: event.outcome,
            level: event.place,
          });
          break;
      }
      this.textDirty = true;
      this.mirrorDirty = true;
    }
    if (events.length > 0) this.refreshHud();
  }

  private trackX(progress: number) {
    const start = 150;
    const end = this.width - 120;
    return start + progress * (end - start);
  }

  private placeRacers() {
    this.lanes.forEach((lane, index) => {
      const progress = index === 0 ? this.race.progress : (this.race.opponents[index - 1]?.progress ?? 0);
      lane.racer.x = this.trackX(progress);
    });
  }

  /** The thunder loop trails the rocket for a moment after each finished word. */
  private updateBoost(deltaMs: number) {
    const frames = this.context.thunderFrames();
    if (!this.boost && frames && frames.length > 0) {
      this.boost = new SpriteAnimation(frames, 30, true);
      this.boost.anchor.set(0.5, 0);
      this.boost.rotation = Math.PI / 2;
      this.view.addChildAt(this.boost, this.view.getChildIndex(this.lanes[0]!.racer));
    }
    if (!this.boost) return;
    this.boostMs = Math.max(0, this.boostMs - deltaMs);
    this.boost.visible = this.boostMs > 0;
    if (!this.boost.visible) return;
    this.boost.update(deltaMs);
    const rocket = this.lanes[0]!.racer;
    this.boost.height = 110;
    this.boost.width = rocket.height * 0.7;
    this.boost.position.set(rocket.x - rocket.width * 0.35, rocket.y);
    this.boost.alpha = Math.min(1, this.boostMs / 200);
  }

  private drawPassage() {
    this.textDirty = false;
    const { passage } = this.race;
    const cursor = this.race.session.cursor;
    // A monospace window on the passage around the cursor, as wide as the panel allows.
    this.currentText.text = 'M';
    const charWidth = this.currentText.width;
    const centre = Math.round(this.width * 0.35);
    const fitBefore = Math.max(0, Math.floor((centre - 44) / charWidth));
    const fitAfter = Math.max(0, Math.floor((this.width - 44 - centre) / charWidth) - 1);
    const current = passage[cursor] ?? '';
    this.typedText.text = passage.slice(Math.max(0, cursor - fitBefore), cursor);
    this.currentText.text = current === ' ' ? '␣' : current;
    this.restText.text = passage.slice(cursor + 1, cursor + 1 + fitAfter);
    const y = this.height - 75 - this.currentText.height / 2;
    this.typedText.position.set(centre - this.typedText.width, y);
    this.currentText.position.set(centre, y);
    this.restText.position.set(centre + charWidth, y);
    const slip = this.slipMs > 0;
    this.cursorBox
      .clear()
      .roundRect(centre - 3, y - 2, charWidth + 6, this.currentText.height + 4, 6)
      .fill(slip ? 0xff4d6d : 0xffd866);
    this.currentText.visible = current.length > 0;
    this.cursorBox.visible = current.length > 0;
  }

  private refreshHud() {
    this.scoreText.text = `${this.context.options.strings.score}: ${this.race.score}`;
  }

  private refreshMirror() {
    this.mirrorDirty = false;
    const { mirror, options } = this.context;
    const word = this.race.currentWord();
    mirror.setStatus({
      score: this.race.score,
      level: this.race.place > 0 ? options.strings.place(this.race.place) : undefined,
    });
    mirror.setTargets(
      this.race.session.finished
        ? []
        : [
            {
              id: word.index,
              text: this.race.passage.slice(word.start, word.end),
              typed: this.race.session.cursor - word.start,
              locked: true,
            },
          ],
    );
  }
}
