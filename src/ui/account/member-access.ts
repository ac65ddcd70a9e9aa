import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Membership } from '../../contracts';
import { isMemberLesson } from '../../content/access';
import { loadLesson } from '../../content/catalogue';
import { useSessionStore } from '../api/session-store';
import { membershipQuery } from '../queries/membership';

/**
 * Whether the learner on this device may open member content (src/content/access.ts, MEMBER_GAMES): the
 * account's membership in force now. The last membership the server told this device is kept per account, so a
 * member keeps their lessons offline until the date it ends (the device's clock decides then); the server
 * decides again when the results arrive. Nobody signed in and guests are FREE.
 */
const STORAGE_KEY = 'keyquest.membership';

interface Known {
  uid: number;
  tier: Membership['tier'];
  /** ISO date, as the server sends it. */
  expiresAt: string | null;
}

function readKnown(uid: number): Known | null {
  try {
    const known = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Known | null;
    return known?.uid === uid ? known : null;
  } catch {
    return null;
  }
}

function remember(known: Known) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(known));
  } catch {
    // Storage may be unavailable (private mode): the answer of this visit still counts.
  }
}

/** The tier and date in force now, from the server's answer or the one this device kept. */
export function memberNow(known: Pick<Known, 'tier' | 'expiresAt'> | null, now = Date.now()): boolean {
  if (!known) return false;
  if (known.tier === 'LIFETIME') return true;
  return known.tier === 'PREMIUM' && (known.expiresAt === null || Date.parse(known.expiresAt) > now);
}

export function useIsMember(): boolean {
  const signedIn = useSessionStore((state) => state.signedIn);
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const { data } = useQuery({ ...membershipQuery(), enabled: signedIn && uid !== null });
  useEffect(() => {
    if (data && uid !== null) remember({ uid, tier: data.tier, expiresAt: data.expiresAt });
  }, [data, uid]);
  if (!signedIn || uid === null) return false;
  return memberNow(data ?? readKnown(uid));
}

/** Whether the lesson with this slug is for members only (undefined while its course loads). */
export function useMemberOnlyLesson(slug: string): boolean | undefined {
  const [answer, setAnswer] = useState<{ slug: string; memberOnly: boolean } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadLesson(slug).then((found) => {
      if (!cancelled)
        setAnswer({ slug, memberOnly: found ? isMemberLesson(found.course, found.chapter) : false });
    });
    return () => {
      cancelled = true;
    };
  }, [slug]);
  return answer?.slug === slug ? answer.memberOnly : undefined;
}
