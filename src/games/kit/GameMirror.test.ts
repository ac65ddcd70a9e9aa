import { describe, expect, it } from 'vitest';
import { GameMirror } from './GameMirror';
import type { GameStrings } from './types';

const strings = {
  score: 'Score',
  lives: 'Lives',
  targets: 'Targets',
} as GameStrings;

describe('GameMirror', () => {
  it('lists the targets most urgent first and updates them in place', () => {
    const host = document.createElement('div');
    const mirror = new GameMirror(host, strings);

    mirror.setTargets([
      { id: 1, text: 'sad', typed: 0, locked: false },
      { id: 2, text: 'lad', typed: 1, locked: true },
    ]);
    const lad = host.querySelector('[data-target-id="2"]');
    mirror.setTargets([
      { id: 2, text: 'lad', typed: 2, locked: true },
      { id: 3, text: 'fad', typed: 0, locked: false },
    ]);

    const items = [...host.querySelectorAll('li')];
    expect(items.map((item) => item.dataset.text)).toEqual(['lad', 'fad']);
    expect(items[0]).toBe(lad);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[0]!.dataset.typed).toBe('2');
  });

  it('reads no empty "Score: . Lives: ." before a round, and no lives in a game without them', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const mirror = new GameMirror(host, strings);
    const status = host.querySelector('[data-mirror="score"]')!.closest('p')!;
    expect(status).not.toBeVisible();

    mirror.setStatus({ score: 40 });
    expect(status).toBeVisible();
    expect(host.querySelector('[data-mirror="lives"]')).not.toBeVisible();

    mirror.setStatus({ score: 60, lives: 2 });
    expect(host.querySelector('[data-mirror="lives"]')).toBeVisible();
    host.remove();
  });

  it('shows screen, score and lives in polite live regions and leaves the host clean', () => {
    const host = document.createElement('div');
    const mirror = new GameMirror(host, strings);

    mirror.setScreen('play', 'Wave 1');
    mirror.setStatus({ score: 120, lives: 2, level: 'Wave 1' });

    expect(host.querySelector('[data-game-mirror]')).toHaveAttribute('data-screen', 'play');
    expect(host.querySelector('[data-mirror="score"]')).toHaveTextContent('120');
    expect(host.querySelector('[data-mirror="lives"]')!.closest('p')).toHaveAttribute('aria-live', 'polite');
    mirror.destroy();
    expect(host.childElementCount).toBe(0);
  });
});
