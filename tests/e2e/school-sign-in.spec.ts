import { expect, test } from '@playwright/test';
import { freePort } from '../../src/server/test/child-server';
import { startLocalOidc, type LocalOidc } from '../../src/server/test/local-oidc';
import { accountByApi } from './member';
import { seeder, useRole } from './seed';

const port = Number(process.env.E2E_PORT ?? 8181);
let idp: LocalOidc;
test.beforeAll(async () => {
  idp = await startLocalOidc({
    port: await freePort(),
    redirectUris: [`http://127.0.0.1:${port}/api/sso/callback`],
  });
});
test.afterAll(async () => {
  await idp?.close();
});

test('a school admin configures its provider; a rostered child signs in with it and is in their class', async ({
  page,
  browser,
}) => {
  const domain = `e2e${Date.now().toString(36)}.example`;
  await accountByApi(page, 'office');
  await page.goto('/character');
  const call = await seeder(page);
  const school = await call<{ characterId: number }>('POST', '/school/open', {
    name: 'Brookside',
    nickname: 'Office',
  });
  await call('POST', '/school/roster/import', {
    characterId: school.characterId,
    files: JSON.stringify({
      'classes.csv': 'sourcedId,status,dateLastModified,title,schoolSourcedId\nc-3b,active,,Class 3B,org-1\n',
      'users.csv': `sourcedId,status,enabledUser,role,username,email,givenName,familyName\nu-kim,active,true,student,kim,kim@${domain},Kim,Ro\n`,
      'enrollments.csv':
        'sourcedId,status,classSourcedId,userSourcedId,role\ne-1,active,c-3b,u-kim,student\n',
    }),
  });
  await useRole(page, school.characterId);
  await page.goto('/school');
  const section = page.getByRole('region', { name: "Sign-in with the school's accounts" });
  await section.locator('select').selectOption('generic');
  await section.getByLabel('Issuer address', { exact: true }).fill(idp.issuer);
  await section.getByLabel('Client ID', { exact: true }).fill(idp.clientId);
  await section.getByLabel('Client secret', { exact: true }).fill(idp.clientSecret);
  await section.getByLabel('E-mail domains of the school (comma-separated)', { exact: true }).fill(domain);
  await section.getByRole('button', { name: 'Save the provider' }).click();
  const card = section.getByTestId('sso-provider');
  await expect(card).toContainText(idp.issuer);
  await expect(card).toContainText(domain);
  await expect(card).not.toContainText(idp.clientSecret);

  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  idp.signInAs({ sub: `kim-${domain}`, email: `kim@${domain}` });
  await child.goto('/login/');
  await child.getByRole('button', { name: 'Sign in with your school' }).click();
  await child.getByLabel('Your school e-mail', { exact: true }).fill(`Kim@${domain}`);
  await child.getByRole('button', { name: 'Continue to my school' }).click();
  await child.waitForURL(/\/chapter\/?$/);
  // The roster's account, in the roster's class.
  const childCall = await seeder(child);
  const roles = await childCall<{ characterId: number; type: string }[]>('GET', '/character/list');
  expect(roles.map((role) => role.type)).toEqual(['STUDENT']);
  const classes = await childCall<{ groups: { name: string }[] }>('GET', '/group/mine', {
    characterId: roles[0]!.characterId,
  });
  expect(classes.groups.map((group) => group.name)).toEqual(['Class 3B']);
  await childContext.close();
});
