import { FormattedMessage } from 'react-intl';
import { localize } from '../../content/localize';
import { useLocaleStore } from '../i18n/locale-store';
import type { AdaptiveInfo } from './practice';
import styles from './PracticeIntro.module.css';

/**
 * Says plainly what a themed passage is: the AI writer's text; sentences on the theme; the theme's words and
 * phrases while the keys spell no whole sentence yet, or too few for a passage of them (how many, and how many
 * keys until the passage is sentences); everyday words while the
 * keys spell none of the theme's (and how many keys until they do); or, for a theme typed that is none of ours,
 * that we have no such theme. Nothing is passed off as the theme's that is not.
 */
export function ThemedSource({ info }: { info: AdaptiveInfo }) {
  const locale = useLocaleStore((state) => state.locale);
  if (info.source === 'writer') {
    return (
      <p className={styles.note} data-testid="adaptive-source" data-source="writer">
        <FormattedMessage
          id="practice.adaptive.sourceWriter"
          defaultMessage="This passage was written for you by the AI writer and checked to use only your keys."
        />
      </p>
    );
  }
  const writing = info.writing;
  const title = info.themeTitle ? localize(info.themeTitle, locale) : undefined;
  const made = title === undefined ? 'unknown' : (writing?.made ?? 'everyday');
  const pseudo = (writing?.kinds.pseudo ?? 0) > 0;
  return (
    <p className={styles.note} data-testid="adaptive-source" data-source={made} data-pseudo={pseudo}>
      {made === 'unknown' && (
        <FormattedMessage
          id="practice.adaptive.sourceUnknown"
          defaultMessage="We have no theme called “{theme}” yet, so these are everyday words and sentences, not words about it. The themes we have are listed under Themes in AI-customised practice."
          values={{ theme: info.theme }}
        />
      )}
      {made === 'sentences' && (
        <FormattedMessage
          id="practice.adaptive.sourceSentences"
          defaultMessage="Sentences on the theme “{theme}”, made only of your keys."
          values={{ theme: title }}
        />
      )}
      {made === 'phrases' && (writing?.sentences ?? 0) > 0 && (
        <FormattedMessage
          id="practice.adaptive.sourceFewSentences"
          defaultMessage="Mostly words of the theme “{theme}”: your keys spell only {sentences, plural, one {one sentence} other {# sentences}} on it yet. {keys, plural, one {# more key} other {# more keys}} and the passage is all sentences."
          values={{ theme: title, sentences: writing?.sentences, keys: writing?.keysUntilSentences ?? 1 }}
        />
      )}
      {made === 'phrases' && (writing?.sentences ?? 0) === 0 && (
        <FormattedMessage
          id="practice.adaptive.sourcePhrases"
          defaultMessage="Your keys spell words of the theme “{theme}”, but no whole sentence yet. {keys, plural, one {# more key} other {# more keys}} and sentences come."
          values={{ theme: title, keys: writing?.keysUntilSentences ?? 1 }}
        />
      )}
      {made === 'everyday' && (
        <FormattedMessage
          id="practice.adaptive.sourceEveryday"
          defaultMessage="Your keys cannot spell words of the theme “{theme}” yet, so these are everyday words. {keys, plural, one {# more key} other {# more keys}} and they can."
          values={{ theme: title, keys: writing?.keysUntilWords ?? 1 }}
        />
      )}
      {pseudo && (
        <>
          {' '}
          <FormattedMessage
            id="practice.adaptive.sourcePseudo"
            defaultMessage="Too few real words fit your keys, so some are made-up practice words."
          />
        </>
      )}
    </p>
  );
}
