import type { User } from '../../contracts';

/** A guest as the server answers one: no sign-in method bound, on the free plan, in the US region. */
export const GUEST_USER: User = {
  uid: 7,
  username: null,
  email: null,
  phone: null,
  isGuest: true,
  hasPassword: false,
  loginMethods: [],
  lastLoginType: 'guest',
  subscriptionType: 'FREE',
  region: 'US',
  createdAt: '2026-01-15T09:30:00.000Z',
};
