import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountByApi } from './member';

/**
 * Classes and schools, end to end against the real server:
 * (a) a teacher signs up, makes a teacher role (its home is the class dashboard), creates a class and assigns a
 *     lesson; a student joins with the class code as a new guest, finds the assignment first on the course map and
 *     practises it with a few slips; the teacher sees the student's lesson, the class's weak keys and the
 *     assignment done; the teacher role is told it cannot practise before a lesson starts;
 * (b) a school administrator opens the school, opens 30 accounts from a CSV (the sheet headed by each class's name
 *     and printed without the app's bar), and one of them signs in.
 */

const lesson = { slug: 'home-keys-f-and-j', title: 'F and J' };
const keyFor = (char: string) => (char === ' ' ? 'Space' : char);

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a teacher creates a class, a student joins with the code and practises, the teacher sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The teacher: an account with a password, then a teacher role; its home is the class dashboard.
  await accountByApi(page, 'teacher');
  await page.goto('/character');
  await page.getByTestId('new-character').click();
  await page.getByTestId('role-TEACHER').click();
  await page.getByTestId('editor-submit').click();
  await expect(page.getByTestId('teacher-home')).toBeVisible();
  await expect(page).toHaveURL(/\/chapter\/$/);

  // A teacher is told before a lesson starts that only a student practises.
  await page.goto(`/lesson/${lesson.slug}`);
  await expect(page.getByTestId('teacher-cannot-practise')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a student role' })).toBeVisible();
  await expect(page.getByTestId('typing-field')).toHaveCount(0);

  await page.goto('/teacher');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a group name');
  await page.getByLabel('Class name').fill('Class 3A');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByTestId('group-card').filter({ hasText: 'Class 3A' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class 3A' })).toBeVisible();

  await page.getByTestId('tab-assignments').click();
  await page.getByTestId('assign-target').selectOption(lesson.slug);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByTestId('assignment')).toHaveCount(1);
  await expect(page.getByTestId('assignment-done')).toContainText('Done by 0 of 0');

  await page.getByTestId('tab-invite').click();
  const code = (await page.getByTestId('join-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(page.getByRole('img', { name: /QR code of the join link/ })).toBeVisible();
  const link = (await page.getByTestId('join-link').getAttribute('href')) ?? '';
  expect(link.endsWith(`/join/${code}`)).toBe(true);

  // The student opens the join link on another device and joins as a new guest.
  const student = await newPage(browser);
  await student.goto(`/join/${code}`);
  await expect(student.getByText('Class 3A, taught by')).toBeVisible();
  await student.getByTestId('join-guest').click();
  await expect(student).toHaveURL(/\/chapter\/\?joined=1$/);
  const assignment = student.getByTestId('my-assignment');
  await expect(assignment).toHaveAttribute('data-done', 'false');
  await expect(assignment).toContainText('F and J');
  await assignment.click();

  // The lesson, typed with real key events and two slips (the expected F missed twice).
  await expect(student.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await student.keyboard.press('Enter');
  await expect(student.getByTestId('typing-field')).toBeFocused();
  const text = (await student.getByTestId('lesson-text').textContent()) ?? '';
  let slips = 0;
  for (const char of text) {
    if (char === 'f' && slips < 2) {
      await student.keyboard.press('g');
      slips += 1;
    }
    await student.keyboard.press(keyFor(char));
    await student.waitForTimeout(20);
  }
  await expect(student.getByTestId('performance-report')).toBeVisible();
  await expect(student.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');
  await student.goto('/chapter/');
  await expect(student.getByTestId('my-assignment')).toHaveAttribute('data-done', 'true');

  // The teacher sees the student's lesson, the class's weak keys and the assignment done.
  await page.reload();
  await page.getByTestId('tab-stats').click();
  await expect(page.getByTestId('stat-active')).toHaveText('1 / 1');
  await expect(page.getByTestId('stat-lessons')).toHaveText('1');
  await expect(page.getByTestId('last-lesson')).toContainText('F and J');
  await expect(page.getByTestId('weak-keys')).toContainText('F (');
  await expect(page.getByTestId('heat-key-KeyF')).toHaveAttribute('data-level', /low|mid|good/);
  await page.getByTestId('tab-assignments').click();
  await expect(page.getByTestId('assignment-done')).toContainText('Done by 1 of 1');

  // The student's own report, read by the teacher.
  await page.getByTestId('tab-students').click();
  await page.getByTestId('member-row').getByRole('link', { name: 'Report' }).click();
  await expect(page.getByTestId('student-report')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("'s progress report");
});

test('a school administrator opens 30 accounts from a CSV, and one of them signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await accountByApi(page, 'office');
  await page.goto('/school');
  await page.getByLabel('School name').fill('Hillside Primary');
  await page.getByLabel('Your name as administrator').fill('Office');
  await page.getByRole('button', { name: 'Open the school' }).click();
  await expect(page.getByText('Hillside Primary')).toBeVisible();

  const lines = Array.from({ length: 30 }, (_, i) => `Child ${i + 1},${i < 15 ? 'Class 5A' : 'Class 5B'}`);
  await page.getByTestId('csv-text').fill(['name,class', ...lines].join('\n'));
  await page.getByRole('button', { name: 'Open the accounts' }).click();
  await expect(page.getByTestId('sheet-slip')).toHaveCount(30);
  await expect(page.getByText('30 accounts opened.')).toBeVisible();
  await expect(page.getByTestId('school-class')).toHaveCount(2);
  // Each class's page of the sheet is headed by its name as the school wrote it (not "Class Class 5A"), and the
  // printed sheet is the slips alone, without the app's top bar.
  await expect(page.getByRole('heading', { level: 3, name: /^Class 5A: sign in at / })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Learning' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'KeyQuest' })).toBeHidden();
  await expect(page.getByTestId('sheet-slip').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  const first = page.getByTestId('sheet-slip').first();
  await expect(first).toContainText('Child 1');
  const username = (await first.getByTestId('slip-username').textContent()) ?? '';
  const password = (await first.getByTestId('slip-password').textContent()) ?? '';
  expect(username).toMatch(/^s\d+-[a-z0-9]{6}$/);

  // The child signs in on a classroom computer with the sheet's username and password.
  const child = await newPage(browser);
  await child.goto('/login/');
  await child.getByLabel('Username, email or phone').fill(username);
  await child.getByLabel('Password', { exact: true }).fill(password);
  await child.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(child).toHaveURL(/\/chapter\/$/);
  await expect(child.getByTestId('class-assignments')).toContainText('5A: no assignment yet.');
});
