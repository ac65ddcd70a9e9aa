import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { IconName } from './assets';
import { UI_FONT } from './MessageScreen';
import type { PlayContext } from './shell';
import type { GameSystem } from './systems';

/** One lane's racer: its icon, its label, which way the icon is turned to run right, and whether it is the learner. */
export interface Racer {
  icon: IconName;
  label: string;
  /** The learner's lane is lit and labelled in gold. */
  own: boolean;
  /** Icons that point up and to the right turn a quarter back (π/4); icons facing left are mirrored. */
  turn: 'rotate' | 'mirror';
}

interface Lane {
  strip: Graphics;
  racer: Sprite;
  label: Text;
}

/**
 * A race track of N lanes from the top of the field, each with its racer, its label and a progress 0..1 towards
 * the chequered flag on the right. `progress(lane)` is read every frame; the space below `reserveBelow` is left
 * to the game (the passage panel).
 */
export class RaceTrack extends Container implements GameSystem<unknown> {
  private readonly lanes: Lane[] = [];
  private readonly flag: Sprite;
  private trackWidth = 800;

  constructor(
    context: Pick<PlayContext, 'icon'>,
    private readonly racers: readonly Racer[],
    private readonly progress: (lane: number) => number,
    private readonly layout = { top: 70, reserveBelow: 170, maxLaneHeight: 96 },
  ) {
    super();
    for (const spec of racers) {
      const strip = new Graphics();
      const racer = new Sprite(context.icon(spec.icon));
      racer.anchor.set(0.5);
      const label = new Text({
        text: spec.label,
        style: { fontFamily: UI_FONT, fontSize: 20, fontWeight: '700', fill: spec.own ? 0xffd866 : 0xbfd0ff },
      });
      label.anchor.set(0, 0.5);
      this.lanes.push({ strip, racer, label });
      this.addChild(strip, label, racer);
    }
    this.flag = new Sprite(context.icon('chequered-flag'));
    this.flag.anchor.set(0.5);
    this.addChild(this.flag);
  }

  /** A lane's racer sprite (for effects that follow it). */
  racer(lane: number): Sprite {
    return this.lanes[lane]!.racer;
  }

  resize(width: number, height: number): void {
    this.trackWidth = width;
    const { top, reserveBelow, maxLaneHeight } = this.layout;
    const laneHeight = Math.min(maxLaneHeight, (height - top - reserveBelow) / this.lanes.length);
    this.lanes.forEach((lane, index) => {
      const y = top + index * laneHeight;
      const spec = this.racers[index]!;
      lane.strip
        .clear()
        .roundRect(16, y + 4, width - 32, laneHeight - 8, 14)
        .fill({ color: spec.own ? 0x243a8f : 0x17204d, alpha: 0.85 });
      lane.label.position.set(28, y + laneHeight / 2);
      lane.racer.width = lane.racer.height = laneHeight * 0.72;
      lane.racer.y = y + laneHeight / 2;
      if (spec.turn === 'rotate') lane.racer.rotation = Math.PI / 4;
      else lane.racer.scale.x = -Math.abs(lane.racer.scale.x);
    });
    this.flag.width = this.flag.height = Math.min(80, laneHeight);
    this.flag.position.set(width - 60, top + (laneHeight * this.lanes.length) / 2);
    this.update();
  }

  update(): void {
    const start = 150;
    const end = this.trackWidth - 120;
    for (let i = 0; i < this.lanes.length; i++)
      this.lanes[i]!.racer.x = start + this.progress(i) * (end - start);
  }
}
