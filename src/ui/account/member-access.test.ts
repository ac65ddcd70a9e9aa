import { describe, expect, it } from 'vitest';
import { memberNow } from './member-access';

describe('memberNow: the membership in force on this device', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('opens member content to a lifetime member and to a premium one until the date', () => {
    expect(memberNow({ tier: 'LIFETIME', expiresAt: null }, now)).toBe(true);
    expect(memberNow({ tier: 'PREMIUM', expiresAt: '2026-03-01T12:00:01Z' }, now)).toBe(true);
  });

  it('freezes it once the date has passed (offline too: the date kept on the device decides)', () => {
    expect(memberNow({ tier: 'PREMIUM', expiresAt: '2026-03-01T11:59:59Z' }, now)).toBe(false);
    expect(memberNow({ tier: 'FREE', expiresAt: null }, now)).toBe(false);
    expect(memberNow(null, now)).toBe(false);
  });
});
