import type { Page } from '@playwright/test';

/**
 * An access token of the page's session, for a test that reads the server directly. The app keeps its access
 * token in memory only, and the refresh token is an HttpOnly cookie no script can read, so the test gets one
 * as the app does: a refresh through the cookie (taking the app's own lock, so the two never present the same
 * rotated token).
 */
export function pageAccessToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token: unknown = await navigator.locks.request('keyquest-token-refresh', async () => {
      const response = await fetch('/api/user/auth/refresh', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-keyquest-session': 'cookie',
        },
        body: new URLSearchParams({ deviceId: localStorage.getItem('deviceId') ?? '' }).toString(),
      });
      const body = (await response.json()) as { accessToken?: string };
      if (!response.ok || !body.accessToken) throw new Error(`refresh failed: ${JSON.stringify(body)}`);
      return body.accessToken;
    });
    return String(token);
  });
}
