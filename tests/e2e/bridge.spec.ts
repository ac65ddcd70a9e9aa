import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inbox, installFakeWrapper, message, sendToPage, type PageMessage } from './bridge/fake-wrapper';
import { uniqueName } from './unique';

/**
 * The native-wrapper bridge (docs/BRIDGE.md) against the built app, with a stand-in wrapper of each shape
 * (tests/e2e/bridge/fake-wrapper.ts): every message both ways.
 * Android: `ready` -> `init` (the wrapper's token, device id and lite channel are what the page's API calls and
 * looks use), reduced navigation, `route` on each page, `back` to /chapter/, a new `token`, `signedOut` at
 * sign-out, and `error` answers to malformed, unknown and other-version messages.
 * iOS: `init` on an Apple platform, `binding` after the QR login in binding mode, and `purchaseResult`.
 */

/** A guest with a student character, made through the API as a wrapper's own login would. */
async function guest(request: APIRequestContext, deviceId: string) {
  const login = await request.post('/api/user/auth/visitor', { form: { deviceId, clientType: 'mobile' } });
  expect(login.status()).toBe(200);
  const { accessToken, refreshToken } = (await login.json()) as { accessToken: string; refreshToken: string };
  const created = await request.post('/api/character/create', {
    form: { deviceId, avatar: 'avatar-student-1', nickname: 'Wren', type: 'STUDENT' },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(created.status()).toBe(200);
  const { characterId } = (await created.json()) as { characterId: number };
  return { accessToken, refreshToken, characterId };
}

/** The messages of one type the page sent. */
const sent = async (page: Page, type: string): Promise<PageMessage[]> =>
  (await inbox(page)).filter((entry) => entry.type === type);

test('Android shape: init, reduced navigation, lite, route, back, token, sign-out, bad messages', async ({
  page,
  context,
  request,
}) => {
  const deviceId = 'android-device-1';
  const { accessToken: token, refreshToken, characterId } = await guest(request, deviceId);
  // The learner's current character, kept on the device as in a browser (spec 3).
  await context.addInitScript((id) => localStorage.setItem('characterId', String(id)), characterId);
  await installFakeWrapper(context, {
    shape: 'android',
    init: { accessToken: token, deviceId, clientType: 'mobile', channel: 'edu-tablet', platform: 'android' },
  });
  const calls: { path: string; authorization?: string; deviceId: string | null }[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = call.postData();
    calls.push({
      path: url.pathname,
      authorization: call.headers().authorization,
      deviceId: url.searchParams.get('deviceId') ?? (body ? new URLSearchParams(body).get('deviceId') : null),
    });
  });

  await page.goto('/');
  // The page says it is ready, with the protocol version; the wrapper's init arrives before the first render.
  await expect
    .poll(async () => (await sent(page, 'ready'))[0])
    .toMatchObject({ version: 1, payload: { protocol: 1, path: '/' } });
  // Reduced navigation (spec 2.3): the logo leads to /chapter/ and the menu is one continue-learning button.
  const header = page.getByTestId('site-header');
  const links = header.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute('href', '/chapter/');
  await expect(links.nth(1)).toHaveText('Continue learning');
  await expect(header.getByTestId('product-menu')).toHaveCount(0);
  // The wrapper's low-power channel runs the whole app lite.
  await expect(page.locator('html')).toHaveAttribute('data-lite', 'true');

  // To the course map inside the app: the page tells the route, and its calls carry the wrapper's token and id.
  await links.nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course map' })).toBeVisible();
  await expect
    .poll(async () => (await sent(page, 'route')).map((entry) => entry.payload.path))
    .toContain('/chapter/');
  // Calls of the learner's own data carry the wrapper's token; every call carries its device id.
  await expect.poll(() => calls.filter((call) => call.authorization).length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.deviceId, call.path).toBe(deviceId);
    if (call.authorization) expect(call.authorization, call.path).toBe(`Bearer ${token}`);
  }

  // The back button: from a lesson to the learning home.
  await page.getByTestId('lesson-card-home-keys-f-and-j').click();
  await expect(page).toHaveURL(/\/lesson\/home-keys-f-and-j$/);
  await sendToPage(page, message('back'));
  await expect(page).toHaveURL(/\/chapter\/$/);

  // A token the wrapper renewed is the one the next calls carry.
  const refreshed = await request.post('/api/user/auth/refresh', { form: { deviceId, refreshToken } });
  const { accessToken: renewed } = (await refreshed.json()) as { accessToken: string };
  expect(renewed).not.toBe(token);
  await sendToPage(page, message('token', { accessToken: renewed }));
  calls.length = 0;
  await page.getByRole('link', { name: 'Report' }).first().click();
  await expect.poll(() => calls.filter((call) => call.authorization).length).toBeGreaterThan(0);
  for (const call of calls.filter((entry) => entry.authorization))
    expect(call.authorization, call.path).toBe(`Bearer ${renewed}`);

  // What is not a message of this protocol is answered with an error and changes nothing.
  await sendToPage(page, 'not json at all');
  await sendToPage(page, JSON.stringify({ payload: {} }));
  await sendToPage(page, message('teleport', { to: '/moon' }));
  await sendToPage(page, message('back', {}, 2));
  await sendToPage(page, message('token', { accessToken: 42 }));
  await expect
    .poll(async () => (await sent(page, 'error')).map((entry) => entry.payload))
    .toEqual([
      { reason: 'malformed' },
      { reason: 'malformed' },
      { reason: 'unknown-type', type: 'teleport' },
      { reason: 'unsupported-version', type: 'back' },
      { reason: 'bad-payload', type: 'token' },
    ]);
  await expect(page).toHaveURL(/\/report/);

  // Sign-out tells the wrapper.
  await page.goto('/character');
  await page.getByTestId('sign-out').click();
  await expect.poll(async () => (await sent(page, 'signedOut')).length).toBe(1);
});

test('iOS shape: binding after the QR login in binding mode, purchases answered through the wrapper', async ({
  page,
  context,
  request,
}) => {
  const deviceId = 'ios-device-1';
  const { accessToken: token } = await guest(request, deviceId);
  await installFakeWrapper(context, {
    shape: 'ios',
    init: { accessToken: token, deviceId, clientType: 'mobile', platform: 'ios' },
  });
  await page.goto('/login/?mode=binding');
  await expect
    .poll(async () => (await sent(page, 'ready'))[0])
    .toMatchObject({ version: 1, payload: { protocol: 1 } });
  await expect(page.locator('html')).not.toHaveAttribute('data-lite', 'true');

  // The QR code of binding mode, approved by a signed-in phone: the code goes to the wrapper, not to a login.
  const sessionKey = await page.getByTestId('qr-image').getAttribute('data-session-key');
  expect(sessionKey).toBeTruthy();
  const approved = await request.post('/api/user/auth/sessionKey/approve', {
    form: { deviceId: 'phone-device-1', sessionKey: sessionKey! },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.status()).toBe(200);
  await expect(page.getByTestId('qr-approved')).toContainText('links this sign-in to your account');
  const [binding] = await sent(page, 'binding');
  expect(binding?.payload.code).toEqual(expect.any(String));
  await expect(page).toHaveURL(/\/login\/\?mode=binding$/);

  // A purchase result for a purchase the page never asked for is refused, in the protocol's words.
  await sendToPage(page, message('purchaseResult', { requestId: 'p-unknown', status: 'paid' }));
  await expect
    .poll(async () => (await sent(page, 'error')).map((entry) => entry.payload))
    .toEqual([{ reason: 'bad-payload', type: 'purchaseResult' }]);
});

test('iOS shape: the membership page buys through the wrapper, and the App Store purchase pays the order', async ({
  page,
  context,
  request,
}) => {
  // A formal account (a guest cannot buy), signed in by the wrapper.
  const deviceId = 'ios-device-2';
  const username = uniqueName('ios');
  const login = await request.post('/api/user/auth/register', {
    form: { deviceId, username, password: 'abc123', confirmPassword: 'abc123', agreeTerms: 'true' },
  });
  expect(login.status()).toBe(200);
  const { accessToken: token } = (await login.json()) as { accessToken: string };
  await installFakeWrapper(context, {
    shape: 'ios',
    init: { accessToken: token, deviceId, clientType: 'mobile', platform: 'ios' },
  });
  await page.goto('/membership');
  // Inside the Apple wrapper the page says why the purchase goes through the App Store.
  await expect(page.getByTestId('checkout')).toContainText('bought through the App Store, as Apple requires');
  await page.getByTestId('plan-month').click();
  await page.getByRole('button', { name: 'Buy and pay' }).click();
  await expect.poll(async () => (await sent(page, 'purchase')).length).toBe(1);
  const [purchase] = await sent(page, 'purchase');
  expect(purchase?.payload).toMatchObject({ productId: 'keyquest.membership.month' });
  // The store's notification reaches the server (the sandbox stands in for it), then the wrapper answers.
  const paid = await request.post('/api/membership/sandbox/act', {
    form: { deviceId, paymentId: String(purchase?.payload.appAccountToken), action: 'complete' },
  });
  expect(paid.status()).toBe(200);
  await sendToPage(
    page,
    message('purchaseResult', { requestId: String(purchase?.payload.requestId), status: 'paid' }),
  );
  await expect(page).toHaveURL(/\/membership\/order\/KQ\d{18}$/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-state', 'PAID');
  expect(await sent(page, 'error')).toEqual([]);
});
