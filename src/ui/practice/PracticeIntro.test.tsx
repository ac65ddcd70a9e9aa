import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyConfidence } from '../../engine';
import { renderWithProviders } from '../testing/render-with-providers';
import type { Practice } from './practice';
import { PracticeIntro } from './PracticeIntro';

describe("the adaptive practice's introduction", () => {
  it("writes the focus key's accuracy as the plan does, and says it covers all the practice so far", () => {
    // Q: 20 of 26 right (76.9 %): the plan's "keys that hold you back" line reads 77 % for the same history.
    const q = keyConfidence('q', { hits: 20, misses: 6, timedHits: 20, meanTimeMs: 500 });
    const practice = {
      adaptive: {
        focus: 'q',
        explanation: { reason: 'accuracy', key: 'q', value: q.accuracy!, target: 0.95 },
        added: null,
        unlocked: ['q'],
        confidences: [q],
      },
      view: { kind: 'text' },
      family: 'adaptive',
    } as unknown as Practice;
    renderWithProviders(<PracticeIntro practice={practice} />);
    expect(screen.getByTestId('adaptive-focus')).toHaveTextContent(
      'Focus on Q: over all your practice so far its accuracy is 77%, the target is 95%.',
    );
  });
});
