import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirectTarget } from '../../api';

/** Where the callback page goes after a social-messaging login (it has no redirect of its own). */
export const REDIRECT_STORAGE_KEY = 'loginRedirect';

/**
 * After any login (the session kept and the character picked by the login's mutation, queries/login.ts): go to
 * the redirect query value or /chapter/.
 */
export function useLoginDone() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(loginRedirectTarget(location.search), { replace: true });
}

/** Seconds left until `until` (epoch ms), updated every second; 0 when past. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** A sign-in form's field errors by field (catalogue codes; null: fine). */
export type Errors = Record<string, string | null>;
export const hasErrors = (errors: Errors) => Object.values(errors).some(Boolean);
