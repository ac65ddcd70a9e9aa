import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_TAGS, type LocaleCode } from '../../contracts/locales';
import { loadMessages, type Messages } from './messages';
import { useLocaleStore } from './locale-store';

/** Shows 'Loading...' until the chosen locale's messages have arrived (spec section 2.10). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  const [loaded, setLoaded] = useState<{ code: LocaleCode; messages: Messages } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadMessages(locale)
      .then((messages) => {
        if (!cancelled) setLoaded({ code: locale, messages });
      })
      .catch((error: unknown) => console.warn(`Could not load the ${locale} messages`, error));
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);

  if (!loaded) return <p className="app-loading">Loading...</p>;
  return (
    <IntlProvider locale={LOCALE_TAGS[loaded.code]} messages={loaded.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
