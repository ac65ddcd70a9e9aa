import { appChannel } from './channel';
import type { CallPayload } from './client';
import { editionHeaders } from './edition';
import { nativeBridge } from './native-bridge';
import { TRACKING_KEYS } from './session-store';

/** The device fields every login call carries, with the ad-click ids the app keeps (spec section 7). */
export function loginContext(): CallPayload<'visitorLogin'> {
  const tracking: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    try {
      const value = localStorage.getItem(key);
      if (value) tracking[key] = value.slice(0, 256);
    } catch {
      // storage blocked: no tracking ids
    }
  }
  const platform = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  const osType = /android/i.test(platform)
    ? 'android'
    : /iphone|ipad|ipod/i.test(platform)
      ? 'ios'
      : /mac/i.test(platform)
        ? 'mac'
        : /win/i.test(platform)
          ? 'windows'
          : 'other';
  return {
    osType,
    clientType: nativeBridge()?.clientType ?? 'web',
    channel: appChannel(),
    region: editionHeaders().region,
    ...tracking,
  };
}

/** Where a login goes next: the redirect query value (a path of this site only), else the learning home. */
export function loginRedirectTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/chapter/';
}
