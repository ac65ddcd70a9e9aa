import { blockSize, keysOfBlock } from '../../../keyboard';
import { heatLevel, type HeatKey } from '../../reports/figures';
import styles from './ReportPage.module.css';

const UNIT = 60;
const GAP = 6;

/**
 * The keyboard as a heat map: each key coloured by the accuracy of the characters it types in the period, with
 * the accuracy written on it (colour is never the only signal). Keys with too few presses stay grey.
 */
export function KeyHeatmap({
  keys,
  label,
  percent,
}: {
  keys: readonly HeatKey[];
  label: string;
  percent: (value: number) => string;
}) {
  const byCode = new Map(keys.map((key) => [key.code, key]));
  const drawn = keysOfBlock('main');
  const size = blockSize(drawn);
  return (
    <svg
      className={styles.heatmap}
      viewBox={`${-GAP / 2} ${-GAP / 2} ${size.width * UNIT + GAP} ${size.height * UNIT + GAP}`}
      role="img"
      aria-label={label}
      data-testid="key-heatmap"
    >
      {drawn.map((def) => {
        const heat = byCode.get(def.code);
        const level = heatLevel(heat?.accuracy ?? null);
        const x = def.x * UNIT + GAP / 2;
        const y = def.y * UNIT + GAP / 2;
        const width = def.width * UNIT - GAP;
        const height = def.height * UNIT - GAP;
        const legend = def.code === 'Space' ? '' : def.label;
        return (
          <g
            key={def.code}
            className={`${styles.heatKey} ${styles[`heat-${level}`]}`}
            data-code={def.code}
            data-level={level}
            data-testid={`heat-key-${def.code}`}
          >
            <rect x={x} y={y} width={width} height={height} rx={9} />
            <text
              className={legend.length > 1 ? styles.heatWord : styles.heatLegend}
              x={x + width / 2}
              y={y + height * 0.45}
            >
              {legend}
            </text>
            {heat?.accuracy != null && (
              <text className={styles.heatValue} x={x + width / 2} y={y + height * 0.85}>
                {percent(heat.accuracy)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
