import type { Finger, KeyDef, LayoutId } from '../../../../keyboard';

/** The wallpaper sizes of spec section 9: large, medium and small. */
export const WALLPAPER_SIZES = {
  large: { width: 5120, height: 3412 },
  medium: { width: 3840, height: 2560 },
  small: { width: 2400, height: 1600 },
} as const;
export type WallpaperSize = keyof typeof WALLPAPER_SIZES;

/** The wallpaper's file name: the layout in it, but for US (`keyquest-fingering-chart-fr-5120x3412.png`). */
export function wallpaperFileName(layout: LayoutId, width: number, height: number): string {
  return `keyquest-fingering-chart-${layout === 'us' ? '' : `${layout}-`}${width}x${height}.png`;
}

/** The finger colours of styles/global.css, as a canvas needs them (it cannot read CSS variables). */
export const FINGER_HEX: Readonly<Record<Finger, string>> = {
  'left-pinky': '#822b54',
  'left-ring': '#3602ca',
  'left-middle': '#3299f1',
  'left-index': '#075914',
  'left-thumb': '#798599',
  'right-thumb': '#798599',
  'right-index': '#af8a00',
  'right-middle': '#3299f1',
  'right-ring': '#3602ca',
  'right-pinky': '#822b54',
};

/** Where the keyboard sits on a wallpaper: centred, 80% of the width, scaled from key units. */
export function keyboardPlacement(
  width: number,
  height: number,
  block: { width: number; height: number },
): { unit: number; left: number; top: number } {
  const unit = Math.min((width * 0.8) / block.width, (height * 0.55) / block.height);
  return {
    unit,
    left: (width - block.width * unit) / 2,
    top: height * 0.32 + (height * 0.6 - block.height * unit) / 2,
  };
}

/**
 * Draws the fingering chart wallpaper: a title, the keyboard with each key in its finger's colour, and a
 * legend line. Our own drawing, from the keyboard model, at any size.
 */
export function drawWallpaper(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  keys: readonly KeyDef[],
  block: { width: number; height: number },
  text: { title: string; subtitle: string },
): void {
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1d2540');
  gradient.addColorStop(1, '#2b3f7a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);

  const { unit, left, top } = keyboardPlacement(width, height, block);
  const gap = unit * 0.08;
  const radius = unit * 0.14;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const key of keys) {
    const x = left + key.x * unit + gap / 2;
    const y = top + key.y * unit + gap / 2;
    const w = key.width * unit - gap;
    const h = key.height * unit - gap;
    context.fillStyle = FINGER_HEX[key.finger];
    context.beginPath();
    context.roundRect(x, y, w, h, radius);
    context.fill();
    context.fillStyle = '#ffffff';
    context.font = `700 ${Math.round(unit * (key.label.length > 2 ? 0.22 : 0.36))}px sans-serif`;
    context.fillText(key.label, x + w / 2, y + h / 2);
    if (key.homeBump) {
      context.fillRect(x + w / 2 - unit * 0.12, y + h - unit * 0.16, unit * 0.24, unit * 0.04);
    }
  }

  context.fillStyle = '#ffffff';
  context.font = `800 ${Math.round(height * 0.07)}px sans-serif`;
  context.fillText(text.title, width / 2, height * 0.13);
  context.fillStyle = '#c9d3ee';
  context.font = `600 ${Math.round(height * 0.03)}px sans-serif`;
  context.fillText(text.subtitle, width / 2, height * 0.22);
}
