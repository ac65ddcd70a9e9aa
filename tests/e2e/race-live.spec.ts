import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiSession, type ApiSession } from './api-session';

/**
 * A live class race, end to end against the real server with five browsers: a teacher opens a race for the class
 * from the class view; two students join from the course map and one with the room's code; they race with real
 * keys, see each other move, finish, and each result is saved once with the server's figures; a student joining
 * late watches; a racer whose page drops its socket mid-race (a reload) comes back to its place and finishes. The
 * accounts, the class and its members are made through the API (the sign-in forms have their own specs).
 */

const LESSON = 'home-keys-f-and-j';
/** Five browsers share the machine with the server: a page's first load of the race chunk can take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Types the race text from where the racer's cursor stands to `upTo`, with real key events, `delay` ms apart. */
async function typeRace(page: Page, upTo?: number, delay = 45) {
  const field = page.getByTestId('race-text');
  await expect(field).toBeFocused();
  const text = (await field.textContent()) ?? '';
  const from = Number(await field.getAttribute('data-cursor'));
  await page.keyboard.type(text.slice(from, upTo), { delay });
}

/**
 * With KEYQUEST_SCREENSHOTS set, the page at 1280 px and at 375 px (the whole page), into docs/screenshots; the
 * page goes back to 1280 px.
 */
async function screenshots(page: Page, name: string) {
  if (!process.env.KEYQUEST_SCREENSHOTS) return;
  await page.screenshot({ path: `docs/screenshots/${name}-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `docs/screenshots/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const lane = (page: Page, name: string) => page.locator(`[data-testid="race-lane"][data-name="${name}"]`);

test('a class race: teacher, three racers by course map and code, a late watcher, a reconnect', async ({
  browser,
  baseURL,
}) => {
  // Five browsers: well under a minute on a quiet machine; the budget is for a loaded one (no pace is asserted).
  test.setTimeout(240_000);
  const [teacher, ana, ben, cai, dan] = await Promise.all([
    apiSession(browser, baseURL!, 'teacher', 'Ms Race'),
    apiSession(browser, baseURL!, 'student', 'Ana'),
    apiSession(browser, baseURL!, 'student', 'Ben'),
    apiSession(browser, baseURL!, 'student', 'Cai'),
    apiSession(browser, baseURL!, 'student', 'Dan'),
  ]);
  const racers: Record<string, ApiSession> = { Ana: ana, Ben: ben, Cai: cai };
  const group = await teacher.call<{ groupId: number; joinCode: string }>('POST', '/group/create', {
    characterId: teacher.characterId,
    name: 'Race 5C',
  });
  await Promise.all(
    [ana, ben, cai, dan].map((student) =>
      student.call('POST', '/group/join', { characterId: student.characterId, code: group.joinCode }),
    ),
  );

  // The teacher opens the race from the class view; the projector shows the room's code.
  await teacher.page.goto(`/teacher/group/${group.groupId}`);
  await teacher.page.getByTestId('open-class-race').click();
  await teacher.page.getByTestId('race-open').click();
  const roomCode = ((await teacher.page.getByTestId('race-code').textContent()) ?? '').trim();
  expect(roomCode).toMatch(/^[A-Z2-9]{5}$/);

  // Two join from the course map's invitation, one with the code typed on /race.
  await Promise.all([
    ...[ana, ben].map(async ({ page }) => {
      await page.goto('/chapter/');
      await page.getByTestId('class-race-join').click();
      await expect(page.getByTestId('race-room')).toBeVisible();
    }),
    (async () => {
      await cai.page.goto('/race');
      await cai.page.getByTestId('race-code-input').fill(roomCode.toLowerCase());
      await cai.page.getByTestId('race-join').click();
      await expect(cai.page.getByTestId('race-room')).toBeVisible();
    })(),
  ]);
  await expect(teacher.page.getByTestId('race-lane')).toHaveCount(3);
  await screenshots(cai.page, 'race-room');

  await teacher.page.getByTestId('race-start').click();
  await Promise.all([
    // Ana types a part, is seen there by the others, then her page reloads (its socket drops): she comes back to
    // her place with the keys the server holds and finishes.
    (async () => {
      await typeRace(ana.page, 20);
      for (const viewer of [ben.page, dan.page, teacher.page])
        await expect(lane(viewer, 'Ana')).toHaveAttribute('data-position', '20');
      await expect(lane(ana.page, 'Ben')).not.toHaveAttribute('data-position', '0');
      await screenshots(ana.page, 'race-running');
      await screenshots(teacher.page, 'race-projector');
      await ana.page.reload();
      await expect(ana.page.getByTestId('race-text')).toHaveAttribute('data-cursor', '20');
      await ana.page.getByTestId('race-text').focus();
      await typeRace(ana.page);
    })(),
    // Ben and Cai type the whole text at a child's pace meanwhile.
    typeRace(ben.page, undefined, 120),
    typeRace(cai.page, undefined, 120),
    // A student joining after the start watches: no text to type, the three lanes to follow.
    (async () => {
      await dan.page.goto(`/race?code=${roomCode}`);
      await expect(dan.page.getByTestId('race-watching')).toBeVisible();
      await expect(dan.page.getByTestId('race-text')).toHaveCount(0);
      await expect(dan.page.getByTestId('race-lane')).toHaveCount(3);
    })(),
  ]);

  for (const { page } of Object.values(racers)) {
    await expect(page.getByTestId('race-results')).toHaveAttribute('data-final', 'true');
    await expect(page.getByTestId('race-saved')).toBeVisible();
  }
  // Everyone, the watcher and the teacher too, sees the same three results from the server.
  for (const viewer of [teacher.page, dan.page]) {
    await expect(viewer.getByTestId('race-result')).toHaveCount(3);
    await expect(viewer.getByTestId('race-phase')).toHaveText('The race is over.');
  }
  const rows = await teacher.page
    .getByTestId('race-result')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  expect(rows.map((cells) => cells[0]).sort()).toEqual(['1', '2', '3']);

  await screenshots(ben.page, 'race-results');

  // The accessible mirror reads the positions out on demand.
  await ben.page.getByTestId('race-read').click();
  await expect(ben.page.getByTestId('race-announce')).toContainText('Ben (you)');

  // Each result is one saved lesson attempt with the server's figures; the watcher has none.
  for (const [name, racer] of Object.entries(racers)) {
    const list = await racer.call<{ attempts: { lessonSlug: string; metrics: { wpm: number } }[] }>(
      'GET',
      '/attempt/list',
      { characterId: racer.characterId },
    );
    const saved = list.attempts.filter((attempt) => attempt.lessonSlug === LESSON);
    expect(saved, name).toHaveLength(1);
    const shown = rows.find((cells) => cells[1] === name);
    expect(Number(shown?.[2]), name).toBeGreaterThan(10);
    expect(saved[0]!.metrics.wpm.toFixed(1), name).toBe(shown?.[2]);
  }
  const watched = await dan.call<{ attempts: { lessonSlug: string }[] }>('GET', '/attempt/list', {
    characterId: dan.characterId,
  });
  expect(watched.attempts.filter((attempt) => attempt.lessonSlug === LESSON)).toHaveLength(0);
  await Promise.all([teacher, ana, ben, cai, dan].map((session) => session.context.close()));
});
