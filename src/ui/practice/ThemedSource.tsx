import { FormattedMessage } from 'react-intl';
import type { AdaptiveInfo } from './practice';
import styles from './PracticeIntro.module.css';

/**
 * Says what a themed passage is made of: the AI writer's text, or the built-in writer's words of the theme,
 * common English words standing in while the learner's keys spell too few theme words, or made-up words when
 * even common words do not fit yet. Nothing is passed off as a theme word that is not one.
 */
export function ThemedSource({ info }: { info: AdaptiveInfo }) {
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
  const kinds = info.kinds ?? { theme: 0, common: 0, pseudo: 0 };
  const made = kinds.theme > 0 ? (kinds.common > 0 ? 'mixed' : 'theme') : 'common';
  return (
    <p
      className={styles.note}
      data-testid="adaptive-source"
      data-source={made}
      data-pseudo={kinds.pseudo > 0}
    >
      {made === 'theme' ? (
        <FormattedMessage
          id="practice.adaptive.sourceTheme"
          defaultMessage="All these words belong to the theme and use only your keys."
        />
      ) : made === 'mixed' ? (
        <FormattedMessage
          id="practice.adaptive.sourceMixed"
          defaultMessage="Your keys spell only a few words of the theme yet, so common English words fill in."
        />
      ) : (
        <FormattedMessage
          id="practice.adaptive.sourceCommon"
          defaultMessage="No word of this theme can be typed with your keys yet, so these are common English words. Each new key brings more theme words."
        />
      )}
      {kinds.pseudo > 0 && (
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
