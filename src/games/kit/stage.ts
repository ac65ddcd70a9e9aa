import { Application, Container, UPDATE_PRIORITY, type Ticker } from 'pixi.js';
// The page's Content-Security-Policy allows no eval (src/server/http/security.ts): PixiJS then needs its
// eval-free shader and uniform code.
import 'pixi.js/unsafe-eval';
import { renderProfile, type RenderProfile } from './lite';
import { preferredRenderer } from './renderer-choice';
import { stageScale } from './stage-fit';
import type { GameSystem } from './systems';
import type { GameOptions } from './types';

/**
 * Frame timings in benchmark mode, through the browser's User Timing API (read like any performance entry): a
 * `keyquest:frame` mark at the start of each frame and a `keyquest:frame-work` measure of its update and render
 * work. The renderer in use is the host's `data-renderer`.
 */
export const FRAME_MARK = 'keyquest:frame';
export const FRAME_WORK_MEASURE = 'keyquest:frame-work';

/** The longest step a frame may take: after a stall, the game slows rather than jumps. */
const MAX_FRAME_MS = 100;
/** After the round ends, the last explosion plays out for this long before frames stop. */
const SETTLE_MS = 1500;

/**
 * The stage system: the Pixi application in the host (WebGL preferred, resized with the host, the field scaled
 * down whole on a small stage), its ticker (stopped while paused and once a round has settled) and the frame
 * timings of benchmark mode. Its `destroy` takes the canvas and the WebGL context away.
 */
export class GameStage implements GameSystem {
  readonly app = new Application();
  readonly root = new Container();
  profile: RenderProfile;
  private readonly win: Window;
  private readonly bench: boolean;
  private readonly cleanups: (() => void)[] = [];
  private initialised = false;
  private destroyed = false;
  private frameStart = 0;

  constructor(
    private readonly host: HTMLElement,
    private readonly options: GameOptions,
  ) {
    this.win = host.ownerDocument.defaultView ?? window;
    this.bench = options.bench !== undefined;
    this.profile = renderProfile({
      lite: options.lite,
      channel: options.channel,
      devicePixelRatio: this.win.devicePixelRatio,
    });
    host.dataset.lite = String(this.profile.lite);
  }

  /** Starts the application; false when the game was destroyed meanwhile (the application is then gone too). */
  async init(background: number): Promise<boolean> {
    const { app, host, profile } = this;
    await app.init({
      preference: this.options.preference ?? preferredRenderer(host.ownerDocument),
      resizeTo: host,
      background,
      antialias: profile.antialias,
      resolution: profile.resolution,
      autoDensity: true,
      // Our own text mirror serves screen readers; Pixi's Tab-activated overlay would steal Tab.
      accessibilityOptions: { activateOnTab: false },
      eventFeatures: { move: false, globalMove: false, click: true, wheel: false },
    });
    this.initialised = true;
    if (this.destroyed) {
      app.destroy({ removeView: true }, { children: true });
      return false;
    }
    // Pixi's canvas renderer draws no filters.
    this.profile = { ...profile, filters: profile.filters && app.renderer.name !== 'canvas' };
    app.ticker.maxFPS = this.profile.maxFPS;
    // What the learner's device got, for support and tests: the renderer is on the mirror.
    host.dataset.maxFps = String(this.profile.maxFPS);
    host.dataset.resolution = String(app.renderer.resolution);
    // Out of the host's flow: the host's size comes from the page's layout alone (the canvas follows it), so a
    // canvas drawn at an earlier size never holds the stage open beyond the window.
    Object.assign(app.canvas.style, { display: 'block', position: 'absolute', inset: '0' });
    app.canvas.setAttribute('aria-hidden', 'true');
    host.prepend(app.canvas);
    app.stage.addChild(this.root);
    return true;
  }

  /** Follows the host's size and runs `frame` every tick (with the step capped after a stall). */
  run(frame: (deltaMs: number) => void, resize: (width: number, height: number) => void): void {
    const { app, host, root, bench } = this;
    // resizeTo follows the window; the observer catches the host changing size on its own (layout, dialogs).
    // A stage smaller than the least field shows the field scaled down whole (./stage-fit.ts).
    const fit = (width: number, height: number) => {
      const scale = stageScale(width, height);
      root.scale.set(scale);
      host.dataset.scale = scale.toFixed(3);
      resize(width / scale, height / scale);
    };
    app.renderer.on('resize', fit);
    const observer = new ResizeObserver(() => app.queueResize());
    observer.observe(host);
    fit(app.screen.width, app.screen.height);

    host.dataset.renderer = app.renderer.name;
    const onTick = (ticker: Ticker) => {
      this.frameStart = performance.now();
      if (bench) performance.mark(FRAME_MARK, { startTime: this.frameStart });
      frame(Math.min(ticker.deltaMS, MAX_FRAME_MS));
    };
    // The application renders at LOW priority; this runs just after it to time the frame's work.
    const afterRender = () => {
      if (bench) performance.measure(FRAME_WORK_MEASURE, { start: this.frameStart, end: performance.now() });
    };
    app.ticker.add(onTick, undefined, UPDATE_PRIORITY.HIGH);
    app.ticker.add(afterRender, undefined, UPDATE_PRIORITY.UTILITY);
    this.cleanups.push(() => {
      observer.disconnect();
      app.renderer.off('resize', fit);
      app.ticker.remove(onTick);
      app.ticker.remove(afterRender);
    });
  }

  /** A paused game draws the overlay once and then no frames at all: no CPU or battery spent waiting. */
  pause(): void {
    this.app.render();
    this.app.ticker.stop();
  }

  resume(): void {
    this.app.ticker.start();
  }

  /** Lets the last explosion play out, then stops drawing: the round is over. */
  end(): void {
    const settle = this.win.setTimeout(() => this.app.ticker.stop(), SETTLE_MS);
    this.cleanups.push(() => this.win.clearTimeout(settle));
  }

  destroy(): void {
    this.destroyed = true;
    for (const cleanup of this.cleanups.splice(0).reverse()) cleanup();
    // app.init may still be running: it is destroyed when it returns.
    if (this.initialised) this.app.destroy({ removeView: true }, { children: true });
    if (this.bench) {
      this.win.performance.clearMarks(FRAME_MARK);
      this.win.performance.clearMeasures(FRAME_WORK_MEASURE);
    }
  }
}
