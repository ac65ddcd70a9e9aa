import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { blockSize } from '../../../../keyboard';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import type { FingeringChart } from './chart';
import { drawWallpaper, wallpaperFileName, WALLPAPER_SIZES, type WallpaperSize } from './wallpaper';

/**
 * The wallpaper download dialog (spec section 2.7): a preview, the large / medium / small switch and the
 * download button. The wallpaper is drawn here at the chosen size (5120x3412, 3840x2560 or 2400x1600).
 */
export default function WallpaperDialog({ chart, onClose }: { chart: FingeringChart; onClose: () => void }) {
  const intl = useIntl();
  const previewRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<WallpaperSize>('large');
  const [busy, setBusy] = useState(false);
  const text = {
    title: intl.formatMessage({ id: 'site.chart.title', defaultMessage: 'Fingering chart' }),
    subtitle: intl.formatMessage(
      {
        id: 'site.chart.wallpaperSubtitle',
        defaultMessage: 'Home row: {left} - {right}   Thumbs: space',
      },
      chart.home,
    ),
  };
  const block = blockSize(chart.keys);

  useEffect(() => {
    const canvas = previewRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const { width, height } = WALLPAPER_SIZES[size];
    canvas.width = 600;
    canvas.height = Math.round((600 * height) / width);
    drawWallpaper(context, canvas.width, canvas.height, chart.keys, block, text);
  }, [size, chart, text.title, text.subtitle]); // eslint-disable-line react-hooks/exhaustive-deps

  const download = () => {
    setBusy(true);
    const { width, height } = WALLPAPER_SIZES[size];
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return setBusy(false);
    drawWallpaper(context, width, height, chart.keys, block, text);
    canvas.toBlob((blob) => {
      setBusy(false);
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = wallpaperFileName(chart.layout, width, height);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    }, 'image/png');
  };

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy="wallpaper-title"
      testId="wallpaper-dialog"
      style={{ maxWidth: 680, border: 0, borderRadius: 20, padding: '1.5rem' }}
    >
      <h2 id="wallpaper-title" style={{ marginTop: 0 }}>
        <FormattedMessage id="site.chart.wallpaper" defaultMessage="Download as wallpaper" />
      </h2>
      <canvas
        ref={previewRef}
        style={{ width: '100%', borderRadius: 12 }}
        role="img"
        aria-label={intl.formatMessage({ id: 'site.chart.preview', defaultMessage: 'Wallpaper preview' })}
      />
      <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <legend>
          <FormattedMessage id="site.chart.size" defaultMessage="Size" />
        </legend>
        {(Object.keys(WALLPAPER_SIZES) as WallpaperSize[]).map((option) => (
          <label key={option} className="button button-secondary" style={{ gap: 6 }}>
            <input
              type="radio"
              name="wallpaper-size"
              value={option}
              checked={size === option}
              onChange={() => setSize(option)}
            />
            {option === 'large' && <FormattedMessage id="site.chart.large" defaultMessage="Large" />}
            {option === 'medium' && <FormattedMessage id="site.chart.medium" defaultMessage="Medium" />}
            {option === 'small' && <FormattedMessage id="site.chart.small" defaultMessage="Small" />}
            <span style={{ fontWeight: 400 }}>
              {WALLPAPER_SIZES[option].width}×{WALLPAPER_SIZES[option].height}
            </span>
          </label>
        ))}
      </fieldset>
      <div style={{ display: 'flex', gap: '0.75rem', marginTop: '1rem' }}>
        <button type="button" className="button button-primary" onClick={download} disabled={busy}>
          <FormattedMessage id="site.chart.download" defaultMessage="Download" />
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          <FormattedMessage id="site.close" defaultMessage="Close" />
        </button>
      </div>
    </ModalDialog>
  );
}
