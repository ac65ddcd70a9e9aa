import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the browser's randomUUID where it has one", () => {
    vi.stubGlobal('crypto', { randomUUID: () => '11111111-2222-4333-8444-555555555555' });
    expect(randomId()).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('without randomUUID (plain HTTP), a version 4 UUID from getRandomValues', () => {
    const getRandomValues = vi.fn((bytes: Uint8Array) => bytes.fill(0xff));
    vi.stubGlobal('crypto', { getRandomValues });
    expect(randomId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(getRandomValues).toHaveBeenCalledOnce();
  });

  it('without Web Crypto at all, still a version 4 UUID, different each time', () => {
    vi.stubGlobal('crypto', undefined);
    const ids = Array.from({ length: 20 }, randomId);
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(20);
  });

  it('fits the contract of idempotency keys and device ids', () => {
    expect(randomId()).toMatch(/^[\w-]{8,100}$/);
  });
});
