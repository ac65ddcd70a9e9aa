import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { coursesOfProductPage } from '../../../../content/catalogue';
import { localize } from '../../../../content/localize';
import { PRACTICE_KINDS, productRoute } from '../../../../content/site/products';
import { useLocaleStore } from '../../../i18n/locale-store';
import { CourseLessons } from '../../../practice/CourseLessons';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { currentEdition } from '../../../api/page-edition';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';
import { FreeTrialButton } from '../../../components/account/FreeTrialButton';

/**
 * A product page (spec section 2.1): what the practice kind is, the courses it holds in this edition, and a
 * button that starts it. A path of the other edition's route set is not found here.
 */
export default function ProductPage() {
  const { pathname } = useLocation();
  const edition = currentEdition();
  const route = productRoute(edition, pathname);
  if (!route) return <NotFoundPage framed />;
  return <ProductContent path={route.path} kind={route.kind} />;
}

function ProductContent({ path, kind }: { path: string; kind: keyof typeof PRACTICE_KINDS }) {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const text = PRACTICE_KINDS[kind];
  const title = localize(text.title, locale);
  const courses = coursesOfProductPage(path, currentEdition(), locale);
  usePageMeta({
    title: intl.formatMessage({ id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' }, { title }),
    description: localize(text.summary, locale),
    keywords: title,
  });
  return (
    <article className={styles.page} data-testid="product-page" data-kind={kind}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.lead}>{localize(text.summary, locale)}</p>
      <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }}>
        {text.points.map((point) => (
          <li key={point.ENG} className={styles.card}>
            {localize(point, locale)}
          </li>
        ))}
      </ul>
      {courses.length > 0 && (
        <section style={{ marginTop: '2rem' }}>
          <h2>
            <FormattedMessage id="site.product.courses" defaultMessage="Courses" />
          </h2>
          {/* Each course with its chapters and lessons, each lesson a link to practise it. */}
          <CourseLessons courses={courses} headingLevel={3} />
        </section>
      )}
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', marginTop: '2rem' }}>
        <Link className="button button-primary" to={text.start} data-testid="product-start">
          <FormattedMessage id="site.product.start" defaultMessage="Start practising" />
        </Link>
        <FreeTrialButton className="button button-secondary" />
      </div>
    </article>
  );
}
