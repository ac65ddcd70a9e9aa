import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { KEYBOARD_LAYOUT_IDS } from '../../../../contracts/constants';
import type { LayoutId } from '../../../../keyboard';
import { FINGER_NAMES, fingerColour } from '../../../components/fingers/finger-style';
import { LAYOUT_NAMES } from '../../../components/keyboard-layout/layout-names';
import { currentKeyboardLayout } from '../../../stores/keyboard-layout-store';
import { chartLayoutParam, fingeringChart } from './chart';
import { Hands } from '../../../components/hands/Hands';
import { OnScreenKeyboard } from '../../../components/keyboard/OnScreenKeyboard';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';

const WallpaperDialog = lazy(() => import('./WallpaperDialog'));

/**
 * /fingering-chart: the keyboard in finger colours, each finger's keys, and the wallpaper download, on any layout:
 * `?layout=fr` names one, else the learner's own (kept on this device), else US.
 */
export default function FingeringChartPage() {
  const intl = useIntl();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const named = chartLayoutParam(params.get('layout'));
  // The learner's own layout, as this device keeps it (US before any choice).
  const [own] = useState(currentKeyboardLayout);
  const chart = fingeringChart(named ?? own);
  const choose = (layout: LayoutId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('layout', layout);
        return next;
      },
      { replace: true },
    );
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
  return (
    <article className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="site.chart.lead"
          defaultMessage="Rest your fingers on {left} and {right}. Each colour shows the keys one finger types; the thumbs share the space bar."
          values={chart.home}
        />
      </p>
      <p>
        <label style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <FormattedMessage id="site.chart.layout" defaultMessage="Keyboard layout" />
          <select
            value={chart.layout}
            onChange={(event) => choose(event.target.value as LayoutId)}
            data-testid="chart-layout"
          >
            {KEYBOARD_LAYOUT_IDS.map((id) => (
              <option key={id} value={id}>
                {intl.formatMessage(LAYOUT_NAMES[id])}
              </option>
            ))}
          </select>
        </label>
      </p>
      <div className={styles.card}>
        <OnScreenKeyboard
          keys={chart.keys}
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
        {chart.fingers.map(({ finger, labels }) => (
          <li
            key={finger}
            className={styles.card}
            style={{ borderLeft: `8px solid ${fingerColour(finger)}` }}
          >
            <strong>{intl.formatMessage(FINGER_NAMES[finger])}</strong>
            <div style={{ fontFamily: 'var(--font-typing)', fontSize: '1.2rem', marginTop: 6 }}>{labels}</div>
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
          <WallpaperDialog chart={chart} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
