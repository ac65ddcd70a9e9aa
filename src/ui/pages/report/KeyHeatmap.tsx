import { blockSize, keyboardFor, keysOfBlock, type KeyboardLayout, type KeyDef } from '../../../keyboard';
import { heatLevel, speedLevel, type HeatKey, type HeatMeasure } from '../../reports/figures';
import styles from './ReportPage.module.css';

const UNIT = 60;
const GAP = 6;
/** The space between the main block and the keypad, in key units. */
const BLOCK_GAP = 0.5;

/**
 * The keyboard as a heat map: each key coloured by the accuracy of the characters it types in the period, or by
 * its speed (its mean time to type against the learner's usual key time, `usualMs`), with the figure written on
 * it (colour is never the only signal). Keys with too little practice stay grey. The numeric keypad is drawn
 * beside the main block when the period has keypad lessons (`keypadKeys`). The main block is drawn on the
 * learner's `layout` (its legends and geometry; US when none is given), as `heatKeys` summed the figures on it.
 */
export function KeyHeatmap({
  keys,
  keypadKeys = [],
  measure = 'accuracy',
  usualMs = null,
  label,
  percent,
  seconds,
  layout,
}: {
  keys: readonly HeatKey[];
  keypadKeys?: readonly HeatKey[];
  measure?: HeatMeasure;
  usualMs?: number | null;
  label: string;
  percent: (value: number) => string;
  /** A time in ms written in seconds (with its unit). */
  seconds: (ms: number) => string;
  layout?: KeyboardLayout | undefined;
}) {
  const main = layout ? keysOfBlock('main', keyboardFor(layout)) : keysOfBlock('main');
  const mainSize = blockSize(main);
  const keypad = keypadKeys.length > 0 ? keysOfBlock('numpad') : [];
  const keypadSize = blockSize(keypad);
  const keypadLeft = mainSize.width + BLOCK_GAP;
  const width = keypad.length > 0 ? keypadLeft + keypadSize.width : mainSize.width;
  const height = Math.max(mainSize.height, keypadSize.height);

  const drawBlock = (drawn: readonly KeyDef[], figures: readonly HeatKey[], left: number) => {
    const byCode = new Map(figures.map((key) => [key.code, key]));
    return drawn.map((def) => {
      const heat = byCode.get(def.code);
      const level = measure === 'accuracy' ? heatLevel(heat?.accuracy ?? null) : speedLevel(heat, usualMs);
      const value =
        level === 'none' || !heat
          ? null
          : measure === 'accuracy'
            ? percent(heat.accuracy ?? 0)
            : seconds(heat.meanTimeMs ?? 0);
      const x = (left + def.x) * UNIT + GAP / 2;
      const y = def.y * UNIT + GAP / 2;
      const keyWidth = def.width * UNIT - GAP;
      const keyHeight = def.height * UNIT - GAP;
      const legend = def.code === 'Space' ? '' : def.label;
      return (
        <g
          key={def.code}
          className={`${styles.heatKey} ${styles[`heat-${level}`]}`}
          data-code={def.code}
          data-level={level}
          data-testid={`heat-key-${def.code}`}
        >
          <rect x={x} y={y} width={keyWidth} height={keyHeight} rx={9} />
          <text
            className={legend.length > 1 ? styles.heatWord : styles.heatLegend}
            x={x + keyWidth / 2}
            y={y + Math.min(keyHeight, UNIT) * 0.45}
          >
            {legend}
          </text>
          {value !== null && (
            <text className={styles.heatValue} x={x + keyWidth / 2} y={y + Math.min(keyHeight, UNIT) * 0.85}>
              {value}
            </text>
          )}
        </g>
      );
    });
  };

  return (
    <svg
      className={styles.heatmap}
      viewBox={`${-GAP / 2} ${-GAP / 2} ${width * UNIT + GAP} ${height * UNIT + GAP}`}
      role="img"
      aria-label={label}
      data-testid="key-heatmap"
      data-measure={measure}
    >
      {drawBlock(main, keys, 0)}
      {keypad.length > 0 && <g data-testid="heat-keypad">{drawBlock(keypad, keypadKeys, keypadLeft)}</g>}
    </svg>
  );
}
