import { Application, extend, useApplication } from '@pixi/react';
import { Container, Graphics, Sprite, type Application as PixiApplication } from 'pixi.js';
// The Content-Security-Policy allows no eval (src/server/http/security.ts): as the games do.
import 'pixi.js/unsafe-eval';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { preferredRenderer } from '../../../games/kit/renderer-choice';
import { isLiteApp } from '../../pwa/lite-mode';

extend({ Container, Graphics, Sprite });

let renderer: 'webgl' | 'canvas' | undefined;

/**
 * A small Pixi scene that React composes (@pixi/react): the game switcher's live preview, the thunder loop of a
 * won round, the character stage. Only loaded by `import()` (./lazy.ts), never with a page's first chunk. It
 * fills its host element, draws over the page (transparent), is hidden from assistive technology (the page says
 * in words what it shows), and takes the renderer the games take (canvas where WebGL runs in software). The
 * games themselves stay imperative behind mountGame: a keystroke there never goes through React.
 * `maxFps` caps its frames a second (a gentle idle motion needs fewer than the screen's).
 */
export function PixiStage({
  className,
  maxFps,
  children,
}: {
  className?: string;
  maxFps?: number;
  children: ReactNode;
}) {
  const host = useRef<HTMLDivElement>(null);
  renderer ??= preferredRenderer(document);
  const onInit = useCallback(
    (app: PixiApplication) => {
      if (maxFps) app.ticker.maxFPS = maxFps;
    },
    [maxFps],
  );
  return (
    <div ref={host} className={className} aria-hidden="true" data-testid="pixi-scene">
      <Application
        resizeTo={host}
        onInit={onInit}
        backgroundAlpha={0}
        antialias
        autoDensity
        resolution={Math.min(window.devicePixelRatio || 1, 2)}
        // Pixi's own init takes 'canvas' too; @pixi/react's prop type lists the GPU renderers only.
        preference={renderer as 'webgl'}
      >
        {children}
      </Application>
    </div>
  );
}

/** Whether scenes stand still: the learner asked for reduced motion, or the app runs lite. */
export function stillScenes(): boolean {
  return isLiteApp() || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Whether a scene's ticker runs: it draws while `playing` (and scenes may move), else it stands still on one
 * frame, drawn once `ready` (its textures loaded), and draws nothing more until it plays again (or its stage is
 * resized). The host element says which (`data-playing`), for the tests and for anyone looking.
 */
export function useScenePlaying(ready: boolean, playing: boolean) {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (!isInitialised) return;
    if (playing && !stillScenes()) app.ticker.start();
    else {
      if (ready) app.render();
      app.ticker.stop();
    }
    const host = app.resizeTo;
    if (host instanceof HTMLElement) host.setAttribute('data-playing', String(app.ticker.started));
  }, [app, isInitialised, ready, playing]);
}

/** The stage's size in CSS pixels, followed as it is resized (with its host element). */
export function useStageSize() {
  const { app } = useApplication();
  const [size, setSize] = useState(() => ({ width: app.screen.width, height: app.screen.height }));
  useEffect(() => {
    const onResize = (width: number, height: number) => setSize({ width, height });
    app.renderer?.on('resize', onResize);
    return () => {
      app.renderer?.off('resize', onResize);
    };
  }, [app]);
  return size;
}
