import {
  Application,
  Container,
  UPDATE_PRIORITY,
  type Spritesheet,
  type Texture,
  type Ticker,
} from 'pixi.js';
// The page's Content-Security-Policy allows no eval (src/server/http/security.ts): PixiJS then needs its
// eval-free shader and uniform code.
import 'pixi.js/unsafe-eval';
import { analyzeGameRound, type Keystroke, seededRandom, type Random } from '../../engine';
import { attachKeyInput } from '../../input/key-input';
import { loadIcons, loadThunderFrames, type IconName } from './assets';
import { GameAudio } from './GameAudio';
import { GameMirror } from './GameMirror';
import { renderProfile, type RenderProfile } from './lite';
import { preferredRenderer } from './renderer-choice';
import { MessageScreen } from './MessageScreen';
import { PauseClock, whenInBackground } from './pause';
import type { RoundLog } from './round-record';
import { ScreenNavigator, type GameScreen } from './screens';
import { stageScale } from './stage-fit';
import type { GameHandle, GameId, GameOptions, GameResult, GameScreenName } from './types';

/** How a round ended, as the play screen reports it. */
export interface RoundEnd {
  log: RoundLog;
  gameScore: number;
  outcome: 'won' | 'lost';
  level: number;
}

/** What the kit gives a game's play screen. */
export interface PlayContext {
  app: Application;
  profile: RenderProfile;
  options: GameOptions;
  mirror: GameMirror;
  audio: GameAudio;
  icons: Spritesheet;
  icon(name: IconName): Texture;
  /** The thunder loop's frames once the background bundle has arrived; null until then. */
  thunderFrames(): Texture[] | null;
  random: Random;
  /** Ends the round: shows the result screen and reports the attempt. */
  finish(end: RoundEnd): void;
}

/** A game's play screen: gets keystrokes (pause time already taken out of their timestamps). */
export interface PlayScreen extends GameScreen {
  /** Play begins (after the title screen). */
  begin(): void;
  onKeystroke(keystroke: Keystroke): void;
}

/** What a game tells the kit about itself. */
export interface GameDefinition {
  id: GameId;
  background: number;
  titleIcon: IconName;
  createPlay(context: PlayContext): PlayScreen;
}

/**
 * Frame timings in benchmark mode, through the browser's User Timing API (read like any performance entry): a
 * `keyquest:frame` mark at the start of each frame and a `keyquest:frame-work` measure of its update and render
 * work. The renderer in use is the host's `data-renderer`.
 */
export const FRAME_MARK = 'keyquest:frame';
export const FRAME_WORK_MEASURE = 'keyquest:frame-work';

/** The longest step a frame may take: after a stall, the game slows rather than jumps. */
const MAX_FRAME_MS = 100;

/**
 * Mounts a game into `host`: the Pixi application (WebGL preferred, resized with the host), the asset
 * bundles, the screens (title, play, pause, result), the key input, audio, the accessible mirror, pausing
 * when the tab is hidden or the window loses focus, and a `destroy` that leaves nothing behind (canvas,
 * listeners, observers, sounds, the WebGL context).
 */
export async function mountGameShell(
  host: HTMLElement,
  options: GameOptions,
  definition: GameDefinition,
): Promise<GameHandle> {
  const shell: { destroy?: () => void } = {};
  try {
    return await mount(host, options, definition, (destroy) => (shell.destroy = destroy));
  } catch (error) {
    shell.destroy?.();
    throw error;
  }
}

/** What `mountGame` gives back when the game was destroyed before it finished starting. */
const DESTROYED_HANDLE: GameHandle = { pause() {}, resume() {}, setAudio() {}, destroy() {} };

async function mount(
  host: HTMLElement,
  options: GameOptions,
  definition: GameDefinition,
  onDestroyReady: (destroy: () => void) => void,
): Promise<GameHandle> {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const baseProfile = renderProfile({
    lite: options.lite,
    channel: options.channel,
    devicePixelRatio: win.devicePixelRatio,
  });
  const bench = options.bench !== undefined;
  const mirror = new GameMirror(host, options.strings);
  const audio = new GameAudio(options.audio, !bench);
  const app = new Application();
  const cleanups: (() => void)[] = [];
  let destroyed = false;
  let initialised = false;

  host.dataset.lite = String(baseProfile.lite);
  mirror.setScreen('loading', '');

  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    audio.destroy();
    mirror.destroy();
    // app.init may still be running: it is destroyed when it returns.
    if (initialised) app.destroy({ removeView: true }, { children: true });
    if (bench) {
      win.performance.clearMarks(FRAME_MARK);
      win.performance.clearMeasures(FRAME_WORK_MEASURE);
    }
  };
  onDestroyReady(destroy);

  await app.init({
    preference: options.preference ?? preferredRenderer(doc),
    resizeTo: host,
    background: definition.background,
    antialias: baseProfile.antialias,
    resolution: baseProfile.resolution,
    autoDensity: true,
    // Our own text mirror serves screen readers; Pixi's Tab-activated overlay would steal Tab.
    accessibilityOptions: { activateOnTab: false },
    eventFeatures: { move: false, globalMove: false, click: true, wheel: false },
  });
  initialised = true;
  // Pixi's canvas renderer draws no filters.
  const profile: RenderProfile = {
    ...baseProfile,
    filters: baseProfile.filters && app.renderer.name !== 'canvas',
  };
  if (destroyed) {
    app.destroy({ removeView: true }, { children: true });
    return DESTROYED_HANDLE;
  }
  app.ticker.maxFPS = profile.maxFPS;
  // What the learner's device got, for support and tests: the renderer is on the mirror.
  host.dataset.maxFps = String(profile.maxFPS);
  host.dataset.resolution = String(app.renderer.resolution);
  // Out of the host's flow: the host's size comes from the page's layout alone (the canvas follows it), so a
  // canvas drawn at an earlier size never holds the stage open beyond the window.
  Object.assign(app.canvas.style, { display: 'block', position: 'absolute', inset: '0' });
  app.canvas.setAttribute('aria-hidden', 'true');
  host.prepend(app.canvas);
  mirror.setRenderer(app.renderer.name);

  const root = new Container();
  app.stage.addChild(root);
  const navigator = new ScreenNavigator(root);

  const icons = await loadIcons();
  if (destroyed) return DESTROYED_HANDLE;
  let thunder: Texture[] | null = null;
  void loadThunderFrames()
    .then((frames) => (thunder = frames))
    .catch((error: unknown) => console.warn('The thunder sprite did not load', error));

  const strings = options.strings;
  let screen: GameScreenName = 'loading';
  const setScreen = (name: GameScreenName, message: string) => {
    screen = name;
    host.dataset.screen = name;
    mirror.setScreen(name, message);
    options.onStateChange?.(name);
  };

  // Pause time is taken out of keystroke timestamps, so a paused round does not look slow to the engine.
  const pauseClock = new PauseClock();

  const icon = (name: IconName) => {
    const texture = icons.textures[name];
    if (!texture) throw new Error(`No icon ${name}`);
    return texture;
  };

  const title = new MessageScreen('title', false);
  title.setContent({
    title: strings.gameName,
    body: strings.howToPlay,
    hint: strings.pressToStart,
    icon: icon(definition.titleIcon),
  });
  const pauseScreen = new MessageScreen('pause', true);
  const result = new MessageScreen('result', true);

  const context: PlayContext = {
    app,
    profile,
    options,
    mirror,
    audio,
    icons,
    icon,
    thunderFrames: () => thunder,
    random: seededRandom(options.seed ?? Math.floor(Math.random() * 2 ** 31)),
    finish: (end) => {
      if (screen === 'result' || destroyed) return;
      audio.stopMusic();
      audio.play(end.outcome === 'won' ? 'level-up' : 'game-over');
      const heading = end.outcome === 'won' ? strings.roundComplete : strings.gameOver;
      result.setContent({
        title: heading,
        body: `${strings.score}: ${end.gameScore}`,
        icon: icon(end.outcome === 'won' ? 'trophy' : 'comet'),
      });
      navigator.showOverlay(result);
      setScreen('result', `${heading} ${strings.score}: ${end.gameScore}`);
      // Let the last explosion play out, then stop drawing: the round is over.
      const settle = win.setTimeout(() => app.ticker.stop(), 1500);
      cleanups.push(() => win.clearTimeout(settle));
      const analysis = analyzeGameRound(definition.id, end.log.text, end.log.keystrokes, 'stop');
      const gameResult: GameResult = {
        game: definition.id,
        mode: 'stop',
        text: end.log.text,
        keystrokes: end.log.keystrokes,
        analysis,
        gameScore: end.gameScore,
        outcome: end.outcome,
        level: end.level,
      };
      options.onResult(gameResult);
    },
  };
  const play = definition.createPlay(context);

  const startPlay = () => {
    audio.unlock();
    navigator.show(play);
    setScreen('play', strings.gameName);
    play.begin();
    audio.startMusic();
  };

  const pause = (message = `${strings.paused}. ${strings.pressToResume}`) => {
    if (screen !== 'play') return;
    pauseClock.pause(performance.now());
    pauseScreen.setContent({
      title: strings.paused,
      body: message === strings.imeActive ? message : undefined,
      hint: strings.pressToResume,
    });
    navigator.showOverlay(pauseScreen);
    setScreen('pause', message);
    audio.stopMusic();
    // A paused game draws the overlay once and then no frames at all: no CPU or battery spent waiting.
    app.render();
    app.ticker.stop();
  };
  const resume = () => {
    if (screen !== 'pause') return;
    pauseClock.resume(performance.now());
    navigator.hideOverlay();
    setScreen('play', strings.gameName);
    audio.startMusic();
    app.ticker.start();
  };

  cleanups.push(
    attachKeyInput(host, {
      onKeystroke: (keystroke) => {
        audio.unlock();
        if (screen === 'title' && keystroke.kind === 'insert' && keystroke.char === ' ') startPlay();
        else if (screen === 'pause' && keystroke.kind === 'insert' && keystroke.char === ' ') resume();
        else if (screen === 'play')
          play.onKeystroke({ ...keystroke, timeStamp: pauseClock.playTime(keystroke.timeStamp) });
      },
      onControlKey: (key) => {
        audio.unlock();
        if (key === 'Enter' && screen === 'title') startPlay();
        else if ((key === 'Enter' || key === 'Escape') && screen === 'pause') resume();
        else if (key === 'Escape' && screen === 'play') pause();
      },
      onComposition: (composing) => {
        if (composing) pause(strings.imeActive);
      },
    }),
  );
  const onPointerDown = () => audio.unlock();
  host.addEventListener('pointerdown', onPointerDown);
  cleanups.push(() => host.removeEventListener('pointerdown', onPointerDown));

  // A hidden tab or a window in the background pauses the round; the learner resumes with a key.
  cleanups.push(whenInBackground(doc, win, () => pause()));

  // resizeTo follows the window; the observer catches the host changing size on its own (layout, dialogs).
  // A stage smaller than the least field shows the field scaled down whole (./stage-fit.ts).
  const fit = (width: number, height: number) => {
    const scale = stageScale(width, height);
    root.scale.set(scale);
    host.dataset.scale = scale.toFixed(3);
    navigator.resize(width / scale, height / scale);
  };
  const onRendererResize = (width: number, height: number) => fit(width, height);
  app.renderer.on('resize', onRendererResize);
  const observer = new ResizeObserver(() => app.queueResize());
  observer.observe(host);
  cleanups.push(() => {
    observer.disconnect();
    app.renderer.off('resize', onRendererResize);
  });
  fit(app.screen.width, app.screen.height);

  host.dataset.renderer = app.renderer.name;
  let frameStart = 0;
  const onTick = (ticker: Ticker) => {
    frameStart = performance.now();
    if (bench) performance.mark(FRAME_MARK, { startTime: frameStart });
    navigator.update(Math.min(ticker.deltaMS, MAX_FRAME_MS));
  };
  // The application renders at LOW priority; this runs just after it to time the frame's work.
  const afterRender = () => {
    if (bench) performance.measure(FRAME_WORK_MEASURE, { start: frameStart, end: performance.now() });
  };
  app.ticker.add(onTick, undefined, UPDATE_PRIORITY.HIGH);
  app.ticker.add(afterRender, undefined, UPDATE_PRIORITY.UTILITY);
  cleanups.push(() => {
    app.ticker.remove(onTick);
    app.ticker.remove(afterRender);
  });

  if (options.autoStart || bench) startPlay();
  else {
    navigator.show(title);
    setScreen('title', `${strings.gameName}. ${strings.howToPlay} ${strings.pressToStart}`);
  }

  return {
    pause: () => pause(),
    resume,
    setAudio: (settings) => audio.setSettings(settings),
    destroy,
  };
}
