import { FormattedMessage } from 'react-intl';
import { COUNTRIES, isCountryCode } from '../../content/site/countries';
import { localize } from '../../content/localize';
import { useLocaleStore } from '../i18n/locale-store';
import { useCountryStore } from './country';

/** The country picker (spec section 3: 15 countries); choosing one switches to its language. */
export function CountryPicker({ className }: { className?: string }) {
  const locale = useLocaleStore((state) => state.locale);
  const country = useCountryStore((state) => state.country);
  const choose = useCountryStore((state) => state.choose);
  return (
    <label className={className}>
      <span>
        <FormattedMessage id="site.country.label" defaultMessage="Country or region" />
      </span>
      <select
        value={country ?? 'OTHER'}
        onChange={(event) => {
          if (isCountryCode(event.target.value)) choose(event.target.value);
        }}
        data-testid="country-picker"
      >
        {COUNTRIES.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {`${entry.flag} ${localize(entry.name, locale)}`}
          </option>
        ))}
      </select>
    </label>
  );
}
