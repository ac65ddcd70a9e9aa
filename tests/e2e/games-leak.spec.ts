import { expect, test, type Page } from '@playwright/test';
import { trialMemberByApi } from './member';

test.describe.configure({ timeout: 360_000 });
// A small stage: WebGL is emulated in software here, and its cost grows with the pixels drawn.
test.use({ viewport: { width: 640, height: 480 } });

/**
 * Counts WebGL contexts and event listeners from inside the page: getContext is wrapped to keep every
 * WebGL context created (a context is live until WEBGL_lose_context has been used on it), and
 * add/removeEventListener are wrapped to keep the live listeners of every target.
 */
const instrument = () => {
  // Weak references: the check must not itself keep destroyed games' contexts (and their canvases) alive.
  const contexts: WeakRef<WebGLRenderingContext | WebGL2RenderingContext>[] = [];
  const seen = new WeakSet<object>();
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (
    this: HTMLCanvasElement,
    type: string,
    ...rest: unknown[]
  ) {
    const context = (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
    if (context && (type === 'webgl' || type === 'webgl2') && !seen.has(context as object)) {
      seen.add(context as object);
      contexts.push(new WeakRef(context as WebGLRenderingContext));
    }
    return context;
  } as typeof getContext;

  const live = new Map<EventTarget, Set<string>>();
  const ids = new WeakMap<object, number>();
  let nextId = 1;
  const keyOf = (type: string, listener: unknown, options: unknown) => {
    if (!listener || (typeof listener !== 'function' && typeof listener !== 'object')) return null;
    if (!ids.has(listener as object)) ids.set(listener as object, nextId++);
    const capture =
      typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture);
    return `${type}|${capture}|${ids.get(listener as object)}`;
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const key = keyOf(type, listener, options);
    if (key) {
      if (!live.has(this)) live.set(this, new Set());
      live.get(this)!.add(key);
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const key = keyOf(type, listener, options);
    if (key) live.get(this)?.delete(key);
    return remove.call(this, type, listener, options);
  };

  (window as unknown as { __leaks: () => unknown }).__leaks = () => {
    let windowListeners = 0;
    let documentListeners = 0;
    let connectedListeners = 0;
    for (const [target, keys] of live) {
      if (target === window) windowListeners += keys.size;
      else if (target === document) documentListeners += keys.size;
      else if (target instanceof Node && target.isConnected) connectedListeners += keys.size;
    }
    return {
      contextsCreated: contexts.length,
      contextsLive: contexts.filter((ref) => {
        const context = ref.deref();
        return context !== undefined && !context.isContextLost();
      }).length,
      windowListeners,
      documentListeners,
      connectedListeners,
      canvases: document.querySelectorAll('canvas').length,
    };
  };
};

interface Leaks {
  contextsCreated: number;
  contextsLive: number;
  windowListeners: number;
  documentListeners: number;
  connectedListeners: number;
  canvases: number;
}

/** The stage of this game (and no other). */
const stageOf = (page: Page, game: string) => page.locator(`[data-testid="game-stage"][data-game="${game}"]`);

interface Scene {
  stages: { game?: string; screen?: string; renderer?: string; focused: boolean }[];
  canvases: number;
  switcher: boolean;
}

interface Scene {
  stages: { game?: string; screen?: string; renderer?: string; focused: boolean }[];
  canvases: number;
  switcher: boolean;
}

/**
 * What the game center shows, read in one step (`window.__scene()`, put there before the page's scripts): every
 * stage (its game, screen, renderer, whether it has the focus), the canvases and whether the switcher is open. One
 * read keeps the check cheap on a busy machine, and a failure shows the whole scene.
 */
const installScene = () => {
  (window as unknown as { __scene: () => Scene }).__scene = () => ({
    stages: [...document.querySelectorAll<HTMLElement>('[data-testid="game-stage"]')].map((stage) => ({
      game: stage.dataset.game,
      screen: stage.dataset.screen,
      renderer: stage.querySelector<HTMLElement>('[data-game-mirror]')?.dataset.renderer,
      focused: document.activeElement === stage,
    })),
    canvases: document.querySelectorAll('canvas').length,
    switcher: document.querySelector<HTMLDialogElement>('[data-testid="game-switcher"]')?.open ?? false,
  });
};
const sceneOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scene: () => Scene }).__scene());

/**
 * Waits inside the page until the scene is `expected`, read again on every change of the page's elements and of
 * the focus (no polling from the test: a game mounts in a second or two, and each poll would wait on a page busy
 * drawing), then asserts it: after 20 s the scene as it is then fails the test. Its listeners are gone when it
 * returns (the leak check counts the document's).
 */
async function sceneBecomes(page: Page, expected: Scene): Promise<void> {
  const found = await page.evaluate(
    (expected) =>
      new Promise<Scene>((resolve) => {
        const scene = (window as unknown as { __scene: () => Scene }).__scene;
        const wanted = JSON.stringify(expected);
        const check = () => {
          const now = scene();
          if (JSON.stringify(now) === wanted) finish(now);
        };
        const observer = new MutationObserver(check);
        const finish = (now: Scene) => {
          observer.disconnect();
          document.removeEventListener('focusin', check, true);
          document.removeEventListener('focusout', check, true);
          clearInterval(slow);
          clearTimeout(limit);
          resolve(now);
        };
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        document.addEventListener('focusin', check, true);
        document.addEventListener('focusout', check, true);
        // A change no observer sees (a dialog's state set without its attribute) is still caught within 250 ms.
        const slow = setInterval(check, 250);
        const limit = setTimeout(() => finish(scene()), 20_000);
        check();
      }),
    expected,
  );
  expect(found).toEqual(expected);
}

/** A trial member (the race is for members) with points for many rounds: each choice of a game pays one. */
async function memberWithPoints(page: Page): Promise<void> {
  const username = await trialMemberByApi(page);
  const grant = await page.request.post('/api/dev/points', { form: { username, amount: '3000' } });
  expect(await grant.json()).toEqual({ characters: 1 });
}

test('mounting and destroying games 50 times leaks no WebGL context and no listener', async ({ page }) => {
  await page.addInitScript(instrument);
  await page.addInitScript(installScene);
  const leaks = () => page.evaluate(() => (window as unknown as { __leaks: () => Leaks }).__leaks());
  const games = ['STAR_TREK', 'BALLOON_POP', 'TYPING_RACE'];

  await memberWithPoints(page);
  // WebGL even where the browser renders it in software (the game would pick the canvas renderer there).
  await page.goto('/game-center?renderer=webgl');
  await expect.poll(() => sceneOf(page), { intervals: [50, 100, 200] }).toMatchObject({ switcher: true });
  let baseline: Leaks | null = null;
  for (let cycle = 0; cycle < 50; cycle++) {
    const game = games[cycle % games.length]!;
    // Each game's round is played once too, so that play screens exist when they are destroyed.
    const play = cycle < games.length;
    // Choosing a game destroys the one before (if any) and mounts the new one alone: its title shows, drawn with
    // WebGL even where the browser renders it in software (the game would pick the canvas renderer there).
    // By keyboard (a real key on the focused choice): a click would first wait for frames of a busy page.
    await page.locator(`[data-game-choice="${game}"]`).press('Enter');
    await sceneBecomes(page, {
      stages: [{ game, screen: 'title', renderer: 'webgl', focused: true }],
      canvases: 1,
      switcher: false,
    });
    if (play) {
      await page.keyboard.press('Enter');
      await expect(stageOf(page, game)).toHaveAttribute('data-screen', 'play');
      // A few frames of play (targets on the way), with no fixed wait.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          ),
      );
    }
    // The switcher covers (and pauses) the game; the next choice replaces it.
    await page.locator('header button', { hasText: 'Choose a game' }).press('Enter');
    await sceneBecomes(page, {
      stages: [{ game, screen: play ? 'pause' : 'title', renderer: 'webgl', focused: false }],
      canvases: 1,
      switcher: true,
    });
    // The steady state with one game mounted, after the first mount and after 49 destroys, must not differ.
    if (cycle === 0) baseline = await leaks();
  }
  const after = await leaks();
  test.info().annotations.push({ type: 'leaks', description: JSON.stringify({ baseline, after }) });
  console.log('games leak check', JSON.stringify({ baseline, after }));

  expect(after.contextsCreated).toBeGreaterThanOrEqual(50);
  // One game's context, plus the small test context Pixi keeps once per page for shader checks.
  expect(baseline!.contextsLive).toBeLessThanOrEqual(2);
  expect(after.contextsLive).toBe(baseline!.contextsLive);
  expect(after.canvases).toBe(1);
  // A leak grows: howler may drop its one-off unlock listeners after the first round, never add more.
  expect(after.windowListeners).toBeLessThanOrEqual(baseline!.windowListeners);
  expect(after.documentListeners).toBeLessThanOrEqual(baseline!.documentListeners);
  expect(after.connectedListeners).toBeLessThanOrEqual(baseline!.connectedListeners);
});

test('Balloon Pop, the race and Balloon Pop again chosen quickly: Balloon Pop alone is mounted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(installScene);
  await memberWithPoints(page);
  // The server pays the race's round last, after the Balloon Pop chosen after it (held here until then).
  let releaseRace = () => {};
  const raceHeld = new Promise<void>((resolve) => (releaseRace = resolve));
  let roundId = '';
  await page.route('**/api/economy/round/start', async (route) => {
    if (new URLSearchParams(route.request().postData() ?? '').get('gameId') !== 'TYPING_RACE')
      return route.continue();
    const response = await route.fetch();
    roundId = ((await response.json()) as { roundId: string }).roundId;
    await raceHeld;
    await route.fulfill({ response });
  });
  await page.goto('/game-center?renderer=webgl');
  const choose = (game: string) => page.locator(`[data-game-choice="${game}"]`).click();
  const reopen = () => page.getByRole('button', { name: 'Choose a game' }).first().click();
  const balloonsAlone = {
    stages: [{ game: 'BALLOON_POP', screen: 'title', renderer: 'webgl', focused: true }],
    canvases: 1,
    switcher: false,
  };

  await choose('BALLOON_POP');
  await sceneBecomes(page, balloonsAlone);
  // The race: Balloon Pop goes at once (it is not played on while the race's round is paid).
  await reopen();
  await choose('TYPING_RACE');
  await sceneBecomes(page, { stages: [], canvases: 0, switcher: false });
  // Paid on the server, its answer held back (a choice made before the race's payment was asked for is never paid).
  await expect.poll(() => roundId, { timeout: 20_000 }).not.toBe('');
  await reopen();
  await choose('BALLOON_POP');
  await sceneBecomes(page, balloonsAlone);

  // The race's round reaches the page now, too late: it is given back, and never mounted.
  const givenBack = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/economy/round/leave') &&
      new URLSearchParams(request.postData() ?? '').get('roundId') === roundId,
    { timeout: 10_000 },
  );
  releaseRace();
  await givenBack;
  await sceneBecomes(page, balloonsAlone);
  await page.keyboard.press('Enter');
  await expect(stageOf(page, 'BALLOON_POP')).toHaveAttribute('data-screen', 'play');
  expect((await sceneOf(page)).stages).toHaveLength(1);
});
