import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { AccountButton } from '../account/AccountButton';
import { LanguagePicker } from './LanguagePicker';
import styles from './LearningShell.module.css';

/**
 * The frame of the learning area (course map, lessons): a top bar with the logo, the course map and the
 * language picker. Kept small on purpose: the site's full navigation is built elsewhere.
 */
export function LearningShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#learning-main">
        <FormattedMessage id="learning.skipToContent" defaultMessage="Skip to content" />
      </a>
      <header className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span className={styles.logoText}>
            <FormattedMessage id="app.name" defaultMessage="KeyQuest" />
          </span>
        </Link>
        <nav
          className={styles.nav}
          aria-label={intl.formatMessage({ id: 'learning.nav', defaultMessage: 'Learning' })}
        >
          <NavLink
            to="/chapter/"
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
            end
          >
            <FormattedMessage id="learning.courseMap" defaultMessage="Course map" />
          </NavLink>
          <NavLink
            to="/plan"
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
          >
            <FormattedMessage id="learning.plan" defaultMessage="My plan" />
          </NavLink>
          <NavLink
            to="/report"
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
          >
            <FormattedMessage id="learning.report" defaultMessage="Report" />
          </NavLink>
        </nav>
        <LanguagePicker />
        <AccountButton />
      </header>
      <main id="learning-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
