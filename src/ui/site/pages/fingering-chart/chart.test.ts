import { describe, expect, it } from 'vitest';
import { chartLayoutParam, fingeringChart } from './chart';
import { wallpaperFileName } from './wallpaper';

const fingerKeys = (layout: Parameters<typeof fingeringChart>[0], finger: string) =>
  fingeringChart(layout)
    .fingers.find((entry) => entry.finger === finger)!
    .labels.split(' ');

describe('the fingering chart on each layout', () => {
  it('names the home row of the layout', () => {
    expect(fingeringChart('us').home).toEqual({ left: 'A S D F', right: 'J K L ;' });
    expect(fingeringChart('fr').home).toEqual({ left: 'Q S D F', right: 'J K L M' });
    expect(fingeringChart('de').home.right).toBe('J K L Ö');
    expect(fingeringChart('dvorak').home).toEqual({ left: 'A O E U', right: 'H T N S' });
    expect(fingeringChart('colemak').home).toEqual({ left: 'A R S T', right: 'N E I O' });
  });

  it("gives each finger the keys it types there: AZERTY's left pinky types A and Q, its right pinky M", () => {
    expect(fingerKeys('fr', 'left-pinky')).toEqual(expect.arrayContaining(['A', 'Q', 'W']));
    expect(fingerKeys('fr', 'right-pinky')).toEqual(expect.arrayContaining(['M', 'P']));
    expect(fingerKeys('us', 'left-pinky')).toEqual(expect.arrayContaining(['Q', 'A', 'Z']));
    expect(fingerKeys('de', 'left-pinky')).toContain('Y');
    // The thumbs share the space bar: no entry of their own.
    expect(fingeringChart('jis').fingers.map((entry) => entry.finger)).not.toContain('left-thumb');
  });

  it('reads ?layout= and names the wallpaper after the layout', () => {
    expect(chartLayoutParam('fr')).toBe('fr');
    expect(chartLayoutParam('azerty')).toBeUndefined();
    expect(chartLayoutParam(null)).toBeUndefined();
    expect(wallpaperFileName('us', 5120, 3412)).toBe('keyquest-fingering-chart-5120x3412.png');
    expect(wallpaperFileName('fr', 2400, 1600)).toBe('keyquest-fingering-chart-fr-2400x1600.png');
  });
});
