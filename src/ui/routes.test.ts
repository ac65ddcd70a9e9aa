import { describe, expect, it } from 'vitest';
import { APP_PAGES } from '../contracts';
import routesSource from './routes.tsx?raw';

describe("the app's routes", () => {
  it('are the pages the server answers with the app shell (APP_PAGES), no more and no fewer', () => {
    const routed = [...routesSource.matchAll(/<Route\s+path="([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((path) => path !== '*');
    expect(routed.length).toBeGreaterThan(20);
    expect([...routed].sort()).toEqual([...APP_PAGES].sort());
  });
});
