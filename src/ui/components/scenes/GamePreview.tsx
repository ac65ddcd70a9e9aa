import { useApplication, useTick } from '@pixi/react';
import type { Graphics, Sprite, Spritesheet, Texture } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadIcons, type IconName } from '../../../games/kit/assets';
import { PixiStage, useStillFrame } from './PixiStage';

/** The games the switcher previews, by their catalogue id. */
export type PreviewGame = 'STAR_TREK' | 'BALLOON_POP' | 'TYPING_RACE';

/** What each preview moves: the game's own icons, as its play screen shows them. */
const ACTORS: Record<PreviewGame, { icon: IconName; count: number; tints?: number[] }> = {
  STAR_TREK: { icon: 'flying-saucer', count: 2 },
  BALLOON_POP: { icon: 'balloon-white', count: 4, tints: [0xff6b6b, 0x4dabf7, 0xffd43b, 0x69db7c] },
  TYPING_RACE: { icon: 'rocket', count: 3 },
};

/**
 * The game switcher's live preview of one game (@pixi/react): ships drifting over stars, balloons rising,
 * rockets racing in their lanes. Still under reduced motion and in the lite app.
 */
export default function GamePreview({ game, className }: { game: PreviewGame; className?: string }) {
  return (
    <PixiStage className={className}>
      <PreviewScene key={game} game={game} />
    </PixiStage>
  );
}

function PreviewScene({ game }: { game: PreviewGame }) {
  const { app } = useApplication();
  const [sheet, setSheet] = useState<Spritesheet | null>(null);
  const actors = useRef<(Sprite | null)[]>([]);
  const elapsed = useRef(0);
  const actor = ACTORS[game];
  // The backdrop is drawn anew when the stage is resized (the switcher follows the window's width).
  const [size, setSize] = useState(() => ({ width: app.screen.width, height: app.screen.height }));
  useEffect(() => {
    const onResize = (width: number, height: number) => setSize({ width, height });
    app.renderer.on('resize', onResize);
    return () => {
      app.renderer?.off('resize', onResize);
    };
  }, [app]);

  useEffect(() => {
    let live = true;
    loadIcons()
      .then((loaded) => live && setSheet(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const place = useCallback(
    (ms: number) => {
      const { width, height } = app.screen;
      const t = ms / 1000;
      actors.current.forEach((sprite, index) => {
        if (!sprite) return;
        const size = Math.min(64, height * 0.55);
        sprite.scale.set(size / 96);
        if (game === 'STAR_TREK') {
          const span = width + size * 2;
          sprite.x = ((t * 40 + (index * span) / actor.count) % span) - size;
          sprite.y = height * (0.35 + 0.3 * index) + Math.sin(t * 2 + index) * 6;
        } else if (game === 'BALLOON_POP') {
          const span = height + size * 2;
          sprite.x = (width * (index + 0.5)) / actor.count + Math.sin(t * 1.5 + index) * 8;
          sprite.y = height + size - ((t * 30 + (index * span) / actor.count) % span);
        } else {
          const span = width + size * 2;
          const speed = 55 + index * 12;
          sprite.x = ((t * speed + index * 60) % span) - size;
          sprite.y = (height * (index + 0.5)) / actor.count;
        }
      });
    },
    [app, game, actor.count],
  );

  useTick((ticker) => {
    elapsed.current += ticker.deltaMS;
    place(elapsed.current);
  });
  useEffect(() => {
    if (sheet) place(elapsed.current);
  }, [sheet, place]);
  useStillFrame(sheet !== null);

  const drawBackdrop = useCallback(
    (graphics: Graphics) => {
      const { width, height } = size;
      graphics.clear();
      if (game === 'STAR_TREK') {
        graphics.rect(0, 0, width, height).fill({ color: 0x101733 });
        for (let index = 0; index < 40; index += 1)
          graphics.circle((index * 97) % width, (index * 53) % height, index % 3 === 0 ? 1.6 : 1).fill({
            color: 0xffffff,
            alpha: 0.8,
          });
      } else if (game === 'BALLOON_POP') {
        graphics.rect(0, 0, width, height).fill({ color: 0xd7efff });
      } else {
        graphics.rect(0, 0, width, height).fill({ color: 0x1d2340 });
        for (let lane = 1; lane < actor.count; lane += 1)
          graphics
            .moveTo(0, (height * lane) / actor.count)
            .lineTo(width, (height * lane) / actor.count)
            .stroke({ color: 0xffffff, alpha: 0.25, width: 1 });
      }
    },
    [size, game, actor.count],
  );

  const texture: Texture | undefined = sheet?.textures[actor.icon];
  return (
    <pixiContainer>
      <pixiGraphics draw={drawBackdrop} />
      {texture &&
        Array.from({ length: actor.count }, (_, index) => (
          <pixiSprite
            key={index}
            ref={(sprite: Sprite | null) => {
              actors.current[index] = sprite;
            }}
            texture={texture}
            anchor={0.5}
            tint={actor.tints?.[index] ?? 0xffffff}
          />
        ))}
    </pixiContainer>
  );
}
