import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FINGERS, keysOfFinger } from '../../../../keyboard';
import { FINGER_NAMES, fingerColour } from '../../../components/fingers/finger-style';
import { Hands } from '../../../components/hands/Hands';
import { OnScreenKeyboard } from '../../../components/keyboard/OnScreenKeyboard';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';

const WallpaperDialog = lazy(() => import('./WallpaperDialog'));

/** /fingering-chart: the keyboard in finger colours, each finger's keys, and the wallpaper download. */
export default function FingeringChartPage() {
  const intl = useIntl();
  const [dialogOpen, setDialogOpen] = useState(false);
  const title = intl.formatMessage({ id: 'site.chart.title', defaultMessage: 'Fingering chart' });
  usePageMeta({
    title: intl.formatMessage({ id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' }, { title }),
    description: intl.formatMessage({
      id: 'site.chart.description',
      defaultMessage:
        'Which finger types which key: the touch typing fingering chart in colour, with a free wallpaper to download.',
    }),
    keywords: intl.formatMessage({
      id: 'site.chart.keywords',
      defaultMessage: 'fingering chart, keyboard finger chart, touch typing chart, typing wallpaper',
    }),
  });
  const fingers = FINGERS.filter((finger) => !finger.endsWith('-thumb'));
  return (
    <article className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="site.chart.lead"
          defaultMessage="Rest your fingers on A S D F and J K L ;. Each colour shows the keys one finger types; the thumbs share the space bar."
        />
      </p>
      <div className={styles.card}>
        <OnScreenKeyboard
          fingerZones
          label={intl.formatMessage({
            id: 'site.chart.keyboardLabel',
            defaultMessage: 'Keyboard with each key coloured by the finger that types it',
          })}
        />
        <Hands active={[]} fingerZones />
      </div>
      <h2>
        <FormattedMessage id="site.chart.perFinger" defaultMessage="Keys of each finger" />
      </h2>
      <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }} data-testid="finger-keys">
        {fingers.map((finger) => (
          <li
            key={finger}
            className={styles.card}
            style={{ borderLeft: `8px solid ${fingerColour(finger)}` }}
          >
            <strong>{intl.formatMessage(FINGER_NAMES[finger])}</strong>
            <div style={{ fontFamily: 'var(--font-typing)', fontSize: '1.2rem', marginTop: 6 }}>
              {keysOfFinger(finger)
                .map((key) => key.label)
                .join(' ')}
            </div>
          </li>
        ))}
      </ul>
      <p style={{ marginTop: '2rem' }}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => setDialogOpen(true)}
          data-testid="wallpaper-open"
        >
          <FormattedMessage id="site.chart.wallpaper" defaultMessage="Download as wallpaper" />
        </button>
      </p>
      {dialogOpen && (
        <Suspense fallback={null}>
          <WallpaperDialog onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
