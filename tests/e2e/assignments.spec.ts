import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountByApi } from './member';
import { rawIdentifiers } from './raw-identifiers';

/**
 * What a class's teacher and student read about assignments (issue 28, "Raw identifiers and words that mean
 * nothing to a child"): every game and lesson named in words on both sides and no contract identifier
 * (STAR_TREK) anywhere, a lesson of any course and a game assignable, a half-typed due date refused with a word,
 * a game assignment that opens the game rather than the list of games, and the teacher's copy of the student's
 * report not written to the student ("Your keys").
 */

/** The English course (its slug), whose first lesson is assigned. */
const ENGLISH = 'english-typing';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** A teacher with one class, on its assignments tab. */
async function teacherWithClass(page: Page, name: string) {
  await accountByApi(page, 'teacher');
  await page.goto('/character');
  await page.getByTestId('new-character').click();
  await page.getByTestId('role-TEACHER').click();
  await page.getByTestId('editor-submit').click();
  await expect(page.getByTestId('teacher-home')).toBeVisible();
  await page.goto('/teacher');
  await page.getByLabel('Class name').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByTestId('group-card').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByTestId('tab-assignments').click();
}

test('assignments name games and lessons in words, take any course and a game, and refuse a half-typed date', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await teacherWithClass(page, 'Class 4B');

  // A game, listed and shown by the game center's names.
  await page.getByTestId('assign-kind').selectOption('game');
  const target = page.getByTestId('assign-target');
  await expect(target.locator('option')).toHaveText(['Choose…', 'Star Patrol', 'Balloon Pop', 'Rocket Race']);
  expect(await rawIdentifiers(page), 'contract identifiers on the teacher page').toEqual([]);
  await target.selectOption({ label: 'Star Patrol' });

  // A due date typed only in part is not dropped in silence.
  const due = page.getByTestId('assign-due');
  await due.click();
  await page.keyboard.type('03');
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByTestId('assign-due-incomplete')).toHaveText(
    'The due date is not complete: fill in its day, month and year, or clear it.',
  );
  await expect(due).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('assignment')).toHaveCount(0);
  await due.fill('');
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByTestId('assignment')).toHaveCount(1);
  await expect(page.getByTestId('assign-due-incomplete')).toHaveCount(0);
  await expect(page.getByTestId('assignment').first()).toContainText('Star Patrol');

  // A lesson of another course than the finger course.
  await page.getByTestId('assign-kind').selectOption('lesson');
  await page.getByTestId('assign-course').selectOption(ENGLISH);
  const first = target.locator('optgroup option').first();
  await expect(first).toHaveAttribute('value', /^english-/);
  const englishLesson = {
    slug: (await first.getAttribute('value')) ?? '',
    title: (await first.textContent()) ?? '',
  };
  await target.selectOption(englishLesson.slug);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByTestId('assignment')).toHaveCount(2);
  await expect(page.getByTestId('assignment').first()).toContainText(englishLesson.title);
  expect(await rawIdentifiers(page), 'contract identifiers on the teacher page').toEqual([]);

  // The student joins and finds both on the course map, named in words.
  await page.getByTestId('tab-invite').click();
  const code = (await page.getByTestId('join-code').textContent())?.trim() ?? '';
  const student = await newPage(browser);
  await student.goto(`/join/${code}`);
  await student.getByTestId('join-guest').click();
  await expect(student).toHaveURL(/\/chapter\/\?joined=1$/);
  const mine = student.getByTestId('my-assignment');
  await expect(mine).toHaveCount(2);
  await expect(mine.filter({ hasText: englishLesson.title })).toHaveCount(1);
  const game = mine.filter({ hasText: 'Star Patrol' });
  await expect(game).toHaveCount(1);
  expect(await rawIdentifiers(student), 'contract identifiers on the course map').toEqual([]);

  // The lesson opens the lesson; the game opens that game, not the list of games.
  await expect(mine.filter({ hasText: englishLesson.title })).toHaveAttribute(
    'href',
    `/lesson/${englishLesson.slug}`,
  );
  await game.click();
  await expect(student).toHaveURL(/\/game-center\?game=STAR_TREK$/);
  await expect(student.getByRole('heading', { level: 1, name: 'Game center' })).toBeVisible();
  await expect(student.getByTestId('game-switcher')).toBeHidden();
  expect(
    await student.evaluate(() => JSON.parse(localStorage.getItem('keyquest.game-switcher') ?? '{}').state),
  ).toMatchObject({ currentGame: 'STAR_TREK' });
  await expect(student.getByTestId('game-stage').or(student.getByRole('alert'))).toBeVisible();
  await student.context().close();
});
