import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { localize } from '../../content/localize';
import { PRACTICE_KIND_NAMES } from '../../content/site/product-names';
import { PRODUCT_ROUTES } from '../../content/site/product-routes';
import { isNativeWrapper } from '../api/native-bridge';
import { LanguagePicker } from '../components/learning-shell/LanguagePicker';
import { useLocaleStore } from '../i18n/locale-store';
import { useCompactBar } from './compact-bar';
import { currentEdition } from '../api/page-edition';
import { navBlur } from './scroll';
import { hasSession } from './session-hint';
import styles from './Site.module.css';

/** The product menu's links: the edition's practice pages, then the fingering chart and the video course. */
function useProductLinks() {
  const locale = useLocaleStore((state) => state.locale);
  const intl = useIntl();
  return [
    ...PRODUCT_ROUTES[currentEdition()].map((route) => ({
      to: route.path,
      label: localize(PRACTICE_KIND_NAMES[route.kind].title, locale),
    })),
    {
      to: '/fingering-chart',
      label: intl.formatMessage({ id: 'site.nav.fingeringChart', defaultMessage: 'Fingering chart' }),
    },
    {
      to: '/product/video-course',
      label: intl.formatMessage({ id: 'site.nav.videoCourse', defaultMessage: 'Finger video course' }),
    },
  ];
}

/** Continue learning when signed in, else register / log in (spec section 2.3). */
function AccountLink({ className }: { className: string }) {
  const { pathname } = useLocation();
  return hasSession() ? (
    <Link className={className} to="/chapter/" data-testid="continue-learning">
      <FormattedMessage id="site.nav.continue" defaultMessage="Continue learning" />
    </Link>
  ) : (
    <Link
      className={className}
      to={`/login/?redirect=${encodeURIComponent(pathname)}`}
      data-testid="login-link"
    >
      <FormattedMessage id="site.nav.login" defaultMessage="Register / Log in" />
    </Link>
  );
}

/** The product dropdown: a disclosure button and a list of links; Escape or leaving it closes it. */
function ProductMenu() {
  const [open, setOpen] = useState(false);
  const links = useProductLinks();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-testid="product-menu"
      >
        <FormattedMessage id="site.nav.products" defaultMessage="Products" />
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={listId} className={styles.dropdownList} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.dropdownLink} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

/**
 * The top bar: logo, home, products, blog, institution and school editions, the account link and the language
 * picker. When the links do not fit on one row (useCompactBar: 821 px to about 1,230 px in English) they move
 * into a menu behind a menu button (Escape closes it); under 821 px wide or 360 px high (CSS) the account link
 * and the language picker go too, the account link to a bottom bar. Inside the native wrapper it is reduced to the logo and a continue-learning button.
 */
export function SiteHeader() {
  const intl = useIntl();
  const [blur, setBlur] = useState(0);
  // The menu stays open only on the page where it was opened: following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [productsOpen, setProductsOpen] = useState(false);
  const links = useProductLinks();
  const { pathname } = useLocation();
  const native = isNativeWrapper();

  useEffect(() => {
    const update = () => setBlur(navBlur(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const menuOpen = menuOpenAt === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  const row = useRef<HTMLElement>(null);
  const locale = useLocaleStore((state) => state.locale);
  const compact = useCompactBar(bar, row, locale);

  const logo = (
    <Link to={native ? '/chapter/' : '/'} className={styles.logo}>
      <img src="/favicon.svg" alt="" width={40} height={40} />
      <span className={styles.logoText}>
        <FormattedMessage id="app.name" defaultMessage="KeyQuest" />
      </span>
    </Link>
  );

  if (native) {
    return (
      <header className={styles.bar} data-testid="site-header">
        {logo}
        <Link className={`button button-primary ${styles.barButton}`} to="/chapter/">
          <FormattedMessage id="site.nav.continue" defaultMessage="Continue learning" />
        </Link>
      </header>
    );
  }

  const navLabel = intl.formatMessage({ id: 'site.nav.label', defaultMessage: 'Main' });
  return (
    <>
      <header
        ref={bar}
        className={compact ? `${styles.bar} ${styles.compact}` : styles.bar}
        style={{ backdropFilter: `blur(${blur}px)`, WebkitBackdropFilter: `blur(${blur}px)` }}
        data-blur={blur}
        data-testid="site-header"
      >
        {logo}
        <nav ref={row} className={styles.desktopNav} aria-label={navLabel}>
          <NavLink to="/" end className={navClass}>
            <FormattedMessage id="site.nav.home" defaultMessage="Home" />
          </NavLink>
          <ProductMenu />
          <NavLink to="/blog" className={navClass}>
            <FormattedMessage id="site.nav.blog" defaultMessage="Blog" />
          </NavLink>
          <NavLink to="/contact?topic=institution" className={styles.navLink}>
            <FormattedMessage id="site.nav.institution" defaultMessage="Institution edition" />
          </NavLink>
          <NavLink to="/contact?topic=school" className={styles.navLink}>
            <FormattedMessage id="site.nav.school" defaultMessage="School edition" />
          </NavLink>
        </nav>
        <div className={styles.barEnd}>
          <div className={styles.desktopLanguage}>
            <LanguagePicker />
          </div>
          <AccountLink className={`button button-primary ${styles.barButton} ${styles.desktopOnly}`} />
          <button
            ref={menuButton}
            type="button"
            className={styles.hamburger}
            aria-expanded={menuOpen}
            aria-controls="site-mobile-menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            data-testid="hamburger"
          >
            <span className="visually-hidden">
              <FormattedMessage id="site.nav.menu" defaultMessage="Menu" />
            </span>
            <span aria-hidden="true" className={styles.hamburgerLines} />
          </button>
        </div>
      </header>
      <nav
        id="site-mobile-menu"
        className={compact ? `${styles.mobileMenu} ${styles.compactMenu}` : styles.mobileMenu}
        hidden={!menuOpen}
        aria-label={navLabel}
        data-testid="mobile-menu"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setMenuOpenAt(null);
          menuButton.current?.focus();
        }}
      >
        <Link to="/" className={styles.mobileLink}>
          <FormattedMessage id="site.nav.home" defaultMessage="Home" />
        </Link>
        <button
          type="button"
          className={styles.mobileLink}
          aria-expanded={productsOpen}
          aria-controls="site-mobile-products"
          onClick={() => setProductsOpen((value) => !value)}
        >
          <FormattedMessage id="site.nav.products" defaultMessage="Products" />
          <span aria-hidden="true" className={styles.caret} />
        </button>
        <ul id="site-mobile-products" className={styles.mobileProducts} hidden={!productsOpen}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.mobileLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/blog" className={styles.mobileLink}>
          <FormattedMessage id="site.nav.blog" defaultMessage="Blog" />
        </Link>
        <Link to="/contact?topic=institution" className={styles.mobileLink}>
          <FormattedMessage id="site.nav.institution" defaultMessage="Institution edition" />
        </Link>
        <Link to="/contact?topic=school" className={styles.mobileLink}>
          <FormattedMessage id="site.nav.school" defaultMessage="School edition" />
        </Link>
        <div className={styles.mobileLanguage}>
          <LanguagePicker />
        </div>
      </nav>
      <nav
        className={styles.bottomButton}
        aria-label={intl.formatMessage({ id: 'site.nav.account', defaultMessage: 'Account' })}
      >
        <AccountBottom />
      </nav>
    </>
  );
}

/** The mobile layout's bottom button: /chapter when signed in, /login otherwise. */
function AccountBottom() {
  return hasSession() ? (
    <Link className="button button-primary" to="/chapter/" data-testid="bottom-button">
      <FormattedMessage id="site.nav.continue" defaultMessage="Continue learning" />
    </Link>
  ) : (
    <Link className="button button-primary" to="/login/" data-testid="bottom-button">
      <FormattedMessage id="site.nav.login" defaultMessage="Register / Log in" />
    </Link>
  );
}
