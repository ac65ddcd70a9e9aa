/**
 * Distribution channels treated as low-power (spec: "several education hardware and app channels").
 * The spec names none, so these are ours: school tablets and laptops, classroom displays and kiosks, and
 * the lite app build. A channel arrives as the `channel` option: the UI passes the app's one channel (the native
 * wrapper's, or the `?channel=` of the first page visited, remembered on the device: src/ui/api/channel.ts).
 */
export const LOW_POWER_CHANNELS = [
  'edu-tablet',
  'edu-laptop',
  'edu-chromebook',
  'school-pc',
  'classroom-display',
  'kiosk',
  'app-lite',
] as const;

export function isLowPowerChannel(channel: string | null | undefined): boolean {
  return channel != null && (LOW_POWER_CHANNELS as readonly string[]).includes(channel.toLowerCase());
}

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
