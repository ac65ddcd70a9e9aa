import { BitmapText, Container, Graphics, Sprite } from 'pixi.js';
import { Blasts } from '../kit/Blasts';
import { Burst } from '../kit/Burst';
import { Hud } from '../kit/Hud';
import { BALLOON_COLOURS, drawSky } from '../kit/looks';
import { UI_FONT } from '../kit/MessageScreen';
import { mirrorFeed } from '../kit/mirror-feed';
import { boosted, charRules, endingOf, RoundScreen, soundsOf, type RoundStatus } from '../kit/round-play';
import type { PlayContext, PlayScreen } from '../kit/shell';
import type { GameSystem } from '../kit/systems';
import { ViewPool } from '../kit/view-pool';
import { BalloonRound, DEFAULT_BALLOON_TUNING, type Balloon, type BalloonEvent } from './rules';

const HUD_HEIGHT = 64;

const colourOf = (balloon: Balloon) => BALLOON_COLOURS[balloon.colour % BALLOON_COLOURS.length]!;

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
    this.body.tint = colourOf(balloon);
    this.letter.text = balloon.char;
    this.letter.position.set(-this.letter.width / 2, -this.letter.height / 2 - this.body.height * 0.1);
  }
}

/**
 * The balloons system: a view for each balloon of the round, rising and swaying; a popped balloon leaves a
 * blast and scraps in its colour, an escaped one just goes.
 */
class Balloons extends Container implements GameSystem<BalloonEvent> {
  private readonly views: ViewPool<BalloonView>;
  private fieldWidth = 800;
  private fieldHeight = 600;

  constructor(
    private readonly round: BalloonRound,
    private readonly size: number,
    private readonly fx: { blasts: Blasts; burst: Burst | null },
    context: PlayContext,
  ) {
    super();
    this.views = new ViewPool(this, () => new BalloonView(context, size));
  }

  resize(width: number, height: number): void {
    this.fieldWidth = width;
    this.fieldHeight = height;
  }

  event(event: BalloonEvent): void {
    if (event.kind === 'spawn') this.views.add(event.balloon.id).reset(event.balloon);
    else if (event.kind === 'pop') this.pop(event.balloon);
    else if (event.kind === 'escape') this.views.remove(event.balloon.id);
  }

  update(): void {
    const top = HUD_HEIGHT + this.size * 0.4;
    for (const balloon of this.round.balloons) {
      const view = this.views.get(balloon.id);
      if (!view) continue;
      const sway = Math.sin((balloon.y * 6 + balloon.id) * 1.3) * 10;
      view.position.set(
        40 + balloon.x * (this.fieldWidth - 80) + sway,
        top + balloon.y * (this.fieldHeight - 30 - top),
      );
    }
  }

  private pop(balloon: Balloon) {
    const view = this.views.get(balloon.id);
    if (view) {
      this.fx.blasts.spawn(view.x, view.y, colourOf(balloon));
      this.fx.burst?.spray(view.x, view.y, colourOf(balloon), 10, 0.3);
    }
    this.views.remove(balloon.id);
  }
}

/** BALLOON_POP's play screen: the round's rules driven by the kit's round screen, drawn by its systems. */
export function createBalloonPlay(context: PlayContext): PlayScreen {
  const { options, profile, random } = context;
  const bench = options.bench?.targets;
  const chars = options.source.characters.length > 0 ? options.source.characters : ['f', 'j'];
  const { lives, crossMs } = boosted(
    DEFAULT_BALLOON_TUNING.lives,
    DEFAULT_BALLOON_TUNING.riseMs,
    options.boosts,
  );
  const maxBalloons = bench ?? Math.min(DEFAULT_BALLOON_TUNING.maxBalloons, profile.maxTargets + 1);
  const tuning = { ...DEFAULT_BALLOON_TUNING, maxBalloons, lives, riseMs: crossMs };
  const round = new BalloonRound(chars, tuning, random, bench);
  const screen = new RoundScreen(charRules(round));
  const status = (): RoundStatus => ({
    score: round.score,
    lives: round.lives,
    level: options.strings.level(round.level),
  });

  const size = bench && bench > 60 ? 56 : 92;
  const sky = new Graphics();
  const burst = profile.particles ? new Burst(random) : null;
  const blasts = new Blasts(context.icon('collision'), { durationMs: 350, from: 0.7, grow: 1 }, size);
  const balloons = new Balloons(round, size, { blasts, burst }, context);
  const hud = new Hud<BalloonEvent>(
    context,
    {
      scoreColour: 0x1f2433,
      levelColour: 0x2b59c3,
      hearts: tuning.lives,
      heartSize: 32,
      heartStep: 38,
      showLevel: true,
    },
    status,
  );
  screen.view.addChild(sky, balloons);
  if (burst) screen.view.addChild(burst);
  screen.view.addChild(hud, blasts);

  const { systems } = screen;
  systems.add({ resize: (width, height) => drawSky(sky, width, height) });
  systems.add(
    soundsOf<BalloonEvent>(context, { pop: 'key-hit', miss: 'miss', escape: 'miss', level: 'level-up' }),
  );
  if (burst) systems.add(burst);
  systems.add(balloons);
  systems.add(blasts);
  systems.add(hud);
  systems.add(endingOf<BalloonEvent>(context, round, () => round.level));
  systems.add(
    mirrorFeed(context, status, () =>
      round.byUrgency().map((balloon) => ({ id: balloon.id, text: balloon.char, typed: 0, locked: false })),
    ),
  );
  return screen;
}
