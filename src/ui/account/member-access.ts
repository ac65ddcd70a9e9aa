import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isMemberLesson } from '../../content/access';
import { loadLesson } from '../../content/catalogue';
import { useSessionStore } from '../api/session-store';
import { membershipQuery } from '../queries/membership';
import { knownMembership, type KnownMembership } from '../queries/membership-memory';

/**
 * Whether the learner on this device may open member content (src/content/access.ts, MEMBER_GAMES): the
 * account's membership in force now, from the server's answer or, until it comes (offline too), the one this
 * device kept (./membership-memory.ts); the device's clock decides when its date has passed. The server decides
 * again when the results arrive. Nobody signed in and guests are FREE.
 */
/** The tier and date in force now, from the server's answer or the one this device kept. */
export function memberNow(
  known: Pick<KnownMembership, 'tier' | 'expiresAt'> | null,
  now = Date.now(),
): boolean {
  if (!known) return false;
  if (known.tier === 'LIFETIME') return true;
  return known.tier === 'PREMIUM' && (known.expiresAt === null || Date.parse(known.expiresAt) > now);
}

export function useIsMember(): boolean {
  const signedIn = useSessionStore((state) => state.signedIn);
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const { data } = useQuery({ ...membershipQuery(), enabled: signedIn && uid !== null });
  if (!signedIn || uid === null) return false;
  return memberNow(data ?? knownMembership(uid));
}

/**
 * Asks the server now (a choice made before the answer came): whether the learner is a member. Offline, the
 * membership this device kept answers.
 */
export async function confirmMember(queryClient: QueryClient): Promise<boolean> {
  const { signedIn, user } = useSessionStore.getState();
  if (!signedIn || !user) return false;
  try {
    return memberNow(await queryClient.fetchQuery(membershipQuery()));
  } catch {
    return memberNow(knownMembership(user.uid));
  }
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
