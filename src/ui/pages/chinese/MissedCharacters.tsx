import { FormattedMessage } from 'react-intl';
import { toneMarked } from '../../../engine';
import { type MissedSyllable } from './report-lines';
import styles from './Chinese.module.css';

/** The characters that went wrong (pinyin: with their reading), most misses first. */
export function MissedCharacters({ missed }: { missed: readonly MissedSyllable[] }) {
  if (missed.length === 0) return null;
  return (
    <section className={styles.missed} aria-labelledby="missed-syllables">
      <h2 id="missed-syllables" className={styles.missedTitle}>
        <FormattedMessage id="chinese.report.missed" defaultMessage="Characters to practise" />
      </h2>
      <ul className={styles.missedList} data-testid="missed-syllables">
        {missed.map((syllable) => (
          <li key={syllable.char} className={styles.missedItem}>
            {syllable.reading && <span className={styles.missedReading}>{toneMarked(syllable.reading)}</span>}
            <span className={styles.missedChar} lang="zh">
              {syllable.char}
            </span>
            <span className={styles.missedCount}>
              <FormattedMessage
                id="report.missedKey"
                defaultMessage="{count, plural, one {missed once} other {missed # times}}"
                values={{ count: syllable.misses }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
