import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isNativeWrapper } from '../../../api/native-bridge';
import { FreeTrialButton } from '../../../components/account/FreeTrialButton';
import { usePageMeta } from '../../page-meta';
import { withData } from '../../../data-layer';
import styles from './Landing.module.css';
import { ScrollDown } from './ScrollDown';
import { Hero } from './Hero';
import { AutoRotation } from './AutoRotation';
import { useNearViewport } from '../home/near-viewport';

/** The blog's cards need the API client: they load when the section comes near the viewport. */
const BlogTeaser = withData(() => import('../home/BlogTeaser'));

/** The public landing page (spec section 2.5). */
export default function LandingPage() {
  const intl = useIntl();
  const [sliderInView, setSliderInView] = useState(false);
  const slider = useRef<HTMLElement>(null);
  const blogSection = useRef<HTMLElement>(null);
  const blogWanted = useNearViewport(blogSection);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  usePageMeta({
    title: t('site.landing.metaTitle', 'Learn to type by playing | KeyQuest'),
    description: t(
      'site.landing.lead',
      'Every game uses the keys of your lessons. Pick a game and start now, no account needed.',
    ),
    keywords: t(
      'site.home.metaKeywords',
      'typing for kids, touch typing, finger placement, typing games, typing lessons',
    ),
  });

  // The sticky start button shows only while the slider section is in view.
  useEffect(() => {
    const element = slider.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setSliderInView(entries.some((entry) => entry.isIntersecting)),
      {
        threshold: 0.2,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const features = [
    {
      key: 'levels',
      title: t('site.landing.featureLevelsTitle', 'Science-based levels'),
      text: t(
        'site.landing.featureLevelsText',
        'Two new keys per lesson, practised alone, then mixed with known keys, then in real words: the order typing teachers use.',
      ),
    },
    {
      key: 'efficiency',
      title: t('site.landing.featureEfficiencyTitle', 'Efficient practice'),
      text: t(
        'site.landing.featureEfficiencyText',
        'Practice built from the keys you miss most, so ten minutes a day is enough.',
      ),
    },
    {
      key: 'reports',
      title: t('site.landing.featureReportsTitle', 'Progress you can see'),
      text: t(
        'site.landing.featureReportsText',
        'Speed, accuracy and the keys to practise after every lesson and every game.',
      ),
    },
  ];
  const chapters = [
    [
      'getting-started',
      t('site.landing.chapter1Title', 'Getting started'),
      t('site.landing.chapter1Text', 'Sit well, find the home row and the bumps on F and J.'),
    ],
    [
      'middle-row',
      t('site.landing.chapter2Title', 'Middle row'),
      t('site.landing.chapter2Text', 'A S D F and J K L ; with the space bar: your fingers’ home.'),
    ],
    [
      'upper-row',
      t('site.landing.chapter3Title', 'Upper row'),
      t('site.landing.chapter3Text', 'Reach up from home and come back, one pair of keys at a time.'),
    ],
    [
      'lower-row',
      t('site.landing.chapter4Title', 'Lower row'),
      t('site.landing.chapter4Text', 'Reach down to the lower row, with the comma, dot and slash.'),
    ],
    [
      'shift-digits-symbols',
      t('site.landing.chapter5Title', 'Shift, digits and symbols'),
      t('site.landing.chapter5Text', 'Capital letters, numbers and the symbols of real sentences.'),
    ],
  ].map(([key = '', title, text]) => ({ key, title, text }));

  return (
    <div className={styles.landing}>
      <Hero />
      <section id="landing-slider" ref={slider} className={styles.section} aria-labelledby="slider-title">
        <h2 id="slider-title">
          <FormattedMessage id="site.landing.sliderTitle" defaultMessage="Why it works" />
        </h2>
        <AutoRotation
          id="landing-features"
          items={features}
          label={t('site.landing.sliderTitle', 'Why it works')}
          testId="feature-slider"
        />
        <ScrollDown to="landing-chapters" />
      </section>
      <section id="landing-chapters" className={styles.section} aria-labelledby="chapters-title">
        <h2 id="chapters-title">
          <FormattedMessage id="site.landing.chaptersTitle" defaultMessage="Learn while playing" />
        </h2>
        <AutoRotation
          id="landing-chapter-list"
          items={chapters}
          label={t('site.landing.chaptersTitle', 'Learn while playing')}
          testId="chapter-carousel"
        />
        <p className={styles.more}>
          <Link className="button button-secondary" to="/product/video-course">
            <FormattedMessage id="site.nav.videoCourse" defaultMessage="Finger video course" />
          </Link>
        </p>
      </section>
      {!isNativeWrapper() && (
        <section
          ref={blogSection}
          className={styles.section}
          aria-labelledby="landing-blog-title"
          data-testid="landing-blog"
        >
          <h2 id="landing-blog-title">
            <FormattedMessage
              id="site.home.blogTitle"
              defaultMessage="Learn more about typing and typing skills"
            />
          </h2>
          {blogWanted && (
            <Suspense fallback={null}>
              <BlogTeaser />
            </Suspense>
          )}
          <p className={styles.more}>
            <Link className="button button-secondary" to="/blog">
              <FormattedMessage id="site.blog.all" defaultMessage="All articles" />
            </Link>
          </p>
        </section>
      )}
      <div className={styles.sticky} hidden={!sliderInView} data-testid="sticky-start">
        <FreeTrialButton size="large" />
      </div>
    </div>
  );
}
