import { keyboardFor, layoutById, TAB_ROW_CODES, type LayoutId } from '../../../keyboard';
import styles from './KeyboardLayout.module.css';

const UNIT = 28;
const GAP = 3;

/** The legends of a layout's row under Tab, left to right (what the picture shows, and its text alternative). */
export function tabRowLegends(id: LayoutId): string[] {
  const keys = keyboardFor(layoutById(id));
  return TAB_ROW_CODES.map((code) => keys.find((key) => key.code === code)?.label ?? '');
}

/**
 * A picture of a layout's key row under Tab (Tab, then Q W E R T Y … on US), drawn from the layout's data: how a
 * learner recognises their keyboard. Decorative: the caller names the layout in text.
 */
export function TabRow({ id }: { id: LayoutId }) {
  const legends = tabRowLegends(id);
  const tabWidth = 1.5 * UNIT;
  const width = tabWidth + legends.length * UNIT;
  return (
    <svg
      className={styles.row}
      viewBox={`0 0 ${width} ${UNIT}`}
      aria-hidden="true"
      data-testid={`tab-row-${id}`}
      data-legends={legends.join(' ')}
    >
      <rect
        className={styles.tab}
        x={GAP / 2}
        y={GAP / 2}
        width={tabWidth - GAP}
        height={UNIT - GAP}
        rx={4}
      />
      <text className={styles.tabLegend} x={tabWidth / 2} y={UNIT * 0.62}>
        Tab
      </text>
      {legends.map((legend, index) => {
        const x = tabWidth + index * UNIT;
        return (
          <g key={TAB_ROW_CODES[index]}>
            <rect
              className={index < 6 ? styles.checkKey : styles.key}
              x={x + GAP / 2}
              y={GAP / 2}
              width={UNIT - GAP}
              height={UNIT - GAP}
              rx={4}
            />
            <text className={styles.legend} x={x + UNIT / 2} y={UNIT * 0.66}>
              {legend}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
