import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/endpoints';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ForecastSection } from './ForecastSection';

const key = (name: string, hits: number, misses: number, meanTimeMs: number) => ({
  key: name,
  hits,
  misses,
  accuracy: hits / (hits + misses),
  meanTimeMs,
  timedHits: hits,
});

afterEach(() => vi.restoreAllMocks());

/** Speeds whose time per character falls on a clean learning curve from 1,500 ms towards 300 ms (40 WPM). */
const rising = Array.from({ length: 10 }, (_, i) => 12_000 / (300 + 1200 * Math.exp(-(i + 1) / 8)));

describe('the forecast on the plan page', () => {
  it('says in how many more practice days (a range) to 25 WPM and which keys hold the learner back', async () => {
    vi.spyOn(api, 'keyStats').mockResolvedValue({
      characterId: 1,
      keys: [key('a', 200, 2, 300), key('q', 20, 6, 500), key('z', 30, 1, 1200)],
    } as Awaited<ReturnType<typeof api.keyStats>>);
    renderWithProviders(<ForecastSection characterId={1} speeds={rising} />);
    const text = screen.getByTestId('plan-forecast').textContent!;
    const [, low, high] = /In (\d+) to (\d+) more practice days to 25 words a minute/.exec(text) ?? [];
    expect(Number(low)).toBeGreaterThanOrEqual(1);
    expect(Number(high)).toBeGreaterThan(Number(low));
    expect(text).toContain('about 80% of them reached the goal inside such a range');
    const weak = await screen.findByTestId('plan-weak-keys');
    expect(weak.textContent).toContain('Z');
    expect(weak.textContent).toContain('10 words a minute, the goal is 20');
    // Q: 20 of 26 right is 76.9 %, written rounded as every screen writes a key's accuracy (the practice's focus
    // says 77 % too), and saying what it covers.
    expect(weak.textContent).toContain('77% right over all your practice so far, the goal is 95%');
    expect(weak.textContent).not.toMatch(/\bA\b/);
  });

  it('gives no number when the learner’s speeds do not follow a curve', () => {
    vi.spyOn(api, 'keyStats').mockResolvedValue({ characterId: 1, keys: [] } as Awaited<
      ReturnType<typeof api.keyStats>
    >);
    renderWithProviders(<ForecastSection characterId={1} speeds={[10, 18, 9, 17, 11, 8, 19, 10, 12, 9]} />);
    const section = screen.getByTestId('plan-forecast');
    expect(section.dataset.status).toBe('uncertain');
    expect(section.textContent).toContain('No forecast yet');
    expect(section.textContent).not.toMatch(/\d+ more practice days/);
  });
});
