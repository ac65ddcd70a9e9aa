/**
 * How a game fits its stage. Every game lays itself out for a field at least `STAGE_MIN` big; a smaller stage
 * (a phone, a short window) shows that field scaled down whole, so nothing is cut off and the HUD and the
 * result keep their places. A larger stage lays the field out at its own size.
 */
export const STAGE_MIN = { width: 520, height: 400 } as const;

/** The scale of the game's field on a stage of this size: 1, or less when the stage is smaller than `STAGE_MIN`. */
export function stageScale(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(1, width / STAGE_MIN.width, height / STAGE_MIN.height);
}

/** A HUD item's horizontal extent, as Pixi gives it (`x`, `width` and the anchor). */
export interface HudItem {
  x: number;
  y: number;
  width: number;
  anchor: { x: number };
}

/** Space kept between HUD items and from the field's edge. */
const HUD_MARGIN = 20;
const HUD_GAP = 16;
/** The HUD's second row, for a level line that does not fit between the score and the lives. */
export const HUD_SECOND_ROW_Y = 54;

/**
 * Lays out the HUD's top row: the score on the left, the hearts on the right (`heartStep` apart), the level in
 * the middle; when the level would touch the score or the hearts (a narrow field, a long word in another
 * language), it goes to a second row under them.
 */
export function layoutHud(
  width: number,
  {
    score,
    level,
    hearts,
    heartStep,
  }: { score: HudItem; level: HudItem; hearts: readonly HudItem[]; heartStep: number },
): void {
  score.x = HUD_MARGIN;
  score.y = 14;
  hearts.forEach((heart, i) => {
    heart.x = width - HUD_MARGIN - (i + 1) * heartStep;
    heart.y = 14;
  });
  const scoreRight = score.x + score.width * (1 - score.anchor.x);
  const heartsLeft = hearts.length > 0 ? width - HUD_MARGIN - hearts.length * heartStep : width - HUD_MARGIN;
  const half = level.width / 2;
  const fits = width / 2 - half >= scoreRight + HUD_GAP && width / 2 + half <= heartsLeft - HUD_GAP;
  level.x = width / 2;
  level.y = fits ? 16 : HUD_SECOND_ROW_Y;
}
