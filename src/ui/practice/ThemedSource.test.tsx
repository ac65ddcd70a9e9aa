import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lt } from '../../content/localize';
import { renderWithProviders } from '../testing/render-with-providers';
import type { AdaptiveInfo, ThemedWritingInfo } from './practice';
import { ThemedSource } from './ThemedSource';
import chinese from '../../../locales/CHS.json';
import { useLocaleStore } from '../i18n/locale-store';

const writing = (values: Partial<ThemedWritingInfo>): ThemedWritingInfo => ({
  made: 'sentences',
  sentences: 7,
  kinds: { theme: 14, common: 20, pseudo: 0 },
  keysUntilWords: 0,
  keysUntilSentences: 0,
  ...values,
});

const info = (values: Partial<AdaptiveInfo>): AdaptiveInfo => ({
  focus: 'e',
  explanation: { reason: 'new', key: 'e', value: 0, target: 10 },
  added: null,
  unlocked: [...'fjdkslae'],
  confidences: [],
  theme: 'pirates',
  themeTitle: lt('Pirates', '海盗', '海盜', 'Lanun', '海賊'),
  source: 'offline',
  writing: writing({}),
  ...values,
});

const source = () => screen.getByTestId('adaptive-source');

describe('what a themed passage is made of', () => {
  it('names sentences on the theme as such', () => {
    renderWithProviders(<ThemedSource info={info({})} />);
    expect(source().dataset.source).toBe('sentences');
    expect(source().textContent).toBe('Sentences on the theme “Pirates”, made only of your keys.');
  });

  it('says plainly how many keys until the theme’s sentences, or its words, fit', () => {
    const { unmount } = renderWithProviders(
      <ThemedSource
        info={info({ writing: writing({ made: 'phrases', sentences: 0, keysUntilSentences: 3 }) })}
      />,
    );
    expect(source().textContent).toContain('no whole sentence yet. 3 more keys and sentences come.');
    unmount();
    renderWithProviders(
      <ThemedSource
        info={info({
          writing: writing({
            made: 'everyday',
            keysUntilWords: 1,
            kinds: { theme: 0, common: 30, pseudo: 6 },
          }),
        })}
      />,
    );
    expect(source().dataset.source).toBe('everyday');
    expect(source().textContent).toContain('cannot spell words of the theme “Pirates” yet');
    expect(source().textContent).toContain('1 more key and they can.');
    expect(source().textContent).toContain('some are made-up practice words');
  });

  it('with one to three of the theme’s sentences, says it is mostly words, how many sentences and how many keys', () => {
    const few = info({ writing: writing({ made: 'phrases', sentences: 2, keysUntilSentences: 1 }) });
    const { unmount } = renderWithProviders(<ThemedSource info={few} />);
    expect(source().textContent).toBe(
      'Mostly words of the theme “Pirates”: your keys spell only 2 sentences on it yet. 1 more key and the passage is all sentences.',
    );
    expect(source().textContent).not.toContain('Sentences on the theme');
    unmount();
    const locale = useLocaleStore.getState().locale;
    useLocaleStore.setState({ locale: 'CHS' });
    renderWithProviders(<ThemedSource info={few} />, { locale: 'zh-Hans', messages: chinese });
    expect(source().textContent).toBe(
      '这段主要是“海盗”主题的单词：你学过的键只能拼出这个主题的 2 个句子。再学 1 个键，整段就都是句子了。',
    );
    useLocaleStore.setState({ locale });
  });

  it('says a theme typed that is none of ours is none of ours, and credits the AI writer for its own', () => {
    const { unmount } = renderWithProviders(
      <ThemedSource
        info={info({ theme: 'Weltraum', themeTitle: undefined, writing: writing({ made: 'everyday' }) })}
      />,
    );
    expect(source().dataset.source).toBe('unknown');
    expect(source().textContent).toContain('We have no theme called “Weltraum” yet');
    unmount();
    renderWithProviders(<ThemedSource info={info({ source: 'writer', writing: undefined })} />);
    expect(source().textContent).toContain('written for you by the AI writer');
  });
});
