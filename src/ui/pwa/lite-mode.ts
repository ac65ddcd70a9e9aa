import { isLowPowerChannel } from '../../contracts/channels';

/**
 * The lite app of the low-power channels (spec 9): set once at start from the app's channel, as
 * `<html data-lite>`. global.css then drops every animation, transition and background blur; the stars appear
 * without their pop; the games render lite on their own (src/games/kit/lite.ts).
 */
export function applyLiteMode(channel: string, root: HTMLElement = document.documentElement): boolean {
  const lite = isLowPowerChannel(channel);
  if (lite) root.dataset.lite = 'true';
  else delete root.dataset.lite;
  return lite;
}

/** Whether the app runs lite (read where motion is made in script rather than CSS). */
export function isLiteApp(root: HTMLElement = document.documentElement): boolean {
  return root.dataset.lite === 'true';
}
