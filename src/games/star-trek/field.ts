import type { GameSystem } from '../kit/systems';
import type { Ship } from './rules';

export const HUD_HEIGHT = 64;
export const BASE_HEIGHT = 110;

/** Where the round's ships are on the field: the rules place them in 0..1, this in pixels. */
export class ShipField implements GameSystem<unknown> {
  width = 800;
  height = 600;

  constructor(readonly shipSize: number) {}

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
  }

  x(ship: Pick<Ship, 'x'>): number {
    return 40 + ship.x * (this.width - 80);
  }

  y(ship: Pick<Ship, 'y'>): number {
    const top = HUD_HEIGHT + this.shipSize / 2;
    const bottom = this.height - BASE_HEIGHT;
    return top + ship.y * (bottom - top);
  }
}
