import { Suspense, useRef } from 'react';
import { AvatarArt } from '../../components/account/AvatarArt';
import { CharacterStage, useWatched } from '../../components/scenes/lazy';
import { isLiteApp } from '../../pwa/lite-mode';
import type { AvatarKey } from '../../../contracts';
import styles from './CharacterPage.module.css';

/**
 * The current role's avatar on its stage (components/scenes/CharacterStage, a Pixi scene in its own chunk): it
 * breathes and blinks while on screen in a shown page, unless motion is unwelcome. Its SVG stands in the same box
 * while the scene loads, under the scene until it draws, and alone if the scene cannot load (offline): nothing
 * jumps. The lite app (low-power devices) keeps the SVG alone: PixiJS would only add a podium to a still picture.
 * The box carries the avatar's label; the scene is hidden from assistive technology.
 */
export function AvatarOnStage({ avatar, label }: { avatar: AvatarKey; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const playing = useWatched(box, true);
  const picture = <AvatarArt avatar={avatar} size={88} />;
  return (
    <div ref={box} className={styles.stage} role="img" aria-label={label} data-testid="character-stage">
      {isLiteApp() ? (
        picture
      ) : (
        <Suspense fallback={picture}>
          <CharacterStage avatar={avatar} playing={playing} fallback={picture} className={styles.scene} />
        </Suspense>
      )}
    </div>
  );
}
