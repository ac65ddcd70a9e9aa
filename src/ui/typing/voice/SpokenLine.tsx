import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAccessSettings } from '../../queries/access';

/**
 * Says one line with self-voicing on (the lesson's introduction, its result); renders nothing. A screen reader
 * reads the page itself, so with the screen-reader choice nothing is said here. The speech code loads only then.
 */
export function SpokenLine({ text }: { text: string }) {
  const { locale } = useIntl();
  const { settings } = useAccessSettings();
  const speaks = settings.selfVoicing && !settings.screenReader;
  useEffect(() => {
    if (!speaks || !text) return;
    let cancelled = false;
    void import('./speech').then(({ speaker }) => {
      if (!cancelled) speaker(locale)(text);
    });
    return () => {
      cancelled = true;
    };
  }, [speaks, text, locale]);
  return null;
}
