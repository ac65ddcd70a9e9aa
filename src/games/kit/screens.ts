import type { Container } from 'pixi.js';
import type { GameScreenName } from './types';

/** A screen of a game: a view and hooks called while it is shown (after open-games' screen pattern). */
export interface GameScreen {
  readonly name: GameScreenName;
  readonly view: Container;
  show?(): void;
  hide?(): void;
  /** Called every frame while shown and not covered by an overlay, with the frame's milliseconds. */
  update?(deltaMs: number): void;
  resize?(width: number, height: number): void;
}

/**
 * Shows one base screen, and optionally an overlay over it (pause over play). Only the top screen is
 * updated; the screen below stays visible and frozen.
 */
export class ScreenNavigator {
  private base: GameScreen | null = null;
  private overlay: GameScreen | null = null;
  private size = { width: 0, height: 0 };

  constructor(private readonly root: Container) {}

  /** The screen on top. */
  get current(): GameScreen | null {
    return this.overlay ?? this.base;
  }

  show(screen: GameScreen): void {
    this.hideOverlay();
    if (this.base === screen) return;
    if (this.base) this.detach(this.base);
    this.base = screen;
    this.attach(screen);
  }

  showOverlay(screen: GameScreen): void {
    if (this.overlay === screen) return;
    this.hideOverlay();
    this.overlay = screen;
    this.attach(screen);
  }

  hideOverlay(): void {
    if (!this.overlay) return;
    this.detach(this.overlay);
    this.overlay = null;
  }

  update(deltaMs: number): void {
    this.current?.update?.(deltaMs);
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    this.base?.resize?.(width, height);
    this.overlay?.resize?.(width, height);
  }

  private attach(screen: GameScreen) {
    this.root.addChild(screen.view);
    screen.resize?.(this.size.width, this.size.height);
    screen.show?.();
  }

  private detach(screen: GameScreen) {
    screen.hide?.();
    this.root.removeChild(screen.view);
  }
}
