import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLiteMode, isLiteApp } from './lite-mode';
import { OfflineNotice } from './OfflineNotice';
import { isPracticeRoute } from './online-status';
import { isChunkLoadError, RouteLoadBoundary } from './RouteLoadBoundary';
import { UpdatePrompt } from './UpdatePrompt';
import { useServiceWorkerStore } from './service-worker';

afterEach(() => {
  cleanup();
  useServiceWorkerStore.setState({ updateReady: false, offlineReady: false, applyUpdate: null });
  vi.restoreAllMocks();
});

const inApp = (ui: React.ReactNode, path = '/') =>
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );

describe('the lite app', () => {
  it('is on for the low-power channels only', () => {
    const root = document.createElement('html');
    expect(applyLiteMode('edu-tablet', root)).toBe(true);
    expect(isLiteApp(root)).toBe(true);
    expect(applyLiteMode('web', root)).toBe(false);
    expect(isLiteApp(root)).toBe(false);
  });
});

describe('a page whose code cannot load', () => {
  it('recognises the browsers’ and Vite’s words for it', () => {
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/ReportPage.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('says offline in words instead of a blank page, with a way to try again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('Unable to preload CSS for /assets/ReportPage.css')));
    inApp(
      <RouteLoadBoundary resetKey="/report">
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </RouteLoadBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page needs the internet' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the update prompt', () => {
  it('offers a waiting version on other pages and updates only when asked', async () => {
    const applyUpdate = vi.fn(() => Promise.resolve());
    useServiceWorkerStore.setState({ updateReady: true, applyUpdate });
    inApp(<UpdatePrompt />, '/chapter/');
    expect(screen.getByText('A new version of KeyQuest is ready.')).toBeVisible();
    expect(applyUpdate).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Update now' }).click();
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('never shows while the learner types or plays', () => {
    useServiceWorkerStore.setState({ updateReady: true, applyUpdate: () => Promise.resolve() });
    for (const path of ['/lesson/home-keys-f-and-j', '/game-center', '/chapter/pinyin/pinyin-a-o-e']) {
      expect(isPracticeRoute(path)).toBe(true);
      const { unmount } = inApp(<UpdatePrompt />, path);
      expect(screen.queryByTestId('update-prompt')).toBeNull();
      unmount();
    }
    expect(isPracticeRoute('/chapter/')).toBe(false);
  });
});

describe('the offline notice', () => {
  it('says nothing online, what works offline on other pages, and one short line while typing', () => {
    const { unmount } = inApp(<OfflineNotice />, '/chapter/');
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    unmount();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const page = inApp(<OfflineNotice />, '/chapter/');
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(
      'Signing in, leaderboards and new reports need',
    );
    page.unmount();
    inApp(<OfflineNotice />, '/lesson/home-keys-f-and-j');
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(
      'You are offline. Your results are kept on this device until you are back online.',
    );
  });
});
