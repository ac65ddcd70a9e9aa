/**
 * A game is a set of small systems (HUD, effects, input, mirror, audio, pause...) run by one runner, after the
 * system pattern of PixiJS's open games: each system keeps its own state and takes only the hooks it needs. The
 * shell runs one runner for the round's life (begin, pause, resume, end, destroy); each play screen runs one for
 * its frame and its round's events.
 */
export interface GameSystem<Event = never> {
  /** Play begins. */
  begin?(): void;
  /** One event of the round (in the order the rules reported them). */
  event?(event: Event): void;
  /** After a batch of events, once. */
  settle?(): void;
  /** Every frame while the screen runs, with the frame's milliseconds. */
  update?(deltaMs: number): void;
  /** The field's size (already scaled to fit the stage). */
  resize?(width: number, height: number): void;
  pause?(): void;
  resume?(): void;
  /** The round ended. */
  end?(outcome: 'won' | 'lost'): void;
  /** Leaves nothing behind; called in the reverse order of `add`. */
  destroy?(): void;
}

/**
 * Runs systems in the order they were added. The loops are plain indexed loops over one array: a frame costs no
 * allocation here.
 */
export class SystemRunner<Event = never> {
  private readonly systems: GameSystem<Event>[] = [];
  private width = 0;
  private height = 0;

  /** Adds a system (resized at once when the size is known) and gives it back. */
  add<S extends GameSystem<Event>>(system: S): S {
    this.systems.push(system);
    if (this.width > 0) system.resize?.(this.width, this.height);
    return system;
  }

  begin(): void {
    for (let i = 0; i < this.systems.length; i++) this.systems[i]!.begin?.();
  }

  /** Hands each event to every system, then lets each settle once (nothing when there were no events). */
  events(events: readonly Event[]): void {
    if (events.length === 0) return;
    for (let e = 0; e < events.length; e++) {
      for (let i = 0; i < this.systems.length; i++) this.systems[i]!.event?.(events[e]!);
    }
    for (let i = 0; i < this.systems.length; i++) this.systems[i]!.settle?.();
  }

  update(deltaMs: number): void {
    for (let i = 0; i < this.systems.length; i++) this.systems[i]!.update?.(deltaMs);
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    for (let i = 0; i < this.systems.length; i++) this.systems[i]!.resize?.(width, height);
  }

  pause(): void {
    for (let i = 0; i < this.systems.length; i++) this.systems[i]!.pause?.();
  }

  resume(): void {
    for (let i = 0; i < this.systems.length; i++) this.systems[i]!.resume?.();
  }

  end(outcome: 'won' | 'lost'): void {
    for (let i = 0; i < this.systems.length; i++) this.systems[i]!.end?.(outcome);
  }

  destroy(): void {
    for (const system of this.systems.splice(0).reverse()) system.destroy?.();
  }
}
