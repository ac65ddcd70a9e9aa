import { Suspense, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localize } from '../../../../content/localize';
import { PROMISE_EVIDENCE } from '../../../../content/site/evidence';
import { PRACTICE_KIND_NAMES } from '../../../../content/site/product-names';
import { PRODUCT_ROUTES } from '../../../../content/site/product-routes';
import { useLocaleStore } from '../../../i18n/locale-store';
import { withData } from '../../../data-layer';
import { currentEdition } from '../../../api/page-edition';
import { usePageMeta } from '../../page-meta';
import { FreeTrialButton } from '../../../components/account/FreeTrialButton';
import { CardCarousel } from './CardCarousel';
import { useNearViewport } from './near-viewport';
import styles from './Home.module.css';
import { SiteGuide } from './SiteGuide';
import { useOrgTheme } from './use-org-theme';
import { useLessonCount } from './use-lesson-count';
import { Reason } from './Reason';
import { HeroKeys } from './HeroKeys';

/** The blog teaser needs the API client: it loads when it comes near the viewport (far below the fold). */
const BlogTeaser = withData(() => import('./BlogTeaser'));

/** The home page (spec section 2.4): five scroll sections, the site guide, blog teaser, reasons, call to action. */
export default function HomePage() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const edition = currentEdition();
  const theme = useOrgTheme();
  const teaserRef = useRef<HTMLDivElement>(null);
  const figuresRef = useRef<HTMLDListElement>(null);
  const teaserWanted = useNearViewport(teaserRef);
  const lessons = useLessonCount(useNearViewport(figuresRef));
  const products = PRODUCT_ROUTES[edition];

  usePageMeta({
    title: intl.formatMessage({
      id: 'site.home.metaTitle',
      defaultMessage: 'KeyQuest - touch typing for children, lessons and games',
    }),
    description: intl.formatMessage({
      id: 'site.home.metaDescription',
      defaultMessage:
        'Learn to type with all ten fingers: finger placement lessons, typing games, English, code and number typing, with reports for parents and teachers.',
    }),
    keywords: intl.formatMessage({
      id: 'site.home.metaKeywords',
      defaultMessage: 'typing for kids, touch typing, finger placement, typing games, typing lessons',
    }),
  });

  const heroStyle =
    typeof theme.background === 'object'
      ? { backgroundImage: `url("${theme.background.image}")`, backgroundSize: 'cover' }
      : undefined;
  const heroClass = `${styles.hero} ${typeof theme.background === 'string' ? styles[`theme-${theme.background}`] : ''}`;

  return (
    <div className={styles.home}>
      <section id="first-section" className={styles.section} aria-labelledby="home-title">
        <div className={heroClass} style={heroStyle} data-testid="home-hero">
          {theme.logo && <img className={styles.orgLogo} src={theme.logo} alt="" width={96} height={96} />}
          <h1 id="home-title" className={styles.headline}>
            {edition === 'cn' ? (
              <FormattedMessage
                id="site.home.headlineCn"
                defaultMessage="15 minutes a day: {share} of {learners} simulated learners typed 25 words a minute by day {day}"
                values={{
                  share: intl.formatNumber(PROMISE_EVIDENCE.typed25, { style: 'percent' }),
                  learners: intl.formatNumber(PROMISE_EVIDENCE.learners),
                  day: PROMISE_EVIDENCE.day,
                }}
              />
            ) : (
              <FormattedMessage
                id="site.home.headline"
                defaultMessage="Touch typing for children, one game at a time"
              />
            )}
          </h1>
          <p className={styles.subline}>
            <FormattedMessage
              id="site.home.subline"
              defaultMessage="Short lessons show each finger its keys; games turn practice into play; reports show parents and teachers the progress."
            />
          </p>
          <div className={styles.actions}>
            <FreeTrialButton />
            <Link className="button button-secondary" to="/chapter/">
              <FormattedMessage id="site.home.startLearning" defaultMessage="Start learning" />
            </Link>
          </div>
          <HeroKeys />
        </div>
        <div id="first-section-part2" className={styles.part2}>
          <h2 className={styles.sectionTitle}>
            <FormattedMessage
              id="site.home.abilitiesTitle"
              defaultMessage="Everything a young typist needs"
            />
          </h2>
          <ul className={styles.abilities}>
            {products.map((route) => (
              <li key={route.path}>
                <Link to={route.path} className={styles.ability}>
                  <span className={styles.abilityIcon} data-kind={route.kind} aria-hidden="true" />
                  <strong>{localize(PRACTICE_KIND_NAMES[route.kind].title, locale)}</strong>
                  <span>{localize(PRACTICE_KIND_NAMES[route.kind].summary, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="slide-section" className={styles.section} aria-labelledby="slide-title">
        <h2 id="slide-title" className={styles.sectionTitle}>
          <FormattedMessage id="site.home.modesTitle" defaultMessage="Three ways to practise" />
        </h2>
        <CardCarousel />
      </section>

      <section id="course-section" className={styles.section} aria-labelledby="course-title">
        <h2 id="course-title" className={styles.sectionTitle}>
          <FormattedMessage id="site.home.reasonsTitle" defaultMessage="Why children keep practising" />
        </h2>
        <ul className={styles.reasons}>
          <Reason
            title={<FormattedMessage id="site.home.reason1Title" defaultMessage="Short and clear" />}
            text={
              <FormattedMessage
                id="site.home.reason1Text"
                defaultMessage="Each lesson takes a few minutes and teaches one pair of keys."
              />
            }
          />
          <Reason
            title={<FormattedMessage id="site.home.reason2Title" defaultMessage="Play is practice" />}
            text={
              <FormattedMessage
                id="site.home.reason2Text"
                defaultMessage="Games use the words of the course, so every round trains the fingers."
              />
            }
          />
          <Reason
            title={<FormattedMessage id="site.home.reason3Title" defaultMessage="Stars, not stress" />}
            text={
              <FormattedMessage
                id="site.home.reason3Text"
                defaultMessage="Stars reward accuracy first; speed follows by itself."
              />
            }
          />
          <Reason
            title={<FormattedMessage id="site.home.reason4Title" defaultMessage="Keyboard only" />}
            text={
              <FormattedMessage
                id="site.home.reason4Text"
                defaultMessage="Every screen works without a mouse, with large buttons and readable type."
              />
            }
          />
        </ul>
        <div ref={teaserRef}>
          {teaserWanted && (
            <Suspense fallback={null}>
              <BlogTeaser
                title={
                  <FormattedMessage
                    id="site.home.blogTitle"
                    defaultMessage="Learn more about typing and typing skills"
                  />
                }
              />
            </Suspense>
          )}
        </div>
      </section>

      <section id="data-section" className={styles.section} aria-labelledby="data-title">
        <h2 id="data-title" className={styles.sectionTitle}>
          <FormattedMessage id="site.home.dataTitle" defaultMessage="Progress you can measure" />
        </h2>
        <dl ref={figuresRef} className={styles.figures}>
          <div>
            <dt>
              <FormattedMessage id="site.home.figureLessons" defaultMessage="lessons" />
            </dt>
            <dd>{lessons === null ? '…' : intl.formatNumber(lessons)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="site.home.figureKinds" defaultMessage="kinds of practice" />
            </dt>
            <dd>{intl.formatNumber(products.length)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="site.home.figureLanguages" defaultMessage="interface languages" />
            </dt>
            <dd>{intl.formatNumber(5)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="site.home.figureMeasures" defaultMessage="measures in every report" />
            </dt>
            <dd>{intl.formatNumber(8)}</dd>
          </div>
        </dl>
        <p className={styles.sectionText}>
          <FormattedMessage
            id="site.home.dataText"
            defaultMessage="Every finished lesson records words and keys per minute, accuracy, correct and wrong characters, time and score, so a child, a parent or a teacher sees which keys need more practice."
          />
        </p>
      </section>

      <section id="subform-section" className={styles.section} aria-labelledby="subform-title">
        <div className={styles.institution}>
          <h2 id="subform-title" className={styles.sectionTitle}>
            <FormattedMessage id="site.home.institutionTitle" defaultMessage="For schools and institutions" />
          </h2>
          <p className={styles.sectionText}>
            <FormattedMessage
              id="site.home.institutionText"
              defaultMessage="Classes, teachers and students in one place: batch accounts, your own course content, teaching plans and detailed reports. Tell us about your school and we will set it up with you."
            />
          </p>
          <div className={styles.actions}>
            <Link className="button button-primary" to="/contact?topic=institution">
              <FormattedMessage id="site.nav.institution" defaultMessage="Institution edition" />
            </Link>
            <Link className="button button-secondary" to="/contact?topic=school">
              <FormattedMessage id="site.nav.school" defaultMessage="School edition" />
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title">
          <FormattedMessage id="site.home.ctaTitle" defaultMessage="Ready for the first lesson?" />
        </h2>
        <p>
          <FormattedMessage
            id="site.home.ctaText"
            defaultMessage="Try it free for 7 days. No card, no automatic renewal."
          />
        </p>
        <FreeTrialButton className="button button-secondary" />
      </section>

      <SiteGuide />
    </div>
  );
}
