import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_CODES, LOCALE_NAMES, LOCALE_TAGS, isLocaleCode } from '../../../contracts/locales';
import { useLocaleStore } from '../../i18n/locale-store';
import styles from './LearningShell.module.css';

// Its own module: the public site's top bar uses it without loading the account corner and the API client.
/** The five interface languages, each named in itself. */
export function LanguagePicker() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  return (
    <label className={styles.language}>
      <span className="visually-hidden">
        <FormattedMessage id="learning.language" defaultMessage="Language" />
      </span>
      <svg className={styles.globe} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M2.5 12h19M12 2.5c2.6 2.6 3.9 5.8 3.9 9.5s-1.3 6.9-3.9 9.5c-2.6-2.6-3.9-5.8-3.9-9.5s1.3-6.9 3.9-9.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <select
        value={locale}
        onChange={(event) => {
          if (isLocaleCode(event.target.value)) setLocale(event.target.value);
        }}
        title={intl.formatMessage({ id: 'learning.language', defaultMessage: 'Language' })}
        data-testid="language-picker"
      >
        {LOCALE_CODES.map((code) => (
          <option key={code} value={code} lang={LOCALE_TAGS[code]}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
