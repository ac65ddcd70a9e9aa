import { expect, test } from '@playwright/test';
import type { JSONWebKeySet } from 'jose';
import { freePort } from '../../src/server/test/child-server';
import { startLocalLtiPlatform, type LocalLtiPlatform } from '../../src/server/test/local-lti-platform';
import { accountByApi } from './member';
import { seeder } from './seed';
import { takeLesson } from './take-lesson';

const base = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`;
let platform: LocalLtiPlatform;
test.beforeAll(async () => {
  platform = await startLocalLtiPlatform({
    port: await freePort(),
    toolKeys: async () => (await (await fetch(`${base}/api/lti/jwks`)).json()) as JSONWebKeySet,
  });
});
test.afterAll(async () => {
  await platform?.close();
});

test('a launch from the school’s platform opens the lesson signed in; after it the platform holds the score', async ({
  page,
  browser,
}) => {
  await accountByApi(page, 'office');
  await page.goto('/character');
  const call = await seeder(page);
  const school = await call<{ characterId: number }>('POST', '/school/open', {
    name: 'Riverside',
    nickname: 'Office',
  });
  await call('POST', '/school/lti/platform/save', {
    characterId: school.characterId,
    issuer: platform.issuer,
    clientId: platform.clientId,
    deploymentIds: JSON.stringify([platform.deploymentId]),
    authUrl: platform.authUrl,
    tokenUrl: platform.tokenUrl,
    jwksUrl: platform.jwksUrl,
  });

  const sub = `child-${Date.now().toString(36)}`;
  platform.nextLaunch({ sub, custom: { keyquest_target: 'lesson:home-keys-f-and-j' } });
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await child.goto(
    `/api/lti/login?${new URLSearchParams({
      iss: platform.issuer,
      login_hint: sub,
      target_link_uri: `${base}/api/lti/launch`,
      client_id: platform.clientId,
    })}`,
  );
  await child.waitForURL(/\/lesson\/home-keys-f-and-j$/);
  await expect(child.getByRole('button', { name: 'Start' })).toBeVisible();
  await takeLesson(child, 'home-keys-f-and-j');
  await expect
    .poll(() => platform.scores.filter((score) => score.userId === sub).length, { timeout: 15_000 })
    .toBe(1);
  expect(platform.scores.find((score) => score.userId === sub)).toMatchObject({
    scoreMaximum: 3,
    gradingProgress: 'FullyGraded',
  });
  await childContext.close();
});
