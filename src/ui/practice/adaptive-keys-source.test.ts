import { describe, expect, it } from 'vitest';
import { mergeUnlocked } from './adaptive-keys-source';

describe('mergeUnlocked', () => {
  it('a fresh device takes the keys unlocked on another one', () => {
    expect(mergeUnlocked([], [...'fjdkslagh'])).toEqual([...'fjdkslagh']);
  });

  it('never re-locks a key this device unlocked that the server has not heard of yet', () => {
    expect(mergeUnlocked([...'fjdkslaghr'], [...'fjdkslag'])).toEqual([...'fjdkslaghr']);
  });

  it('keeps the unlocking order, keys outside it last', () => {
    expect(mergeUnlocked(['f', 'j', '1'], ['d', 'j'])).toEqual(['f', 'j', 'd', '1']);
  });
});
