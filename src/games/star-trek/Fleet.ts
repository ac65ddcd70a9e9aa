import { Container } from 'pixi.js';
import type { Blasts } from '../kit/Blasts';
import type { Burst } from '../kit/Burst';
import type { PlayContext } from '../kit/shell';
import type { GameSystem } from '../kit/systems';
import { ViewPool } from '../kit/view-pool';
import { PillTextures } from '../kit/WordLabel';
import type { ShipField } from './field';
import type { Ship, StarTrekEvent, StarTrekRound } from './rules';
import { ShipView } from './ShipView';

/**
 * The ships system: a view for each ship of the round, moved every frame, its word showing what is typed; a
 * destroyed ship leaves a blast and debris. With the hint item the ship to type next (the nearest the base) is
 * marked until one is locked on.
 */
export class Fleet extends Container implements GameSystem<StarTrekEvent> {
  /** The labels' pills, shared by every ship of the round. */
  private readonly pills: PillTextures;
  private readonly views = new ViewPool(this, () => new ShipView(this.pills, this.fontSize()));

  constructor(
    private readonly context: PlayContext,
    private readonly round: StarTrekRound,
    private readonly field: ShipField,
    private readonly fx: { blasts: Blasts; burst: Burst | null; hint: boolean },
  ) {
    super();
    this.pills = new PillTextures(this.fontSize());
  }

  private fontSize() {
    return this.field.shipSize > 50 ? 26 : 20;
  }

  event(event: StarTrekEvent): void {
    if (event.kind === 'spawn') this.add(event.ship);
    else if (event.kind === 'destroy') this.explode(event.ship);
    else if (event.kind === 'breach') this.views.remove(event.ship.id);
  }

  update(): void {
    const { round, field } = this;
    const hinted = this.fx.hint && round.lockedId === null ? round.byUrgency()[0]?.id : undefined;
    for (const ship of round.ships) {
      const view = this.views.get(ship.id);
      if (!view) continue;
      view.position.set(field.x(ship), field.y(ship));
      view.wordLabel.set(ship.word, ship.typed, ship.id === round.lockedId || ship.id === hinted);
    }
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    super.destroy(options);
    this.pills.destroy();
  }

  private add(ship: Ship) {
    const view = this.views.add(ship.id);
    const icon = ship.id % 3 === 0 ? 'alien-monster' : 'flying-saucer';
    view.reset(this.context.icon(icon), this.field.shipSize);
    view.wordLabel.set(ship.word, ship.typed, false);
    view.position.set(this.field.x(ship), this.field.y(ship));
  }

  private explode(ship: Ship) {
    const x = this.field.x(ship);
    const y = this.field.y(ship);
    this.views.remove(ship.id);
    this.fx.blasts.spawn(x, y);
    this.fx.burst?.spray(x, y, ship.id % 3 === 0 ? 0xb28cff : 0xffc857);
  }
}
