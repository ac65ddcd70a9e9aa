import { FormattedMessage, useIntl, defineMessages } from 'react-intl';
import { CUSTOM_COURSE_LIMITS, DEVICE_LIMITS, FREE_CHARACTER_LIMIT } from '../../../contracts';
import styles from './Membership.module.css';

const rows = defineMessages({
  avatars: { id: 'membership.compare.avatars', defaultMessage: 'Avatars' },
  roles: { id: 'membership.compare.roles', defaultMessage: 'Roles (learner profiles)' },
  custom: { id: 'membership.compare.custom', defaultMessage: 'Custom courses per role' },
  devices: { id: 'membership.compare.devices', defaultMessage: 'Devices signed in at once' },
});

/** Free, premium and lifetime side by side (spec 6), from the same limits the server enforces. */
export function ComparisonTable() {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id, defaultMessage }, values);
  const unlimited = t('membership.compare.unlimited', 'No limit');
  const count = (value: number | null) => (value === null ? unlimited : String(value));
  const sameNetwork = (devices: number) =>
    devices > 1
      ? t('membership.compare.devicesNetwork', '{count} on the same network', { count: devices })
      : t('membership.compare.devicesOne', 'One at a time');
  const table = [
    [
      rows.avatars,
      t('membership.compare.avatarsFree', 'Free avatars'),
      t('membership.compare.avatarsAll', 'Every avatar, pro ones too'),
    ],
    [
      rows.roles,
      String(FREE_CHARACTER_LIMIT),
      t('membership.compare.rolesMany', 'Several independent roles'),
    ],
  ] as const;
  return (
    // On a phone the table scrolls sideways inside its box: the box takes the focus, so the keyboard scrolls it.
    <div
      className={styles.tableWrap}
      tabIndex={0}
      role="region"
      aria-label={t('membership.compare.caption', 'What each plan includes')}
    >
      <table className={styles.table} data-testid="comparison-table">
        <caption className="visually-hidden">
          <FormattedMessage id="membership.compare.caption" defaultMessage="What each plan includes" />
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">
              <FormattedMessage id="membership.tier.FREE" defaultMessage="Free" />
            </th>
            <th scope="col">
              <FormattedMessage id="membership.tier.PREMIUM" defaultMessage="Premium" />
            </th>
            <th scope="col">
              <FormattedMessage id="membership.tier.LIFETIME" defaultMessage="Lifetime" />
            </th>
          </tr>
        </thead>
        <tbody>
          {table.map(([row, free, member]) => (
            <tr key={row.id}>
              <th scope="row">{intl.formatMessage(row)}</th>
              <td>{free}</td>
              <td>{member}</td>
              <td>{member}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{intl.formatMessage(rows.custom)}</th>
            <td>{count(CUSTOM_COURSE_LIMITS.FREE)}</td>
            <td>{count(CUSTOM_COURSE_LIMITS.PREMIUM)}</td>
            <td>{count(CUSTOM_COURSE_LIMITS.LIFETIME)}</td>
          </tr>
          <tr>
            <th scope="row">{intl.formatMessage(rows.devices)}</th>
            <td>{sameNetwork(DEVICE_LIMITS.FREE)}</td>
            <td>{sameNetwork(DEVICE_LIMITS.PREMIUM)}</td>
            <td>{sameNetwork(DEVICE_LIMITS.LIFETIME)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
