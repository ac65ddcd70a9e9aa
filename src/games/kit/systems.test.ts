import { describe, expect, it } from 'vitest';
import { SystemRunner, type GameSystem } from './systems';

/** A system that writes each hook it gets into a shared log. */
function logging(name: string, log: string[]): GameSystem<string> {
  return {
    begin: () => log.push(`${name} begin`),
    event: (event) => log.push(`${name} ${event}`),
    settle: () => log.push(`${name} settle`),
    update: (deltaMs) => log.push(`${name} update ${deltaMs}`),
    resize: (width, height) => log.push(`${name} resize ${width}x${height}`),
    destroy: () => log.push(`${name} destroy`),
  };
}

describe('SystemRunner', () => {
  it('runs systems in the order they were added, each event to every system, then settles once', () => {
    const log: string[] = [];
    const runner = new SystemRunner<string>();
    runner.add(logging('a', log));
    runner.add(logging('b', log));
    runner.begin();
    runner.events(['spawn', 'hit']);
    runner.update(16);
    expect(log).toEqual([
      'a begin',
      'b begin',
      'a spawn',
      'b spawn',
      'a hit',
      'b hit',
      'a settle',
      'b settle',
      'a update 16',
      'b update 16',
    ]);
  });

  it('does not settle without events, resizes a late system at once and destroys in reverse order once', () => {
    const log: string[] = [];
    const runner = new SystemRunner<string>();
    runner.add(logging('a', log));
    runner.events([]);
    runner.resize(800, 600);
    runner.add(logging('late', log));
    runner.destroy();
    runner.destroy();
    expect(log).toEqual(['a resize 800x600', 'late resize 800x600', 'late destroy', 'a destroy']);
  });
});
