import { extend, useApplication, useTick } from '@pixi/react';
import { Text, type Container, type Graphics, type Sprite, type Spritesheet } from 'pixi.js';
import { useCallback, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { loadIcons, type IconName } from '../../../games/kit/assets';
import { UI_FONT } from '../../../games/kit/MessageScreen';
import { BALLOON_COLOURS, drawSky } from '../../../games/kit/looks';
import { RaceTrack, type Racer } from '../../../games/kit/RaceTrack';
import { Starfield } from '../../../games/kit/Starfield';
import { PixiStage, useScenePlaying, useStageSize } from './PixiStage';

extend({ Text });

/** The games the switcher previews, by their catalogue id. */
export type PreviewGame = 'STAR_TREK' | 'BALLOON_POP' | 'TYPING_RACE';

export interface GamePreviewProps {
  game: PreviewGame;
  /** Whether it moves: only while the learner watches it (the switcher says when); else it stands on one frame. */
  playing: boolean;
  className?: string;
}

/**
 * The game switcher's live preview of one game (@pixi/react), drawn with the game's own look: the games kit's
 * starfield, sky, icons, balloon colours and race track. Ships drift down on the base's rocket, balloons rise
 * from the grass, the rocket races the snail, the turtle and the rabbit. It draws only while `playing`.
 */
export default function GamePreview({ game, playing, className }: GamePreviewProps) {
  return (
    <PixiStage className={className}>
      <Preview key={game} game={game} playing={playing} />
    </PixiStage>
  );
}

function Preview({ game, playing }: { game: PreviewGame; playing: boolean }) {
  const [sheet, setSheet] = useState<Spritesheet | null>(null);
  useEffect(() => {
    let live = true;
    loadIcons()
      .then((loaded) => live && setSheet(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  useScenePlaying(sheet !== null, playing);
  if (!sheet) return null;
  const Scene = SCENES[game];
  return <Scene sheet={sheet} />;
}

interface SceneProps {
  sheet: Spritesheet;
}

/** Milliseconds the scene has played (it stands still, its clock too, while the ticker is stopped). */
function usePlayClock() {
  const elapsed = useRef(0);
  useTick((ticker) => {
    elapsed.current += ticker.deltaMS;
  });
  return elapsed;
}

/** A kit object (starfield, race track) in the scene, resized with the stage and updated every frame. */
function useKitChild<T extends Container>(
  parent: RefObject<Container | null>,
  make: () => T & { resize(width: number, height: number): void; update(deltaMs: number): void },
) {
  const { app } = useApplication();
  const { width, height } = useStageSize();
  const child = useRef<ReturnType<typeof make> | null>(null);
  useEffect(() => {
    const made = make();
    child.current = made;
    parent.current?.addChild(made);
    return () => {
      child.current = null;
      made.destroy({ children: true });
    };
    // Made once for the scene.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    child.current?.resize(width, height);
    if (!app.ticker.started) app.render();
  }, [app, width, height]);
  useTick((ticker) => child.current?.update(ticker.deltaMS));
}

/** Places sprites by time every frame, and once as soon as they are there (the still frame). */
function usePlacing(place: (ms: number) => void) {
  const clock = usePlayClock();
  useTick(() => place(clock.current));
  useEffect(() => place(clock.current), [place, clock]);
}

const spriteRefs =
  (refs: RefObject<(Sprite | Container | null)[]>, index: number) => (node: Sprite | null) => {
    refs.current[index] = node;
  };

/** STAR_TREK: ships and monsters drift down a starfield on the base's rocket, the ringed planet behind. */
function StarTrekScene({ sheet }: SceneProps) {
  const { width, height } = useStageSize();
  const layer = useRef<Container>(null);
  useKitChild(layer, () => new Starfield(Math.random, true));
  const ships = useRef<(Sprite | null)[]>([]);
  const icons: IconName[] = ['flying-saucer', 'alien-monster', 'flying-saucer'];
  const ship = Math.min(40, height * 0.4);
  const place = useCallback(
    (ms: number) => {
      const span = height + ship * 2;
      ships.current.forEach((sprite, index) => {
        if (!sprite) return;
        sprite.x = (width * (index + 0.7)) / (icons.length + 0.4);
        sprite.y = ((ms * 0.02 + (index * span) / icons.length) % span) - ship;
      });
    },
    [width, height, ship, icons.length],
  );
  usePlacing(place);
  const backdrop = useCallback(
    (g: Graphics) => {
      g.clear().rect(0, 0, width, height).fill(0x070b24);
    },
    [width, height],
  );
  return (
    <pixiContainer>
      <pixiGraphics draw={backdrop} />
      <pixiContainer ref={layer} />
      <pixiSprite
        texture={sheet.textures['ringed-planet']}
        anchor={0.5}
        x={width * 0.85}
        y={height * 0.3}
        width={ship * 1.2}
        height={ship * 1.2}
        alpha={0.8}
      />
      {icons.map((icon, index) => (
        <pixiSprite
          key={index}
          ref={spriteRefs(ships, index)}
          texture={sheet.textures[icon]}
          anchor={0.5}
          width={ship}
          height={ship}
        />
      ))}
      <pixiSprite
        texture={sheet.textures['rocket']}
        anchor={0.5}
        rotation={-Math.PI / 4}
        x={width / 2}
        y={height - ship * 0.6}
        width={ship}
        height={ship}
      />
    </pixiContainer>
  );
}

/** BALLOON_POP: balloons in the game's colours, each with its key, rise from the grass into the sky. */
function BalloonScene({ sheet }: SceneProps) {
  const { width, height } = useStageSize();
  const balloons = useRef<(Container | null)[]>([]);
  const keys = ['f', 'j', 'd', 'k', 's'];
  const size = Math.min(56, height * 0.5);
  const place = useCallback(
    (ms: number) => {
      const span = height + size * 2;
      const t = ms / 1000;
      balloons.current.forEach((balloon, index) => {
        if (!balloon) return;
        balloon.x = (width * (index + 0.5)) / keys.length + Math.sin(t * 1.5 + index) * 8;
        balloon.y = height + size - ((t * 28 + index * span * 0.37 + index * 11) % span);
      });
    },
    [width, height, size, keys.length],
  );
  usePlacing(place);
  const sky = useCallback((g: Graphics) => drawSky(g, width, height), [width, height]);
  return (
    <pixiContainer>
      <pixiGraphics draw={sky} />
      {keys.map((key, index) => (
        <pixiContainer key={key} ref={spriteRefs(balloons, index)}>
          <pixiSprite
            texture={sheet.textures['balloon-white']}
            anchor={{ x: 0.5, y: 0.42 }}
            width={size}
            height={size}
            tint={BALLOON_COLOURS[index % BALLOON_COLOURS.length]}
          />
          <pixiText
            text={key}
            anchor={0.5}
            y={-size * 0.1}
            style={{
              fontFamily: UI_FONT,
              fontSize: Math.round(size * 0.42),
              fontWeight: '800',
              fill: 0x1f2433,
            }}
          />
        </pixiContainer>
      ))}
    </pixiContainer>
  );
}

/** TYPING_RACE: the game's race track, the learner's rocket against the snail, the turtle and the rabbit. */
function RaceScene({ sheet }: SceneProps) {
  const { width, height } = useStageSize();
  const layer = useRef<Container>(null);
  const clock = usePlayClock();
  useKitChild(layer, () => new Starfield(Math.random, true));
  useKitChild(layer, () => {
    const racers: Racer[] = [
      { icon: 'rocket', label: '', own: true, turn: 'rotate' },
      ...(['snail', 'turtle', 'rabbit'] as const).map((icon): Racer => ({
        icon,
        label: '',
        own: false,
        turn: 'mirror',
      })),
    ];
    const speeds = [0.11, 0.05, 0.08, 0.1];
    const track = new RaceTrack(
      { icon: (name) => sheet.textures[name]! },
      racers,
      (lane) => ((clock.current / 1000) * speeds[lane]! + lane * 0.07) % 1,
      { top: 4, reserveBelow: 4, maxLaneHeight: 40 },
    );
    return track;
  });
  const backdrop = useCallback(
    (g: Graphics) => {
      g.clear().rect(0, 0, width, height).fill(0x0a0f2e);
    },
    [width, height],
  );
  return (
    <pixiContainer>
      <pixiGraphics draw={backdrop} />
      <pixiContainer ref={layer} />
    </pixiContainer>
  );
}

const SCENES: Record<PreviewGame, (props: SceneProps) => ReactElement> = {
  STAR_TREK: StarTrekScene,
  BALLOON_POP: BalloonScene,
  TYPING_RACE: RaceScene,
};
