import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_THEME, parseHomeTheme, type HomeTheme } from '../../org-theme';

/** An organisation's theme when the page is opened with ?org=<id> (its students' home page). */
export function useOrgTheme(): HomeTheme {
  const [params] = useSearchParams();
  const orgId = Number(params.get('org'));
  const [theme, setTheme] = useState<HomeTheme>(DEFAULT_THEME);
  useEffect(() => {
    if (!Number.isInteger(orgId) || orgId <= 0) return;
    let cancelled = false;
    void import('../../../api')
      .then(({ api }) => api.organizationByStudent({ orgId }))
      .then((info) => {
        if (!cancelled) setTheme(parseHomeTheme(info.homepageConfig));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [orgId]);
  return theme;
}
