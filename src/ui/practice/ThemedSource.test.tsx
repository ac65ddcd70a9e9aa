import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import type { AdaptiveInfo } from './practice';
import { ThemedSource } from './ThemedSource';

const info = (values: Partial<AdaptiveInfo>): AdaptiveInfo => ({
  focus: 'e',
  explanation: { reason: 'new', key: 'e', value: 0, target: 10 },
  added: null,
  unlocked: [...'fjdkslae'],
  confidences: [],
  theme: 'dinosaurs',
  source: 'offline',
  ...values,
});

describe('what a themed passage is made of', () => {
  it('tells the learner whether the words are the theme’s, common words or made up', () => {
    const { unmount } = renderWithProviders(
      <ThemedSource info={info({ kinds: { theme: 20, common: 0, pseudo: 0 } })} />,
    );
    expect(screen.getByTestId('adaptive-source').textContent).toBe(
      'All these words belong to the theme and use only your keys.',
    );
    unmount();
    renderWithProviders(<ThemedSource info={info({ kinds: { theme: 0, common: 30, pseudo: 6 } })} />);
    const source = screen.getByTestId('adaptive-source');
    expect(source.dataset.source).toBe('common');
    expect(source.textContent).toContain('these are common English words');
    expect(source.textContent).toContain('some are made-up practice words');
  });

  it('says a mixed passage fills in with common words, and credits the AI writer for its own', () => {
    const { unmount } = renderWithProviders(
      <ThemedSource info={info({ kinds: { theme: 12, common: 20, pseudo: 0 } })} />,
    );
    expect(screen.getByTestId('adaptive-source').textContent).toContain('common English words fill in');
    unmount();
    renderWithProviders(<ThemedSource info={info({ source: 'writer' })} />);
    expect(screen.getByTestId('adaptive-source').textContent).toContain('written for you by the AI writer');
  });
});
