import { describe, expect, it } from 'vitest';
import { HUD_SECOND_ROW_Y, layoutHud, STAGE_MIN, stageScale } from './stage-fit';

const item = (width: number, anchorX = 0) => ({ x: 0, y: 0, width, anchor: { x: anchorX } });

describe('fitting a game to its stage', () => {
  it('scales the field down whole on a stage smaller than the least field, never up', () => {
    expect(stageScale(1280, 640)).toBe(1);
    expect(stageScale(2560, 1440)).toBe(1);
    // A phone's stage: 335 px wide.
    expect(stageScale(335, 420)).toBeCloseTo(335 / STAGE_MIN.width);
    // A short window: the height decides.
    expect(stageScale(1000, 300)).toBeCloseTo(300 / STAGE_MIN.height);
    expect(stageScale(0, 0)).toBe(1);
  });

  it('keeps the level line between the score and the hearts, or puts it on a second row', () => {
    const wide = {
      score: item(150),
      level: item(90, 0.5),
      hearts: [item(34), item(34), item(34)],
      heartStep: 40,
    };
    layoutHud(800, wide);
    expect(wide.level).toMatchObject({ x: 400, y: 16 });
    expect(wide.hearts.map((heart) => heart.x)).toEqual([740, 700, 660]);
    // The least field with a long score and a long level name in another language.
    const narrow = {
      score: item(200),
      level: item(160, 0.5),
      hearts: [item(34), item(34), item(34), item(34)],
      heartStep: 40,
    };
    layoutHud(STAGE_MIN.width, narrow);
    expect(narrow.level.y).toBe(HUD_SECOND_ROW_Y);
    expect(narrow.score).toMatchObject({ x: 20, y: 14 });
  });
});
