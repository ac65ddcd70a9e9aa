import { expect, test, type Page } from '@playwright/test';
import { accountByApi } from './member';
import { seeder, useRole } from './seed';
import { takeLesson } from './take-lesson';

/**
 * A school's OneRoster roster through the school page (issue "Schools plug in"): imported, a rostered child signs
 * in with the sheet's password and passes a lesson, and the roster imported again with the child in another
 * class moves them there with their result (the school's report per class follows the child).
 */
const CLASSES =
  'sourcedId,status,dateLastModified,title,schoolSourcedId\nc-3b,active,,Class 3B,org-1\nc-4c,active,,Class 4C,org-1\n';
const USERS =
  'sourcedId,status,enabledUser,role,username,email,givenName,familyName\nu-kim,active,true,student,,,Kim,Ro\n';
const enrolled = (classId: string) =>
  `sourcedId,status,classSourcedId,userSourcedId,role\ne-kim,active,${classId},u-kim,student\n`;

async function importRoster(page: Page, classId: string) {
  const section = page.getByRole('region', { name: 'Import a OneRoster roster' });
  await section.getByLabel('Roster zip or CSV files').setInputFiles(
    [
      ['classes.csv', CLASSES],
      ['users.csv', USERS],
      ['enrollments.csv', enrolled(classId)],
    ].map(([name, text]) => ({ name: name!, mimeType: 'text/csv', buffer: Buffer.from(text!) })),
  );
  await section.getByRole('button', { name: 'Import the roster' }).click();
  const result = section.getByTestId('roster-result');
  await expect(result).toBeVisible();
  return { section, result };
}

/** The school report's row of a class: its "Lessons passed" cell. */
const lessonsPassed = (page: Page, className: string) =>
  page
    .getByRole('region', { name: 'Reports per class and per teacher' })
    .getByRole('row', { name: new RegExp(`^${className}\\b`) })
    .getByRole('cell')
    .nth(2);

test('a OneRoster roster imported again moves a child to their new class with their results', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await accountByApi(page, 'office');
  await page.goto('/character');
  const call = await seeder(page);
  const school = await call<{ characterId: number }>('POST', '/school/open', {
    name: 'Elm Park',
    nickname: 'Office',
  });
  await useRole(page, school.characterId);
  await page.goto('/school');

  // The first import opens Kim's account in Class 3B: the sheet shows it once.
  const first = await importRoster(page, 'c-3b');
  await expect(first.result).toContainText('Imported: 1 student, 0 teachers, 2 classes.');
  const slip = first.section.getByTestId('sheet-slip');
  await expect(slip).toHaveCount(1);
  if (process.env.KEYQUEST_SCREENSHOTS) {
    // The section with its result and sheet, into docs/screenshots, at a desktop's and a phone's width.
    await first.section.screenshot({ path: 'docs/screenshots/school-roster-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await first.section.screenshot({ path: 'docs/screenshots/school-roster-375.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const username = (await slip.getByTestId('slip-username').textContent()) ?? '';
  const password = (await slip.getByTestId('slip-password').textContent()) ?? '';

  // Kim signs in with the sheet and passes the first lesson.
  const kimContext = await browser.newContext();
  const kim = await kimContext.newPage();
  await kim.goto('/login/');
  await kim.getByLabel('Username, email or phone').fill(username);
  await kim.getByLabel('Password', { exact: true }).fill(password);
  await kim.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(kim).toHaveURL(/\/chapter\/$/);
  await takeLesson(kim, 'home-keys-f-and-j');
  const kimCall = await seeder(kim);
  const [role] = await kimCall<{ characterId: number }[]>('GET', '/character/list');
  const classesOf = async () =>
    (
      await kimCall<{ groups: { name: string }[] }>('GET', '/group/mine', { characterId: role!.characterId })
    ).groups.map((group) => group.name);
  expect(await classesOf()).toEqual(['Class 3B']);

  await page.reload();
  await expect(lessonsPassed(page, 'Class 3B')).toHaveText('1');

  // The roster again, with Kim in Class 4C: no new account, Kim moved, the lesson with her.
  const second = await importRoster(page, 'c-4c');
  await expect(second.result).toContainText('no longer in the roster');
  await expect(second.section.getByTestId('sheet-slip')).toHaveCount(0);
  expect(await classesOf()).toEqual(['Class 4C']);
  await page.reload();
  await expect(lessonsPassed(page, 'Class 4C')).toHaveText('1');
  await expect(lessonsPassed(page, 'Class 3B')).toHaveText('0');
  await kimContext.close();
});
