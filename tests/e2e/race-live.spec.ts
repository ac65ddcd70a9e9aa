import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp } from './member';
import { pageAccessToken } from './page-session';

/**
 * A live class race, end to end against the real server with five browsers: a teacher opens a race for the class
 * from the class view; two students join from the course map and one with the room's code; they race with real
 * keys, see each other move, finish, and each result is saved once with the server's figures; a student joining
 * late watches; a racer whose page reloads mid-race comes back to its place and finishes.
 */

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A new guest student who joins the class with its code: on the course map. */
async function studentIn(browser: Browser, classCode: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`/join/${classCode}`);
  await page.getByTestId('join-guest').click();
  await expect(page).toHaveURL(/\/chapter\/\?joined=1$/);
  return page;
}

/** Types the race text from where the racer's cursor stands, with real key events at a child's pace. */
async function typeRace(page: Page, upTo?: number) {
  const field = page.getByTestId('race-text');
  await expect(field).toBeFocused();
  const text = (await field.textContent()) ?? '';
  const from = Number(await field.getAttribute('data-cursor'));
  await page.keyboard.type(text.slice(from, upTo), { delay: 45 });
}

test('a class race: teacher, three racers by course map and code, a late watcher, a reconnect', async ({
  page: teacher,
  browser,
}) => {
  // Five browsers on a shared machine: most of the time goes to signing them in.
  test.setTimeout(150_000);
  await signUp(teacher, 'racet', '/character');
  await teacher.getByTestId('new-character').click();
  await teacher.getByTestId('role-TEACHER').click();
  await teacher.getByTestId('editor-submit').click();
  await expect(teacher.getByTestId('teacher-home')).toBeVisible();
  await teacher.goto('/teacher');
  await teacher.getByLabel('Class name').fill('Race 5C');
  await teacher.getByRole('button', { name: 'Create', exact: true }).click();
  await teacher.getByTestId('group-card').filter({ hasText: 'Race 5C' }).click();
  await teacher.getByTestId('tab-invite').click();
  const classCode = (await teacher.getByTestId('join-code').textContent())?.trim() ?? '';

  const [ana, ben, cai, dan] = await Promise.all([0, 1, 2, 3].map(() => studentIn(browser, classCode)));

  // The teacher opens the race from the class view; the projector shows the room's code.
  await teacher.getByTestId('open-class-race').click();
  await teacher.getByTestId('race-open').click();
  const roomCode = ((await teacher.getByTestId('race-code').textContent()) ?? '').trim();
  expect(roomCode).toMatch(/^[A-Z2-9]{5}$/);

  // Two join from the course map, one by the code.
  for (const student of [ana!, ben!]) {
    await student.reload();
    await student.getByTestId('class-race-join').click();
    await expect(student.getByTestId('race-room')).toBeVisible();
  }
  await cai!.goto('/race');
  await cai!.getByTestId('race-code-input').fill(roomCode.toLowerCase());
  await cai!.getByTestId('race-join').click();
  await expect(cai!.getByTestId('race-room')).toBeVisible();
  await expect(teacher.getByTestId('race-lane')).toHaveCount(3);

  await teacher.getByTestId('race-start').click();
  // A student joining after the start watches.
  await dan!.goto(`/race?code=${roomCode}`);
  await expect(dan!.getByTestId('race-watching')).toBeVisible();
  await expect(dan!.getByTestId('race-text')).toHaveCount(0);

  // Ana types half, her page reloads (the socket drops), she comes back to her place.
  await typeRace(ana!, 20);
  await expect(ben!.locator('[data-testid="race-lane"][data-position="20"]')).toBeVisible();
  await ana!.reload();
  await expect(ana!.getByTestId('race-text')).toHaveAttribute('data-cursor', '20');
  await ana!.getByTestId('race-text').focus();

  await Promise.all([typeRace(ana!), typeRace(ben!), typeRace(cai!)]);

  for (const racer of [ana!, ben!, cai!]) {
    await expect(racer.getByTestId('race-results')).toHaveAttribute('data-final', 'true');
    await expect(racer.getByTestId('race-saved')).toBeVisible();
  }
  // Everyone, the watcher and the teacher too, sees the same three places from the server.
  for (const viewer of [teacher, dan!]) {
    await expect(viewer.getByTestId('race-result')).toHaveCount(3);
    await expect(viewer.getByTestId('race-phase')).toHaveText('The race is over.');
  }
  const wpm = await teacher.getByTestId('race-result-wpm').allTextContents();
  expect(wpm.every((value) => Number(value) > 10)).toBe(true);

  // The accessible mirror reads the positions out on demand.
  await ben!.getByTestId('race-read').click();
  await expect(ben!.getByTestId('race-announce')).toContainText('(you)');

  // Each result is one saved lesson attempt with the server's figures.
  const token = await pageAccessToken(ana!);
  const saved = await ana!.evaluate(async (accessToken) => {
    const device = localStorage.getItem('deviceId') ?? '';
    const headers = { authorization: `Bearer ${accessToken}` };
    const characters = (await fetch(`/api/character/list?deviceId=${device}`, { headers }).then((r) =>
      r.json(),
    )) as {
      characterId: number;
    }[];
    const list = (await fetch(
      `/api/attempt/list?deviceId=${device}&characterId=${characters[0]!.characterId}`,
      {
        headers,
      },
    ).then((r) => r.json())) as { attempts: { lessonSlug: string; metrics: { wpm: number } }[] };
    return list.attempts
      .filter((attempt) => attempt.lessonSlug === 'home-keys-f-and-j')
      .map((a) => a.metrics.wpm);
  }, token);
  expect(saved).toHaveLength(1);
  expect(wpm.map(Number)).toContain(Number(saved[0]!.toFixed(1)));
});
