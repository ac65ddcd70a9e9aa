import { FormattedMessage } from 'react-intl';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { detectCountry } from './country';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './Site.module.css';

/** The frame of every public page: skip link, top bar, the page, footer. */
export function SiteLayout() {
  useEffect(() => {
    void detectCountry();
  }, []);
  return (
    <div className={styles.site}>
      <a className={styles.skip} href="#site-main">
        <FormattedMessage id="learning.skipToContent" defaultMessage="Skip to content" />
      </a>
      <SiteHeader />
      <main id="site-main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
