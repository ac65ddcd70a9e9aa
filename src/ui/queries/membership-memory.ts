import type { Membership } from '../../contracts';
import { useSessionStore } from '../api/session-store';

/**
 * The last membership the server told this device, per account (local storage): a member keeps member content
 * offline, and on the next visit before the server has answered, until the date it ends.
 */
const STORAGE_KEY = 'keyquest.membership';

export interface KnownMembership {
  uid: number;
  tier: Membership['tier'];
  /** ISO date, as the server sends it. */
  expiresAt: string | null;
}

export function knownMembership(uid: number): KnownMembership | null {
  try {
    const known = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as KnownMembership | null;
    return known?.uid === uid ? known : null;
  } catch {
    return null;
  }
}

/** Keeps the server's answer for the signed-in account (called by the membership query). */
export function rememberMembership(membership: Membership): Membership {
  const uid = useSessionStore.getState().user?.uid;
  if (uid === undefined) return membership;
  try {
    const known: KnownMembership = { uid, tier: membership.tier, expiresAt: membership.expiresAt };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(known));
  } catch {
    // Storage may be unavailable (private mode): the answer of this visit still counts.
  }
  return membership;
}
