import type { Container, Texture } from 'pixi.js';
import type { GameMirror } from './GameMirror';
import { MessageScreen } from './MessageScreen';
import { ScreenNavigator, type GameScreen } from './screens';
import type { SystemRunner } from './systems';
import type { GameOptions, GameScreenName } from './types';

/** The play screen as the flow needs it. */
interface Playing extends GameScreen {
  begin(): void;
}

/**
 * The screens a game goes through (loading, title, play, pause, result) and the moves between them. Each move
 * shows its screen, tells the mirror, the host's `data-screen` and the UI, then the shell's systems (audio, the
 * stage's ticker, the pause clock) through their runner.
 */
export class GameFlow {
  screen: GameScreenName = 'loading';
  private readonly navigator: ScreenNavigator;
  private readonly pauseScreen = new MessageScreen('pause', true);
  private readonly result = new MessageScreen('result', true);
  private closed = false;

  constructor(
    private readonly host: HTMLElement,
    private readonly options: GameOptions,
    private readonly mirror: GameMirror,
    private readonly systems: SystemRunner,
    root: Container,
  ) {
    this.navigator = new ScreenNavigator(root);
  }

  /** The title screen, waiting for Space or Enter. */
  showTitle(icon: Texture): void {
    const { strings } = this.options;
    const title = new MessageScreen('title', false);
    title.setContent({ title: strings.gameName, body: strings.howToPlay, hint: strings.pressToStart, icon });
    this.navigator.show(title);
    this.setScreen('title', `${strings.gameName}. ${strings.howToPlay} ${strings.pressToStart}`);
  }

  start(play: Playing): void {
    this.navigator.show(play);
    this.setScreen('play', this.options.strings.gameName);
    play.begin();
    this.systems.begin();
  }

  pause(message = `${this.options.strings.paused}. ${this.options.strings.pressToResume}`): void {
    if (this.screen !== 'play') return;
    const { strings } = this.options;
    this.pauseScreen.setContent({
      title: strings.paused,
      body: message === strings.imeActive ? message : undefined,
      hint: strings.pressToResume,
    });
    this.navigator.showOverlay(this.pauseScreen);
    this.setScreen('pause', message);
    this.systems.pause();
  }

  resume(): void {
    if (this.screen !== 'pause') return;
    this.navigator.hideOverlay();
    this.setScreen('play', this.options.strings.gameName);
    this.systems.resume();
  }

  /** Shows the result over the last frame; false when the round had already ended (or the game is gone). */
  finish(outcome: 'won' | 'lost', score: number, icon: Texture): boolean {
    if (this.screen === 'result' || this.closed) return false;
    const { strings } = this.options;
    const heading = outcome === 'won' ? strings.roundComplete : strings.gameOver;
    this.result.setContent({ title: heading, body: `${strings.score}: ${score}`, icon });
    this.navigator.showOverlay(this.result);
    this.setScreen('result', `${heading} ${strings.score}: ${score}`);
    this.systems.end(outcome);
    return true;
  }

  update(deltaMs: number): void {
    this.navigator.update(deltaMs);
  }

  resize(width: number, height: number): void {
    this.navigator.resize(width, height);
  }

  /** The game is gone: a late ending reports nothing. */
  close(): void {
    this.closed = true;
  }

  private setScreen(name: GameScreenName, message: string) {
    this.screen = name;
    this.host.dataset.screen = name;
    this.mirror.setScreen(name, message);
    this.options.onStateChange?.(name);
  }
}
