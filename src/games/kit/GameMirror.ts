import type { GameSystem } from './systems';
import type { GameScreenName, GameStrings } from './types';

/** A target as the mirror lists it: what to type, and how much of it is typed. */
export interface MirrorTarget {
  id: number;
  text: string;
  typed: number;
  locked: boolean;
}

/** Hidden from sight but not from assistive technology (the same rules as the app's .visually-hidden). */
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;';

/**
 * A text mirror of the game in the DOM: the screen, a message, score, lives, level and the current targets,
 * most urgent first. Screen readers follow it through polite live regions, and automated tests read their
 * targets from it (`data-*` attributes). It is written only when something changed, never every frame.
 */
export class GameMirror implements GameSystem {
  readonly element: HTMLDivElement;
  private readonly message: HTMLParagraphElement;
  private readonly score: HTMLSpanElement;
  private readonly lives: HTMLSpanElement;
  private readonly level: HTMLSpanElement;
  private readonly livesPart: HTMLSpanElement;
  private readonly status: HTMLParagraphElement;
  private readonly list: HTMLUListElement;
  private readonly items = new Map<number, HTMLLIElement>();

  constructor(host: HTMLElement, strings: GameStrings) {
    const doc = host.ownerDocument;
    this.element = doc.createElement('div');
    this.element.dataset.gameMirror = '';
    this.element.setAttribute('style', VISUALLY_HIDDEN);

    this.message = doc.createElement('p');
    this.message.dataset.mirror = 'message';
    this.message.setAttribute('aria-live', 'polite');

    const status = doc.createElement('p');
    status.setAttribute('aria-live', 'polite');
    const label = (text: string) => {
      const span = doc.createElement('span');
      span.textContent = `${text}: `;
      return span;
    };
    this.score = doc.createElement('span');
    this.score.dataset.mirror = 'score';
    this.lives = doc.createElement('span');
    this.lives.dataset.mirror = 'lives';
    this.level = doc.createElement('span');
    this.level.dataset.mirror = 'level';
    // Nothing is read out before a round starts ("Score: . Lives: ."), and no lives in a game without them.
    this.livesPart = doc.createElement('span');
    this.livesPart.append(label(strings.lives), this.lives, '. ');
    this.livesPart.hidden = true;
    status.append(label(strings.score), this.score, '. ', this.livesPart, this.level);
    status.hidden = true;
    this.status = status;

    const heading = doc.createElement('p');
    heading.textContent = strings.targets;
    this.list = doc.createElement('ul');
    this.list.dataset.mirror = 'targets';
    this.list.setAttribute('aria-live', 'polite');
    this.list.setAttribute('aria-relevant', 'additions');

    this.element.append(this.message, status, heading, this.list);
    host.append(this.element);
  }

  setScreen(screen: GameScreenName, message: string): void {
    this.element.dataset.screen = screen;
    if (this.message.textContent !== message) this.message.textContent = message;
  }

  setRenderer(name: string): void {
    this.element.dataset.renderer = name;
  }

  setStatus(status: { score: number; lives?: number; level?: string }): void {
    this.status.hidden = false;
    this.livesPart.hidden = status.lives === undefined;
    const score = String(status.score);
    if (this.score.textContent !== score) this.score.textContent = score;
    const lives = status.lives === undefined ? '' : String(status.lives);
    if (this.lives.textContent !== lives) this.lives.textContent = lives;
    const level = status.level ?? '';
    if (this.level.textContent !== level) this.level.textContent = level;
  }

  /** Replaces the target list, touching only the items that changed. */
  setTargets(targets: readonly MirrorTarget[]): void {
    const seen = new Set<number>();
    let previous: HTMLLIElement | null = null;
    for (const target of targets) {
      seen.add(target.id);
      let item = this.items.get(target.id);
      if (!item) {
        item = this.list.ownerDocument.createElement('li');
        item.dataset.targetId = String(target.id);
        this.items.set(target.id, item);
      }
      if (item.textContent !== target.text) item.textContent = target.text;
      item.dataset.text = target.text;
      item.dataset.typed = String(target.typed);
      if (target.locked) item.setAttribute('aria-current', 'true');
      else item.removeAttribute('aria-current');
      const expectedPosition: ChildNode | null = previous ? previous.nextSibling : this.list.firstChild;
      if (expectedPosition !== item) this.list.insertBefore(item, expectedPosition);
      previous = item;
    }
    for (const [id, item] of this.items) {
      if (!seen.has(id)) {
        item.remove();
        this.items.delete(id);
      }
    }
  }

  destroy(): void {
    this.element.remove();
    this.items.clear();
  }
}
