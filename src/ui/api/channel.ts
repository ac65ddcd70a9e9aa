import { nativeBridge } from './native-bridge';

/** Where the distribution channel of a browser visit is kept (from the first page's `?channel=`). */
export const CHANNEL_KEY = 'keyquest.channel';

/** The channel of a plain browser visit that came with none. */
export const DEFAULT_CHANNEL = 'web';

/** A channel is a short name ('edu-tablet', 'app-lite'); anything else in a URL is ignored. */
const CHANNEL_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

function validChannel(value: string | null | undefined): string | null {
  const channel = value?.trim();
  return channel && CHANNEL_PATTERN.test(channel) ? channel : null;
}

/**
 * Keeps the `?channel=` of the page the app starts on (school devices and app stores open the app with
 * one), so that it still holds on later pages and visits. Called once at start, before anything renders; a
 * start without the parameter keeps the remembered channel.
 */
export function rememberEntryChannel(search: string): void {
  const channel = validChannel(new URLSearchParams(search).get('channel'));
  if (!channel) return;
  try {
    localStorage.setItem(CHANNEL_KEY, channel);
  } catch {
    // Storage blocked: the channel then lasts for this page only (appChannel reads the URL too).
  }
}

/**
 * The one distribution channel of the app, for the games' lite profile and the login payload: the native
 * wrapper's, when it names one; else the one remembered from the first page; else `web`.
 */
export function appChannel(): string {
  const native = validChannel(nativeBridge()?.channel);
  if (native) return native;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CHANNEL_KEY);
  } catch {
    stored = null;
  }
  const fromUrl =
    typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get('channel') : null;
  return validChannel(stored) ?? validChannel(fromUrl) ?? DEFAULT_CHANNEL;
}
