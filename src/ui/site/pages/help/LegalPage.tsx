import { useIntl } from 'react-intl';
import { localize } from '../../../../content/localize';
import { privacyOf, termsOf } from '../../../../content/site/help';
import { useLocaleStore } from '../../../i18n/locale-store';
import { currentEdition } from '../../../api/page-edition';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';

/** /legal/tos and /legal/private: the edition's terms of service or privacy policy. */
export default function LegalPage({ document: which }: { document: 'tos' | 'private' }) {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const edition = currentEdition();
  const title =
    which === 'tos'
      ? intl.formatMessage({ id: 'site.footer.terms', defaultMessage: 'Terms of service' })
      : intl.formatMessage({ id: 'site.footer.privacy', defaultMessage: 'Privacy policy' });
  usePageMeta({
    title: intl.formatMessage({ id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' }, { title }),
    description: title,
    keywords:
      which === 'tos'
        ? intl.formatMessage({
            id: 'site.legal.termsKeywords',
            defaultMessage: 'KeyQuest terms of service, terms of use',
          })
        : intl.formatMessage({
            id: 'site.legal.privacyKeywords',
            defaultMessage: "KeyQuest privacy policy, children's privacy, personal data",
          }),
  });
  const sections = which === 'tos' ? termsOf(edition) : privacyOf(edition);
  return (
    <article className={styles.page} style={{ maxWidth: 820 }} data-testid="legal" data-edition={edition}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {sections.map((section) => (
        <section key={section.heading.ENG + section.text.ENG.slice(0, 20)}>
          <h2>{localize(section.heading, locale)}</h2>
          <p>{localize(section.text, locale)}</p>
        </section>
      ))}
    </article>
  );
}
