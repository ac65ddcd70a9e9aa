import { expect, type Page } from '@playwright/test';
import { pageAccessToken } from './page-session';

/**
 * Test data made through the API with the page's own session (quicker than clicking through forms): one access
 * token per `seeder`, each call form-encoded as the app sends it, the answer checked for success.
 */
export async function seeder(page: Page) {
  const token = await pageAccessToken(page);
  return async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload: Record<string, string | number | boolean> = {},
  ): Promise<T> {
    const { status, body } = await page.evaluate(
      async ({ method, path, payload, token }) => {
        const fields = new URLSearchParams({ deviceId: localStorage.getItem('deviceId') ?? '' });
        for (const [name, value] of Object.entries(payload)) fields.set(name, String(value));
        const inQuery = method !== 'POST';
        const response = await fetch(`/api${path}${inQuery ? `?${fields}` : ''}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(inQuery ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          },
          ...(inQuery ? {} : { body: fields.toString() }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { method, path, payload, token },
    );
    expect(status, `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
    return body as T;
  };
}

/** Makes `characterId` the page's current role (as choosing it on /character does) and reloads. */
export async function useRole(page: Page, characterId: number) {
  await page.evaluate((id) => localStorage.setItem('characterId', String(id)), characterId);
}

/** A new guest on the free trial in `page` (the home page's button), at the game center. */
export async function freeTrial(page: Page) {
  await page.goto('/');
  await page.getByTestId('free-trial').first().click();
  // A guest, a role and the game center's code: slow on a busy machine.
  await expect(page).toHaveURL(/\/game-center$/, { timeout: 30_000 });
}
