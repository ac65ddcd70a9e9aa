import { Container, Sprite, Text } from 'pixi.js';
import { Blasts } from '../kit/Blasts';
import { Burst } from '../kit/Burst';
import { Hud } from '../kit/Hud';
import { UI_FONT } from '../kit/MessageScreen';
import { mirrorFeed } from '../kit/mirror-feed';
import { boosted, charRules, endingOf, RoundScreen, soundsOf, type RoundStatus } from '../kit/round-play';
import type { PlayContext, PlayScreen } from '../kit/shell';
import { Starfield } from '../kit/Starfield';
import type { GameSystem } from '../kit/systems';
import { wordPool } from '../kit/word-pool';
import { Cannon } from './Cannon';
import { ShipField } from './field';
import { Fleet } from './Fleet';
import { DEFAULT_TUNING, StarTrekRound, type StarTrekEvent } from './rules';

/**
 * STAR_TREK's play screen: the round's rules driven by the kit's round screen, drawn by its systems (stars and
 * planet, the base and cannon, the ships, blasts and debris, the HUD, the wave banner and the shake), with its
 * sounds and its mirror.
 */
export function createStarTrekPlay(context: PlayContext): PlayScreen {
  const { options, profile, random } = context;
  const bench = options.bench?.targets;
  const { lives, crossMs } = boosted(DEFAULT_TUNING.lives, DEFAULT_TUNING.travelMs, options.boosts);
  const maxShips = bench ?? Math.min(DEFAULT_TUNING.maxShips, profile.maxTargets);
  const tuning = { ...DEFAULT_TUNING, maxShips, lives, travelMs: crossMs };
  const words = wordPool(options.source.words, options.source.characters, random);
  const round = new StarTrekRound(words, tuning, random, bench);
  const screen = new RoundScreen(charRules(round));
  const status = (): RoundStatus => ({
    score: round.score,
    lives: round.lives,
    level: options.strings.level(round.wave),
  });

  const field = new ShipField(bench && bench > 60 ? 40 : 60);
  const stars = new Starfield(random, !profile.lite);
  const planet = new Sprite(context.icon('ringed-planet'));
  planet.anchor.set(0.5);
  planet.alpha = 0.8;
  const burst = profile.particles ? new Burst(random) : null;
  const blasts = new Blasts(
    context.icon('collision'),
    { durationMs: 450, from: 0.8, grow: 1.1 },
    field.shipSize,
  );
  const cannon = new Cannon(context, round, field);
  const fleet = new Fleet(context, round, field, { blasts, burst, hint: options.boosts?.hint === true });
  const hud = new Hud<StarTrekEvent>(
    context,
    {
      scoreColour: 0xffffff,
      levelColour: 0xbfd0ff,
      hearts: tuning.lives,
      heartSize: 34,
      heartStep: 40,
      showLevel: true,
    },
    status,
  );
  const feedback = new WaveFeedback(context, screen.view);

  const ships = new Container();
  ships.addChild(cannon.beams, fleet, cannon.bolts, blasts);
  if (burst) ships.addChild(burst);
  screen.view.addChild(stars, planet, cannon.base, cannon.sprite, ships, hud, feedback.banner);

  const { systems } = screen;
  systems.add(field);
  systems.add(
    soundsOf<StarTrekEvent>(context, {
      hit: 'key-hit',
      destroy: 'explosion',
      miss: 'miss',
      breach: 'explosion',
      'wave-cleared': 'level-up',
    }),
  );
  systems.add({
    update: (deltaMs) => stars.update(deltaMs),
    resize(width, height) {
      stars.resize(width, height);
      const planetSize = Math.min(180, width * 0.18);
      planet.width = planet.height = planetSize;
      planet.position.set(width - planetSize * 0.7, height * 0.32);
    },
  });
  if (burst) systems.add(burst);
  systems.add(fleet);
  systems.add(cannon);
  systems.add(blasts);
  systems.add(feedback);
  systems.add(hud);
  systems.add(endingOf<StarTrekEvent>(context, round, () => round.wave));
  systems.add(
    mirrorFeed(context, status, () =>
      round.byUrgency().map((ship) => ({
        id: ship.id,
        text: ship.word,
        typed: ship.typed,
        locked: ship.id === round.lockedId,
      })),
    ),
  );
  return screen;
}

/** The wave's banner ("Wave 2", fading out) and the field's shake when a ship breaches the base. */
class WaveFeedback implements GameSystem<StarTrekEvent> {
  readonly banner = new Text({
    text: '',
    style: { fontFamily: UI_FONT, fontSize: 64, fontWeight: '900', fill: 0xffd866 },
  });
  private bannerMs = 0;
  private shakeMs = 0;

  constructor(
    private readonly context: PlayContext,
    private readonly view: Container,
  ) {
    this.banner.anchor.set(0.5);
  }

  begin(): void {
    this.show(this.context.options.strings.level(1));
  }

  event(event: StarTrekEvent): void {
    if (event.kind === 'wave-start') this.show(this.context.options.strings.level(event.wave));
    else if (event.kind === 'breach') this.shakeMs = 350;
  }

  resize(width: number, height: number): void {
    this.banner.position.set(width / 2, height * 0.42);
  }

  update(deltaMs: number): void {
    if (this.bannerMs > 0) {
      this.bannerMs -= deltaMs;
      this.banner.alpha = Math.min(1, this.bannerMs / 400);
      this.banner.visible = this.bannerMs > 0;
    }
    this.shakeMs = Math.max(0, this.shakeMs - deltaMs);
    const shake = this.shakeMs > 0 ? (this.shakeMs / 350) * 8 : 0;
    this.view.position.set((Math.random() - 0.5) * shake, (Math.random() - 0.5) * shake);
  }

  private show(text: string) {
    this.banner.text = text;
    this.banner.visible = true;
    this.bannerMs = 1600;
  }
}
