import { expect, test, type Locator, type Page } from '@playwright/test';
import { PROMISE_EVIDENCE } from '../../src/content/site/evidence';

/** The promise's figures, from the efficacy bench (docs/EVIDENCE.md), as the pages write them. */
const LEARNERS = PROMISE_EVIDENCE.learners.toLocaleString('en');
const SHARE = `${Math.round(PROMISE_EVIDENCE.typed25 * 100)}%`;

/**
 * The public site (issue 5): keyboard-only navigation, the mobile layout's exact breakpoints, the site guide's
 * jumps, locale switching that persists, both editions' route sets (localhost is served as the China-region
 * edition by playwright.config.ts), the 404 of an unknown video lesson and a sanitised blog article.
 */

const port = Number(process.env.E2E_PORT ?? 8181);
const cnBase = `http://localhost:${port}`;

/** Presses Tab until the focused element's text is `text` (at most 60 times), as a keyboard user does. */
async function tabTo(page: Page, text: string | RegExp) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (typeof text === 'string' ? focused === text : text.test(focused)) return;
  }
  throw new Error(`Tab never reached "${String(text)}"`);
}

test('a visitor reaches a product page, the blog and an article with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Touch typing for children, one game at a time',
  );
  await tabTo(page, 'Products');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/finger-placement$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finger placement');
  await expect(page).toHaveTitle('Finger placement | KeyQuest');

  await tabTo(page, 'Blog');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('blog-list')).toBeVisible();
  await tabTo(page, /^Typing for kids: how children learn/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/kids-typing$/);
  await expect(
    page.getByTestId('article-body').getByRole('heading', { name: 'Short sessions win' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /When to start/);

  // An unknown video lesson is the not-found page, served with status 404.
  const response = await page.goto('/product/video-course/no-such-lesson');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Sorry, the page you're looking for doesn't exist")).toBeVisible();
  await page.goto('/product/video-course/lower-row-keys-v-and-m');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lesson 14: V and M');
  await expect(page.getByTestId('keyboard-demo')).toBeVisible();

  // The contact form: a bad address is refused on the page, a good message is stored by the server.
  await page.goto('/contact?topic=school');
  await expect(page.getByLabel('Topic')).toHaveValue('school');
  await page.getByLabel('Email').fill('teacher@school');
  await page.getByLabel('Message').fill('We would like KeyQuest for three classes.');
  await page.getByTestId('contact-send').click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('teacher@school.example');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/open/feedback'));
  await page.getByTestId('contact-send').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('contact-sent')).toBeVisible();
});

test('the mobile layout starts exactly under 821 px wide or 360 px high', async ({ page }) => {
  const hamburger = page.getByTestId('hamburger');
  // The menu button also stands in for the links wherever they do not fit on one row (821 px in English).
  const sizes: [number, number, boolean, boolean][] = [
    [821, 800, true, false],
    [820, 800, true, true],
    [1440, 360, false, false],
    [1440, 359, true, true],
  ];
  await page.goto('/faq');
  for (const [width, height, menu, mobile] of sizes) {
    await page.setViewportSize({ width, height });
    await expect(hamburger, `${width}x${height}`).toBeVisible({ visible: menu });
    await expect(page.getByTestId('bottom-button')).toBeVisible({ visible: mobile });
  }
  // The collapsible product list inside the hamburger menu, and the bottom button to /login.
  await hamburger.click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.getByRole('link', { name: 'Code typing' })).toBeHidden();
  await menu.getByRole('button', { name: 'Products' }).click();
  await menu.getByRole('link', { name: 'Code typing' }).click();
  await expect(page).toHaveURL(/\/product\/typing-coding$/);
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('bottom-button')).toHaveAttribute('href', '/login/');
  // The bottom bar is a landmark of its own, named.
  await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('Register / Log in');
});

test('the site guide jumps with its offsets; the landing page rotates every 5 s and shows its sticky start', async ({
  page,
}) => {
  await page.goto('/');
  const guide = page.getByTestId('site-guide');
  await expect(page.getByTestId('guide-toggle')).toHaveAttribute('data-tooltip', 'Open site guide');
  await page.getByTestId('guide-toggle').click();
  await expect(page.getByTestId('guide-toggle')).toHaveAttribute('data-tooltip', 'Close guide');

  const expectLanding = async (section: string, elementId: string, offset: number) => {
    await guide.locator(`[data-section="${section}"]`).click();
    await expect
      .poll(async () =>
        page.evaluate(
          ([id, off]) => {
            const element = document.getElementById(id as string);
            if (!element) return Number.NaN;
            const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
            const target = Math.min(
              maxScroll,
              Math.round(element.getBoundingClientRect().top + scrollY - (off as number)),
            );
            return Math.abs(scrollY - target);
          },
          [elementId, offset],
        ),
      )
      .toBeLessThanOrEqual(2);
  };
  await expectLanding('data-section', 'data-section', 100);
  await expect(guide.locator('[data-section="data-section"]')).toHaveAttribute('aria-current', 'location');
  await expectLanding('slide-section', 'slide-section', 50);
  await expectLanding('subform-section', 'subform-section', 180);
  await expectLanding('first-section', 'first-section-part2', 0);
  // The blog teaser loads once it comes near the viewport (the jumps passed it): up to 6 latest articles,
  // each opening its page in a new tab.
  const teaserLinks = page.getByTestId('blog-teaser').getByRole('link');
  await expect(teaserLinks.first()).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  await expect(teaserLinks.first()).toHaveAttribute('target', '_blank');
  expect(await teaserLinks.count()).toBeLessThanOrEqual(6);
  await page.getByTestId('guide-top').click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

  // The landing page: thumbnails pick the hero video, the slider moves on after 5 s, the sticky start button
  // shows only while the slider is in view, the scroll-down arrow jumps to it.
  await page.clock.install();
  await page.goto('/landing');
  await expect(page.getByTestId('hero-video')).toHaveAttribute('src', '/landing/star-trek.webm');
  await page.getByTestId('hero-thumb-BALLOON_POP').hover();
  await expect(page.getByTestId('hero-video')).toHaveAttribute('src', '/landing/balloon-pop.webm');
  await expect(page.getByTestId('hero-theme')).toHaveText('Balloon Pop');
  await expect(page.getByTestId('sticky-start')).toBeHidden();
  await page.getByTestId('scroll-to-landing-slider').click();
  await expect(page.getByTestId('sticky-start')).toBeVisible();
  const slider = page.getByTestId('feature-slider');
  const chapters = page.getByTestId('chapter-carousel');
  await page.mouse.move(0, 0);
  // From here only the test moves the clock: on a busy machine the steps above can take more than 5 s of the
  // page's time, in which the rotations move on by themselves, so their steps are counted from where they are.
  // (Paused a few seconds ahead of the page's time, which goes on while this call travels.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
  // A step the jump made is drawn (React renders in message tasks, which the paused clock does not hold).
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round++)
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
  });
  const at = async (carousel: Locator) => Number(await carousel.getAttribute('data-index'));
  const slides = await slider.locator('article[data-panel]').count();
  const chapterSlides = await chapters.locator('article[data-panel]').count();
  expect(slides).toBe(3);
  const [sliderStart, chaptersStart] = [await at(slider), await at(chapters)];
  // Five seconds at a time, each step seen before the next: a rotation sets its next timer once the page has
  // drawn the step before, so one longer jump of the clock could pass it.
  for (let step = 1; step <= 3; step++) {
    await page.clock.runFor(5000);
    await expect(slider).toHaveAttribute('data-index', String((sliderStart + step) % slides));
  }
  await expect(chapters).toHaveAttribute('data-index', String((chaptersStart + 3) % chapterSlides));
});

test('switching the language changes the text, survives a reload, and picks the article language', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await page.getByTestId('language-picker').first().selectOption('CHS');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('儿童盲打，一局游戏一步进步');
  await page.reload();
  await expect(page.getByRole('link', { name: '首页' })).toBeVisible();
  await expect(page).toHaveTitle('KeyQuest - 儿童盲打：课程与游戏');

  await page.goto('/blog/touch-typing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('什么是盲打？为什么要学？');
  const body = page.getByTestId('article-body');
  await expect(body.locator('h2').first()).toHaveText('它带来的改变');
  expect(await body.locator('script, [onclick], [onerror]').count()).toBe(0);

  await page.getByTestId('language-picker').first().selectOption('JA');
  await expect(page.getByRole('link', { name: 'ホーム' })).toBeVisible();
  // Japanese readers get the article in Japanese (every article is written in the five languages).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('タッチタイピングとは？なぜ覚えるの？');
  await expect(page.getByRole('article')).toHaveAttribute('lang', 'ja');
});

test('each edition shows its own route set, home headline, footer and legal text', async ({
  page,
  browser,
}) => {
  const global = [
    '/product/finger-placement',
    '/product/vocabulary-builder',
    '/product/typing-literature',
    '/product/chinese-typing',
    '/product/typing-coding',
    '/product/typing-number',
    '/product/typing-game',
    '/product/typing-ai-custom',
  ];
  const cn = [
    '/product/fingering-practice',
    '/product/ai-custom-practice',
    '/product/typing-game',
    '/product/pinyin-typing',
    '/product/chinese-typing',
    '/product/english-typing',
    '/product/code-typing',
    '/product/numpad-typing',
  ];
  const shared = [
    '/fingering-chart',
    '/product/video-course',
    '/blog',
    '/faq',
    '/contact',
    '/legal/tos',
    '/legal/private',
  ];

  for (const path of [...global, ...shared, '/landing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByText('404', { exact: true }), path).toBeHidden();
  }
  await page.goto('/product/pinyin-typing');
  await expect(page.getByText('404', { exact: true })).toBeVisible();

  // A browser in China: the country found at start (from Accept-Language here) keeps Chinese.
  const cnContext = await browser.newContext({ baseURL: cnBase, locale: 'zh-CN' });
  const cnPage = await cnContext.newPage();
  await cnPage.goto('/');
  // The China-region edition starts in Simplified Chinese in the browser, with its own headline and /cht.
  await expect(cnPage.getByRole('heading', { level: 1 })).toHaveText(
    `每天 15 分钟：${LEARNERS} 名模拟学习者中，${SHARE} 在第 30 天前达到每分钟 25 个单词`,
  );
  await expect(cnPage.getByTestId('site-footer').getByRole('link', { name: '繁體中文' })).toBeVisible();
  for (const path of [...cn, ...shared, '/landing']) {
    await cnPage.goto(path);
    await expect(cnPage.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(cnPage.getByText('404', { exact: true }), path).toBeHidden();
  }
  await cnPage.goto('/legal/private');
  await expect(cnPage.getByTestId('legal')).toContainText('中国大陆');
  await cnPage.goto('/cht');
  // /cht: the same evidence-backed headline in Traditional Chinese (docs/EVIDENCE.md), not the old promise.
  await expect(cnPage.getByRole('heading', { level: 1 })).toHaveText(
    `每天 15 分鐘：${LEARNERS} 名模擬學習者中，${SHARE} 在第 30 天前達到每分鐘 25 個單字`,
  );
  await cnContext.close();

  await page.goto('/legal/private');
  await expect(page.getByTestId('legal')).not.toContainText('mainland China');
});

test('the home page loads no PixiJS, no game and no pinyin dictionary code', async ({ page }) => {
  /** Markers of the chunks the home page must never load (as tests/bench/page-weight/run.mjs knows them). */
  const forbidden: Record<string, RegExp> = {
    // PixiJS's own messages ("PixiJS Warning: ...") and its WebGL renderer survive minification.
    pixi: /PixiJS|WebGLRenderer/,
    // Every game's module exports mountGame, and the game center calls it.
    game: /\bmountGame\b/,
    // pinyin-pro's tone sandhi table: the pinyin dictionary.
    pinyin: /toneSandhi|pinyin-pro/i,
  };
  // Every script the page asks for (cached or not); the bodies are fetched again by URL, since a response's own
  // body is gone once the page navigates.
  const scripts = new Set<string>();
  page.on('request', (request) => {
    // Our own chunks only (PixiJS also starts workers from blob: URLs).
    if (request.resourceType() === 'script' && request.url().startsWith('http')) scripts.add(request.url());
  });
  const found = async () => {
    const urls = [...scripts];
    scripts.clear();
    const bodies = await Promise.all(
      urls.map(async (url) => {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        return response.text();
      }),
    );
    return Object.keys(forbidden).filter((name) => bodies.some((body) => forbidden[name]!.test(body)));
  };

  await page.goto('/', { waitUntil: 'networkidle' });
  // The lazy parts far below the fold (blog teaser, lesson count) load too when scrolled near.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
  });
  await expect(page.getByTestId('blog-teaser').getByRole('link').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await found()).toEqual([]);

  // The markers still recognise those chunks: the game center loads PixiJS and a game.
  await page.goto('/game-center?play=BALLOON_POP', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-game-mirror]')).toHaveAttribute('data-screen', 'title');
  expect(await found()).toEqual(['pixi', 'game']);
});

test('the wallpaper dialog switches sizes and downloads 5120, 3840 and 2400 px wide images', async ({
  page,
}) => {
  await page.goto('/fingering-chart');
  await page.getByTestId('wallpaper-open').click();
  const dialog = page.getByTestId('wallpaper-dialog');
  await expect(dialog.getByRole('heading', { name: 'Download as wallpaper' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^Large/ })).toBeChecked();

  const sizes: [RegExp, number, number][] = [
    [/^Large/, 5120, 3412],
    [/^Medium/, 3840, 2560],
    [/^Small/, 2400, 1600],
  ];
  for (const [name, width, height] of sizes) {
    await dialog.getByRole('radio', { name }).check();
    await expect(dialog.getByRole('radio', { name })).toBeChecked();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`keyquest-fingering-chart-${width}x${height}.png`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const png = Buffer.concat(chunks);
    // A PNG file whose header (IHDR) holds the wallpaper's size.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wallpaper-open')).toBeVisible();
});

test("an organisation's home page shows its logo and background; invalid homepageConfig gives the default", async ({
  page,
}) => {
  // No route creates an organisation, so the server's answer for ?org= is given here (its shape is the API's).
  let homepageConfig = JSON.stringify({ logo: '/favicon.svg', background: '/landing/star-trek.jpg' });
  await page.route(/\/api\/open\/organization\/info\/by-student/, (route) =>
    route.fulfill({
      json: { orgName: 'Hill School', orgAuthType: 'SCHOOL', homepageConfig },
    }),
  );
  const hero = page.getByTestId('home-hero');
  const heroImage = () => hero.evaluate((element) => getComputedStyle(element).backgroundImage);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const defaultImage = await heroImage();
  expect(defaultImage).not.toContain('star-trek.jpg');

  await page.goto('/?org=7');
  await expect(hero.locator('img')).toHaveAttribute('src', '/favicon.svg');
  expect(await heroImage()).toContain('/landing/star-trek.jpg');

  homepageConfig = '{logo: "/favicon.svg", background:';
  const ignored = page.waitForEvent('console', (message) => message.text().includes('not valid JSON'));
  await page.goto('/?org=7');
  await ignored;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.locator('img')).toHaveCount(0);
  expect(await heroImage()).toBe(defaultImage);
});
