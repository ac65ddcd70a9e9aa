import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import chinese from '../../../locales/CHS.json';
import { useLocaleStore } from '../i18n/locale-store';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { createQueryClient } from '../queries/query-client';
import { renderWithProviders } from '../testing/render-with-providers';
import ContactPage from './pages/help/ContactPage';
import FaqPage from './pages/help/FaqPage';
import LegalPage from './pages/help/LegalPage';
import LandingPage from './pages/landing/LandingPage';
import VideoLessonPage from './pages/video-course/VideoLessonPage';

const keywords = () => document.head.querySelector('meta[name="keywords"]')?.getAttribute('content');

/** A lesson page at /product/video-course/{slug}. */
const renderLesson = (slug: string) =>
  renderWithProviders(<VideoLessonPage />, {
    path: `/product/video-course/${slug}`,
    route: '/product/video-course/:video',
  });

beforeEach(() => {
  // jsdom has no media playback; the landing hero starts its video in an effect.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  useLocaleStore.setState({ locale: 'ENG' });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

describe('a video lesson page', () => {
  it("shows the lesson's own page title in the browser tab when the lesson has one", () => {
    renderLesson('what-is-keyquest');
    expect(document.title).toBe('What is KeyQuest? Typing lessons and games for children');
  });

  it('shows "<lesson title> | KeyQuest" in the tab for a lesson without its own page title', () => {
    renderLesson('lower-row-keys-v-and-m');
    expect(document.title).toBe('V and M | KeyQuest');
  });

  it('uses the page title of the learner’s language', () => {
    useLocaleStore.setState({ locale: 'JA' });
    renderLesson('what-is-keyquest');
    expect(document.title).toBe('KeyQuest とは？子どものためのタイピングレッスンとゲーム');
  });

  it('plays the recorded video of a lesson that has one, and the keyboard demonstration otherwise', () => {
    const games = renderLesson('learn-to-type-by-playing-games');
    const video = screen.getByTestId('lesson-video');
    expect(video).toHaveAttribute('src', '/landing/star-trek.webm');
    expect(video).toHaveAccessibleName('Recorded video: Learn to type by playing games');
    expect(screen.queryByTestId('keyboard-demo')).toBeNull();
    games.unmount();

    renderLesson('lower-row-keys-v-and-m');
    expect(screen.getByTestId('keyboard-demo')).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-video')).toBeNull();
  });
});

describe('the help pages and the 404 page', () => {
  it('give search engines keywords for the FAQ, contact and legal pages', () => {
    const faq = renderWithProviders(<FaqPage />);
    expect(keywords()).toBe('KeyQuest help, typing FAQ, typing for kids, free trial');
    faq.unmount();
    const contact = renderWithProviders(<ContactPage />);
    expect(keywords()).toBe('contact KeyQuest, feedback, school edition, institution edition');
    contact.unmount();
    const terms = renderWithProviders(<LegalPage document="tos" />);
    expect(keywords()).toBe('KeyQuest terms of service, terms of use');
    terms.unmount();
    renderWithProviders(<LegalPage document="private" />);
    expect(keywords()).toBe("KeyQuest privacy policy, children's privacy, personal data");
  });

  it('names the 404 page in the browser tab', () => {
    renderWithProviders(<NotFoundPage />);
    expect(document.title).toBe('Page not found | KeyQuest');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('has one main landmark when the 404 page sits inside the site layout', () => {
    const view = renderWithProviders(
      <main>
        <NotFoundPage framed />
      </main>,
    );
    expect(view.container.querySelectorAll('main')).toHaveLength(1);
  });
});

describe('the landing page in Chinese', () => {
  const renderInChinese = (element: ReactElement) =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <IntlProvider locale="zh-Hans" messages={chinese} defaultLocale="en">
          <MemoryRouter initialEntries={['/landing']}>
            <Routes>
              <Route path="*" element={element} />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>,
    );

  it('announces its carousels and their slides in Chinese to screen readers', () => {
    renderInChinese(<LandingPage />);
    const carousel = screen.getByTestId('feature-slider');
    expect(carousel).toHaveAttribute('aria-roledescription', '轮播');
    const slides = within(carousel).getAllByRole('article', { hidden: true });
    expect(slides.length).toBe(3);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', '幻灯片');
  });
});
