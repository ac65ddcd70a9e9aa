import { lazy, type ComponentType } from 'react';
import type { CharacterStageProps } from './CharacterStage';

/** A scene's chunk that could not load (offline before the app was stored) draws nothing: scenes only adorn. */
const orNothing = <P>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => load().catch(() => ({ default: () => null })));

/**
 * The Pixi scenes React composes, each its own chunk with PixiJS and @pixi/react: nothing of them loads until one
 * is drawn. The rest of the UI imports them from here only (a lint rule).
 */
export const ThunderLoop = orNothing(() => import('./ThunderLoop'));
export const GamePreview = orNothing(() => import('./GamePreview'));
/** The current character on its stage; its chunk failing to load leaves its `fallback`, the avatar's SVG. */
export const CharacterStage = lazy<ComponentType<CharacterStageProps>>(() =>
  import('./CharacterStage').catch(() => ({ default: ({ fallback }: CharacterStageProps) => fallback })),
);
/** When a live scene may play; no Pixi in it, so a page may import it with its first chunk. */
export { useWatched } from './watch';
