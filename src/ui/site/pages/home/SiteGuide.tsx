import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { activeSection, guideTarget, HOME_SECTIONS, jumpTop, type HomeSection } from '../../scroll';
import styles from './Home.module.css';

const MESSAGES: Record<HomeSection, { id: string; defaultMessage: string }> = {
  'first-section': { id: 'site.guide.overview', defaultMessage: 'Ability overview' },
  'slide-section': { id: 'site.guide.modes', defaultMessage: 'Course mode' },
  'course-section': { id: 'site.guide.content', defaultMessage: 'Rich content' },
  'data-section': { id: 'site.guide.data', defaultMessage: 'Data statistics' },
  'subform-section': { id: 'site.guide.institution', defaultMessage: 'Institution edition' },
};

function smoothScrollTo(top: number) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * Jumps to a section with its offset. Parts of the home page load as they come near the viewport (the blog
 * teaser): when one grows the page during the jump, the jump aims again at the section's new place, for two
 * seconds or until the visitor scrolls by themselves.
 */
function jumpTo(element: HTMLElement, offset: number) {
  const target = () => jumpTop(element.getBoundingClientRect().top + window.scrollY, offset);
  let aimed = target();
  smoothScrollTo(aimed);
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    const next = target();
    if (Math.abs(next - aimed) < 1) return;
    aimed = next;
    smoothScrollTo(aimed);
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, 2000);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}

/**
 * The floating site guide (spec section 2.4): a menu button at the bottom right opens five jumps and a
 * back-to-top button. Jumps scroll smoothly with the spec's offsets; the section in view is highlighted.
 */
export function SiteGuide() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const update = () => {
      const tops = HOME_SECTIONS.map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      );
      setActive(activeSection(tops, window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const toggleLabel = open
    ? intl.formatMessage({ id: 'site.guide.close', defaultMessage: 'Close guide' })
    : intl.formatMessage({ id: 'site.guide.open', defaultMessage: 'Open site guide' });
  const backToTop = intl.formatMessage({ id: 'site.guide.top', defaultMessage: 'Back to top' });

  return (
    <nav
      className={styles.guide}
      aria-label={intl.formatMessage({ id: 'site.guide.label', defaultMessage: 'Site guide' })}
      data-testid="site-guide"
    >
      {open && (
        <ul className={styles.guideList} id="site-guide-list">
          {HOME_SECTIONS.map((section, index) => {
            const label = intl.formatMessage(MESSAGES[section]);
            return (
              <li key={section}>
                <button
                  type="button"
                  className={
                    index === active ? `${styles.guideButton} ${styles.guideActive}` : styles.guideButton
                  }
                  aria-current={index === active ? 'location' : undefined}
                  data-tooltip={label}
                  data-section={section}
                  onClick={() => {
                    const { elementId, offset } = guideTarget(section);
                    const element = document.getElementById(elementId);
                    if (!element) return;
                    jumpTo(element, offset);
                  }}
                >
                  <span className={styles.guideNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="visually-hidden">{label}</span>
                </button>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              className={styles.guideButton}
              data-tooltip={backToTop}
              onClick={() => smoothScrollTo(0)}
              data-testid="guide-top"
            >
              <span aria-hidden="true">↑</span>
              <span className="visually-hidden">{backToTop}</span>
            </button>
          </li>
        </ul>
      )}
      <button
        type="button"
        className={`${styles.guideButton} ${styles.guideToggle}`}
        aria-expanded={open}
        aria-controls="site-guide-list"
        data-tooltip={toggleLabel}
        onClick={() => setOpen((value) => !value)}
        data-testid="guide-toggle"
      >
        <span aria-hidden="true">{open ? '×' : '☰'}</span>
        <span className="visually-hidden">{toggleLabel}</span>
      </button>
    </nav>
  );
}
