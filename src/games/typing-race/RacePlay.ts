import type { Sprite } from 'pixi.js';
import { Hud } from '../kit/Hud';
import { mirrorFeed } from '../kit/mirror-feed';
import { RaceTrack, type Racer } from '../kit/RaceTrack';
import { endingOf, RoundScreen, soundsOf, type RoundStatus } from '../kit/round-play';
import type { PlayContext, PlayScreen } from '../kit/shell';
import { SpriteAnimation } from '../kit/SpriteAnimation';
import { Starfield } from '../kit/Starfield';
import type { GameSystem } from '../kit/systems';
import { wordPool } from '../kit/word-pool';
import { Passage } from './Passage';
import { DEFAULT_RACE_TUNING, passageFrom, RaceRound, type RaceEvent } from './rules';

/**
 * TYPING_RACE's play screen: four lanes (the learner's rocket on top, paced animals below) on the kit's race
 * track, the passage below, the score; the round's rules driven by the kit's round screen.
 */
export function createRacePlay(context: PlayContext): PlayScreen {
  const { options, random, profile } = context;
  const passage =
    options.source.passage ??
    passageFrom(wordPool(options.source.words, options.source.characters, random), random);
  const race = new RaceRound(passage, DEFAULT_RACE_TUNING);
  const screen = new RoundScreen<RaceEvent>({
    step: (deltaMs) => race.step(deltaMs),
    type: (keystroke) => race.type(keystroke),
  });
  const status = (): RoundStatus => ({
    score: race.score,
    level: race.place > 0 ? options.strings.place(race.place) : undefined,
  });

  const racers: Racer[] = [
    { icon: 'rocket', label: options.strings.you, own: true, turn: 'rotate' },
    ...(['snail', 'turtle', 'rabbit'] as const).map((icon, index): Racer => ({
      icon,
      label: `${DEFAULT_RACE_TUNING.opponentWpm[index]} WPM`,
      own: false,
      turn: 'mirror',
    })),
  ];
  const stars = new Starfield(random, !profile.lite);
  const track = new RaceTrack(context, racers, (lane) =>
    lane === 0 ? race.progress : (race.opponents[lane - 1]?.progress ?? 0),
  );
  const text = new Passage(race);
  const hud = new Hud<RaceEvent>(
    context,
    { scoreColour: 0xffffff, levelColour: 0xffffff, hearts: 0, heartSize: 0, heartStep: 0, showLevel: false },
    status,
  );
  screen.view.addChild(stars, track, text, hud);

  const { systems } = screen;
  systems.add({
    update: (deltaMs) => stars.update(deltaMs),
    resize: (width, height) => stars.resize(width, height),
  });
  systems.add(soundsOf<RaceEvent>(context, { correct: 'key-hit', wrong: 'miss' }));
  systems.add(track);
  systems.add(boostOf(context, track));
  systems.add(text);
  systems.add(hud);
  systems.add(endingOf<RaceEvent>(context, race, (end) => end.place));
  systems.add(
    mirrorFeed(context, status, () => {
      if (race.session.finished) return [];
      const word = race.currentWord();
      const text = race.passage.slice(word.start, word.end);
      return [{ id: word.index, text, typed: race.session.cursor - word.start, locked: true }];
    }),
  );
  return screen;
}

/** The thunder loop trails the rocket for a moment after each finished word. */
function boostOf(context: PlayContext, track: RaceTrack): GameSystem<RaceEvent> {
  let boost: SpriteAnimation | null = null;
  let boostMs = 0;
  const rocket: Sprite = track.racer(0);
  return {
    event(event) {
      if (event.kind === 'word') boostMs = 500;
    },
    update(deltaMs) {
      const frames = context.thunderFrames();
      if (!boost && frames && frames.length > 0) {
        boost = new SpriteAnimation(frames, 30, true);
        boost.anchor.set(0.5, 0);
        boost.rotation = Math.PI / 2;
        track.addChildAt(boost, track.getChildIndex(rocket));
      }
      if (!boost) return;
      boostMs = Math.max(0, boostMs - deltaMs);
      boost.visible = boostMs > 0;
      if (!boost.visible) return;
      boost.update(deltaMs);
      boost.height = 110;
      boost.width = rocket.height * 0.7;
      boost.position.set(rocket.x - rocket.width * 0.35, rocket.y);
      boost.alpha = Math.min(1, boostMs / 200);
    },
  };
}
