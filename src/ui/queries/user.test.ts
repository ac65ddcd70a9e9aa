import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Membership, User } from '../../contracts';
import { completeLogin } from './session';
import { useSessionStore } from '../api/session-store';
import { membershipKeys } from './membership';
import { accountChanged, userKeys } from './user';
import { GUEST_USER } from '../testing/guest-user';

const guest: User = GUEST_USER;
const bound: User = {
  ...guest,
  username: 'family',
  isGuest: false,
  hasPassword: true,
  loginMethods: ['account'],
};
const guestMembership: Membership = {
  tier: 'FREE',
  state: 'NONE',
  expiresAt: null,
  canBuy: false,
  trialAvailable: false,
};

/** A cache holding what a guest's pages read of the account. */
function cacheOfGuest() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(userKeys.self(), guest);
  queryClient.setQueryData(membershipKeys.current(), guestMembership);
  queryClient.setQueryData(membershipKeys.pending(), null);
  queryClient.setQueryData(userKeys.subscription(), { subscriptionType: 'FREE' });
  return queryClient;
}

afterEach(() => useSessionStore.getState().clear());

describe('every cached view of the account follows a change of account', () => {
  it('a bind: the stored user is the new one and every other view of the account is read again', async () => {
    const queryClient = cacheOfGuest();
    await accountChanged(queryClient, bound);
    expect(useSessionStore.getState().user).toEqual(bound);
    expect(queryClient.getQueryData(userKeys.self())).toEqual(bound);
    expect(queryClient.getQueryState(userKeys.self())?.isInvalidated).toBe(false);
    for (const key of [membershipKeys.current(), membershipKeys.pending(), userKeys.subscription()])
      expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
  });

  it('a sign-in or sign-up: nothing of the account before is kept', () => {
    const queryClient = cacheOfGuest();
    completeLogin(queryClient, {
      accessToken: 'token',
      expireTime: Date.now() + 60_000,
      refreshExpireTime: Date.now() + 3_600_000,
      user: bound,
      isNewUser: true,
    });
    expect(useSessionStore.getState().user).toEqual(bound);
    for (const key of [userKeys.self(), membershipKeys.current(), userKeys.subscription()])
      expect(queryClient.getQueryData(key), key.join('/')).toBeUndefined();
  });
});
