import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderProfile } from '../../games';
import { appChannel, CHANNEL_KEY, rememberEntryChannel } from './channel';
import { setNativeBridge } from './native-bridge';
import { loginContext } from './login';

describe('the app’s distribution channel', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setNativeBridge(null));

  it('is web for a plain visit', () => {
    expect(appChannel()).toBe('web');
    expect(loginContext().channel).toBe('web');
  });

  it('remembers the ?channel= of the first page on later pages and visits', () => {
    rememberEntryChannel('?channel=edu-tablet&play=BALLOON_POP');
    // A later start (another page, another day) without the parameter keeps it.
    rememberEntryChannel('');
    rememberEntryChannel('?lite=1');

    expect(localStorage.getItem(CHANNEL_KEY)).toBe('edu-tablet');
    expect(appChannel()).toBe('edu-tablet');
  });

  it('is sent in the guest login and makes the games play lite on a low-power channel', () => {
    rememberEntryChannel('?channel=edu-tablet');

    expect(loginContext().channel).toBe('edu-tablet');
    expect(renderProfile({ channel: appChannel() }).lite).toBe(true);
  });

  it('takes the native wrapper’s channel over the remembered one', () => {
    rememberEntryChannel('?channel=kiosk');
    setNativeBridge({ channel: 'app-lite', clientType: 'mobile' });

    expect(appChannel()).toBe('app-lite');
    expect(loginContext().channel).toBe('app-lite');
  });

  it('ignores a channel value that is not a short name', () => {
    rememberEntryChannel(`?channel=${encodeURIComponent('<script>alert(1)</script>')}`);
    rememberEntryChannel(`?channel=${'x'.repeat(300)}`);

    expect(appChannel()).toBe('web');
  });

  it('keeps a full-power channel full-power', () => {
    rememberEntryChannel('?channel=appstore');

    expect(appChannel()).toBe('appstore');
    expect(renderProfile({ channel: appChannel() }).lite).toBe(false);
  });
});
