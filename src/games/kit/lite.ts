import { isLowPowerChannel } from '../../contracts/channels';

/**
 * The low-power channels (school tablets and laptops, classroom displays, kiosks, the lite app build) live in
 * the contract (src/contracts/channels.ts), because the whole app runs light on them, not only the games. A
 * channel arrives as the `channel` option: the UI passes the app's one channel (the native wrapper's, or the
 * `?channel=` of the first page visited, remembered on the device: src/ui/api/channel.ts).
 */
export { LOW_POWER_CHANNELS, isLowPowerChannel } from '../../contracts/channels';

/** How a game renders: full, or lite for low-power education hardware. */
export interface RenderProfile {
  lite: boolean;
  /** Canvas pixels per CSS pixel. */
  resolution: number;
  /** Frame cap; 0 = the display's rate. */
  maxFPS: number;
  antialias: boolean;
  /** Explosion debris, trails, sparkles. */
  particles: boolean;
  /** Blur and glow filters. */
  filters: boolean;
  /** Most targets on screen at once (a bench option overrides it). */
  maxTargets: number;
}

/** The profile for a setting or channel. Lite: lower resolution, no filters or particles, fewer targets, 30 fps. */
export function renderProfile(options: {
  lite?: boolean;
  channel?: string | null;
  devicePixelRatio?: number;
}): RenderProfile {
  const lite = options.lite === true || isLowPowerChannel(options.channel);
  const dpr = options.devicePixelRatio ?? 1;
  if (lite) {
    return {
      lite,
      resolution: 0.75,
      maxFPS: 30,
      antialias: false,
      particles: false,
      filters: false,
      maxTargets: 5,
    };
  }
  return {
    lite,
    resolution: Math.min(Math.max(dpr, 1), 2),
    maxFPS: 0,
    antialias: true,
    particles: true,
    filters: true,
    maxTargets: 9,
  };
}
