import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localize } from '../../content/localize';
import { PRACTICE_KIND_NAMES } from '../../content/site/product-names';
import { PRODUCT_ROUTES } from '../../content/site/product-routes';
import { useLocaleStore } from '../i18n/locale-store';
import { CountryPicker } from './CountryPicker';
import { currentEdition } from '../api/page-edition';
import { FooterQr } from './FooterQr';
import styles from './Site.module.css';

/** The filing number the server writes on the page in the Chinese edition (SITE_FILING_NUMBER), if any. */
function filingNumber(): string | null {
  return document.documentElement.dataset.filing?.trim() || null;
}

/**
 * The footer (spec section 2.3): product, blog, contact, related links and about columns; three QR codes;
 * copyright; the filing number in the Chinese edition; terms and privacy.
 */
export function SiteFooter() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const edition = currentEdition();
  const filing = edition === 'cn' ? filingNumber() : null;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.footerColumns}>
        <section>
          <h2 className={styles.footerHeading}>
            <FormattedMessage id="site.footer.product" defaultMessage="Product" />
          </h2>
          <ul>
            {PRODUCT_ROUTES[edition].map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{localize(PRACTICE_KIND_NAMES[route.kind].title, locale)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.footerHeading}>
            <FormattedMessage id="site.footer.blog" defaultMessage="Blog" />
          </h2>
          <ul>
            <li>
              <Link to="/blog">
                <FormattedMessage id="site.footer.allArticles" defaultMessage="All articles" />
              </Link>
            </li>
            <li>
              <Link to="/blog/touch-typing">
                <FormattedMessage id="site.footer.touchTyping" defaultMessage="What is touch typing?" />
              </Link>
            </li>
            <li>
              <Link to="/blog/kids-typing">
                <FormattedMessage id="site.footer.kidsTyping" defaultMessage="Typing for kids" />
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.footerHeading}>
            <FormattedMessage id="site.footer.contact" defaultMessage="Contact" />
          </h2>
          <ul>
            <li>
              <Link to="/contact">
                <FormattedMessage id="site.footer.feedback" defaultMessage="Send us a message" />
              </Link>
            </li>
            <li>
              <Link to="/faq">
                <FormattedMessage id="site.footer.faq" defaultMessage="Help and FAQ" />
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.footerHeading}>
            <FormattedMessage id="site.footer.related" defaultMessage="Related links" />
          </h2>
          <ul>
            <li>
              <Link to="/fingering-chart">
                <FormattedMessage id="site.nav.fingeringChart" defaultMessage="Fingering chart" />
              </Link>
            </li>
            <li>
              <Link to="/product/video-course">
                <FormattedMessage id="site.nav.videoCourse" defaultMessage="Finger video course" />
              </Link>
            </li>
            <li>
              <Link to="/game-center">
                <FormattedMessage id="site.footer.games" defaultMessage="Game centre" />
              </Link>
            </li>
            {edition === 'cn' && (
              <li>
                <Link to="/cht" lang="zh-Hant">
                  繁體中文
                </Link>
              </li>
            )}
          </ul>
        </section>
        <section>
          <h2 className={styles.footerHeading}>
            <FormattedMessage id="site.footer.about" defaultMessage="About" />
          </h2>
          <ul>
            <li>
              <Link to="/legal/tos">
                <FormattedMessage id="site.footer.terms" defaultMessage="Terms of service" />
              </Link>
            </li>
            <li>
              <Link to="/legal/private">
                <FormattedMessage id="site.footer.privacy" defaultMessage="Privacy policy" />
              </Link>
            </li>
          </ul>
        </section>
        <section className={styles.footerQrs}>
          <FooterQr
            path="/blog"
            label={intl.formatMessage({ id: 'site.footer.qrBlog', defaultMessage: 'Read our blog' })}
          />
          <FooterQr
            path="/product/video-course"
            label={intl.formatMessage({ id: 'site.footer.qrVideo', defaultMessage: 'Watch the course' })}
          />
          <FooterQr
            path="/contact"
            label={intl.formatMessage({ id: 'site.footer.qrContact', defaultMessage: 'Talk to us' })}
          />
        </section>
      </div>
      <div className={styles.footerLegal}>
        <span>
          <FormattedMessage
            id="site.footer.copyright"
            defaultMessage="© {year} KeyQuest. All rights reserved."
            values={{ year }}
          />
        </span>
        {filing && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" data-testid="filing-number">
            {filing}
          </a>
        )}
        <Link to="/legal/tos">
          <FormattedMessage id="site.footer.terms" defaultMessage="Terms of service" />
        </Link>
        <Link to="/legal/private">
          <FormattedMessage id="site.footer.privacy" defaultMessage="Privacy policy" />
        </Link>
        <CountryPicker className={styles.country} />
      </div>
    </footer>
  );
}
