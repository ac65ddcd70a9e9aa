/**
 * Distribution channels treated as low-power (spec section 9: "several education hardware and app channels").
 * The spec names none, so these are ours: school tablets and laptops, classroom displays and kiosks, and the
 * lite app build. On these the games render lite (src/games/kit/lite.ts) and the whole app runs light: no
 * animations or transitions, no background blur, no spring-animated stars (src/ui/pwa/lite-mode.ts).
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
