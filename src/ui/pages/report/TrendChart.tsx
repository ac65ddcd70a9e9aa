import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TrendChartProps {
  /** Labels of the x axis, one per point (short dates). */
  labels: readonly string[];
  /** One value per label; null where there was no practice (a gap in the line). */
  values: readonly (number | null)[];
  colour: string;
  /** Bars (amounts such as minutes) instead of a line (rates). */
  bars?: boolean;
  /** How a value is written on the axis. */
  format: (value: number) => string;
  /** What the chart shows, for screen readers (the page also has the table of the same figures). */
  label: string;
  height?: number;
}

/**
 * One figure over the days of a period, drawn by uPlot (a small canvas chart library, loaded only with the
 * report pages). The canvas is hidden from screen readers behind the label; the page's table carries the data.
 */
export default function TrendChart({
  labels,
  values,
  colour,
  bars,
  format,
  label,
  height = 200,
}: TrendChartProps) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const xs = labels.map((_, index) => index);
    const options: uPlot.Options = {
      width: Math.max(240, element.clientWidth),
      height,
      legend: { show: false },
      cursor: { show: true, drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.15] },
      },
      axes: [
        {
          font: '600 14px system-ui, sans-serif',
          stroke: '#5b6478',
          grid: { show: false },
          // About one date label per 70 px (the latest day always labelled), so that they never overlap.
          splits: (u) => {
            const room = Math.max(2, Math.floor(u.bbox.width / devicePixelRatio / 70));
            const step = Math.max(1, Math.ceil(labels.length / room));
            return xs.filter((index) => (labels.length - 1 - index) % step === 0);
          },
          values: (_u, splits) => splits.map((index) => labels[index] ?? ''),
        },
        {
          font: '600 14px system-ui, sans-serif',
          stroke: '#5b6478',
          size: 56,
          values: (_u, splits) => splits.map((value) => format(value)),
          grid: { stroke: '#d8deea', width: 1 },
        },
      ],
      series: [
        {},
        {
          label,
          stroke: colour,
          width: bars ? 0 : 3,
          fill: bars ? colour : undefined,
          spanGaps: false,
          points: { show: !bars, size: 9, fill: colour },
          ...(bars ? { paths: uPlot.paths.bars!({ size: [0.6, 48] }) } : {}),
        },
      ],
    };
    const chart = new uPlot(options, [xs, values.map((value) => value)] as uPlot.AlignedData, element);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(240, element.clientWidth), height }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, values, colour, bars, format, label, height]);

  return <div ref={holder} role="img" aria-label={label} data-testid="trend-chart" />;
}
