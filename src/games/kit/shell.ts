import type { Application, Spritesheet, Texture } from 'pixi.js';
import { analyzeGameRound, type Keystroke, seededRandom, type Random } from '../../engine';
import { loadIcons, loadThunderFrames, type IconName } from './assets';
import { GameFlow } from './flow';
import { GameAudio } from './GameAudio';
import { GameMirror } from './GameMirror';
import { keyRouting } from './key-routing';
import type { RenderProfile } from './lite';
import { PauseSystem } from './pause';
import type { RoundLog } from './round-record';
import type { GameScreen } from './screens';
import { GameStage } from './stage';
import { SystemRunner } from './systems';
import type { GameHandle, GameId, GameOptions, MountGame } from './types';

export { FRAME_MARK, FRAME_WORK_MEASURE } from './stage';

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
 * Mounts a game into `host`. The shell is a runner of systems, each owning one concern and its clean-up: the
 * pause clock (and pausing when the tab is hidden or the window loses focus), the stage (the Pixi application,
 * resized with the host; its ticker), the accessible mirror, audio, the screens' flow (title, play, pause,
 * result) and the key input. `destroy` destroys them in reverse order and leaves nothing behind (canvas,
 * listeners, observers, sounds, the WebGL context).
 */
export async function mountGameShell(
  host: HTMLElement,
  options: GameOptions,
  definition: GameDefinition,
): Promise<GameHandle> {
  const systems = new SystemRunner();
  try {
    return await mount(host, options, definition, systems);
  } catch (error) {
    systems.destroy();
    throw error;
  }
}

/** A game's `mountGame(host, options)`: resolves once the game shows its title screen (or starts, with `autoStart`). */
export function defineGame(definition: GameDefinition): MountGame {
  return (host, options) => mountGameShell(host, options, definition);
}

/** What `mountGame` gives back when the game was destroyed before it finished starting. */
const DESTROYED_HANDLE: GameHandle = { pause() {}, resume() {}, setAudio() {}, destroy() {} };

async function mount(
  host: HTMLElement,
  options: GameOptions,
  definition: GameDefinition,
  systems: SystemRunner,
): Promise<GameHandle> {
  const pause = systems.add(new PauseSystem());
  const stage = systems.add(new GameStage(host, options));
  const mirror = systems.add(new GameMirror(host, options.strings));
  const audio = systems.add(new GameAudio(options.audio, options.bench === undefined));
  mirror.setScreen('loading', '');

  if (!(await stage.init(definition.background))) return DESTROYED_HANDLE;
  mirror.setRenderer(stage.app.renderer.name);
  const flow = new GameFlow(host, options, mirror, systems, stage.root);
  systems.add({ destroy: () => flow.close() });

  const icons = await loadIcons();
  let thunder: Texture[] | null = null;
  void loadThunderFrames()
    .then((frames) => (thunder = frames))
    .catch((error: unknown) => console.warn('The thunder sprite did not load', error));
  const icon = (name: IconName) => {
    const texture = icons.textures[name];
    if (!texture) throw new Error(`No icon ${name}`);
    return texture;
  };

  const play = definition.createPlay({
    app: stage.app,
    profile: stage.profile,
    options,
    mirror,
    audio,
    icons,
    icon,
    thunderFrames: () => thunder,
    random: seededRandom(options.seed ?? Math.floor(Math.random() * 2 ** 31)),
    finish: (end) => {
      if (!flow.finish(end.outcome, end.gameScore, icon(end.outcome === 'won' ? 'trophy' : 'comet'))) return;
      options.onResult({
        game: definition.id,
        mode: 'stop',
        text: end.log.text,
        keystrokes: end.log.keystrokes,
        analysis: analyzeGameRound(definition.id, end.log.text, end.log.keystrokes, 'stop'),
        gameScore: end.gameScore,
        outcome: end.outcome,
        level: end.level,
      });
    },
  });
  const start = () => flow.start(play);
  systems.add(keyRouting(host, options.strings, { flow, audio, clock: pause.clock, play, start }));
  // A hidden tab or a window in the background pauses the round; the learner resumes with a key.
  pause.watch(host.ownerDocument, host.ownerDocument.defaultView ?? window, () => flow.pause());
  stage.run(
    (deltaMs) => flow.update(deltaMs),
    (width, height) => flow.resize(width, height),
  );

  if (options.autoStart || options.bench) start();
  else flow.showTitle(icon(definition.titleIcon));

  return {
    pause: () => flow.pause(),
    resume: () => flow.resume(),
    setAudio: (settings) => audio.setSettings(settings),
    // The runner empties itself: a second destroy does nothing.
    destroy: () => systems.destroy(),
  };
}
