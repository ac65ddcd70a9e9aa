import { describe, expect, it } from 'vitest';
import { isLowPowerChannel, renderProfile } from './lite';

describe('renderProfile', () => {
  it('renders in full by default, at the device resolution up to 2', () => {
    const profile = renderProfile({ devicePixelRatio: 3 });
    expect(profile).toMatchObject({ lite: false, resolution: 2, maxFPS: 0, particles: true, filters: true });
  });

  it('goes lite for the setting: lower resolution, no filters or particles, fewer targets, 30 fps', () => {
    const full = renderProfile({});
    const lite = renderProfile({ lite: true, devicePixelRatio: 2 });
    expect(lite).toMatchObject({ lite: true, maxFPS: 30, particles: false, filters: false });
    expect(lite.resolution).toBeLessThan(1);
    expect(lite.maxTargets).toBeLessThan(full.maxTargets);
  });

  it('goes lite for a low-power channel, whatever its case, and not for others', () => {
    expect(renderProfile({ channel: 'EDU-TABLET' }).lite).toBe(true);
    expect(isLowPowerChannel('web')).toBe(false);
    expect(isLowPowerChannel(null)).toBe(false);
  });
});
