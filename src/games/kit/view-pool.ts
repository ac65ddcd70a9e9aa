import type { Container } from 'pixi.js';

/**
 * The views of a round's targets on one layer, by target id. A view taken off (popped balloon, destroyed ship)
 * goes to a spare list and is reused by the next target, so a long round does not keep creating display objects.
 */
export class ViewPool<View extends Container> {
  private readonly views = new Map<number, View>();
  private readonly spare: View[] = [];

  constructor(
    private readonly layer: Container,
    private readonly create: () => View,
  ) {}

  /** A view for a new target (a spare one when there is one), on the layer; the caller resets it. */
  add(id: number): View {
    const view = this.spare.pop() ?? this.create();
    this.views.set(id, view);
    this.layer.addChild(view);
    return view;
  }

  get(id: number): View | undefined {
    return this.views.get(id);
  }

  /** Takes the target's view off the layer (nothing when it has none). */
  remove(id: number): void {
    const view = this.views.get(id);
    if (!view) return;
    this.views.delete(id);
    this.layer.removeChild(view);
    this.spare.push(view);
  }
}
