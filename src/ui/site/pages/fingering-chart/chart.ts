import {
  FINGERS,
  HOME_KEYS,
  isLayoutId,
  keyboardFor,
  keysOfBlock,
  layoutById,
  type Finger,
  type KeyDef,
  type LayoutId,
} from '../../../../keyboard';

/** What the fingering chart shows for one layout: its keys, its home row and each finger's keys. */
export interface FingeringChart {
  layout: LayoutId;
  /** The main block of the layout's keyboard, in finger colours on the page and on the wallpaper. */
  keys: readonly KeyDef[];
  /** The home row's legends under the left and the right hand ("A S D F", "J K L ;" on US; "Q S D F", "J K L M" on AZERTY). */
  home: { left: string; right: string };
  /** Each finger's keys (thumbs left out: they share the space bar), by their legends on the layout. */
  fingers: readonly { finger: Finger; labels: string }[];
}

const charts = new Map<LayoutId, FingeringChart>();

/** The fingering chart of a layout (built once per layout). */
export function fingeringChart(layout: LayoutId): FingeringChart {
  let chart = charts.get(layout);
  if (chart) return chart;
  const keys = keysOfBlock('main', keyboardFor(layoutById(layout)));
  const label = (code: string) => keys.find((key) => key.code === code)?.label ?? '';
  const homeOf = (codes: readonly string[]) => codes.map(label).join(' ');
  chart = {
    layout,
    keys,
    home: { left: homeOf(HOME_KEYS.slice(0, 4)), right: homeOf(HOME_KEYS.slice(4)) },
    fingers: FINGERS.filter((finger) => !finger.endsWith('-thumb')).map((finger) => ({
      finger,
      labels: keys
        .filter((key) => key.finger === finger)
        .map((key) => key.label)
        .join(' '),
    })),
  };
  charts.set(layout, chart);
  return chart;
}

/** The layout a `?layout=` value names, else undefined. */
export function chartLayoutParam(value: string | null): LayoutId | undefined {
  return value !== null && isLayoutId(value) ? value : undefined;
}
