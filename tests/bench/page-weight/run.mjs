// Page weight of the public pages: the JavaScript and CSS (gzip) a page loads before it is interactive, and its
// largest contentful paint in Chromium, beside a lesson page for comparison.
//
//   node tests/bench/page-weight/run.mjs [--rounds 3] [--no-build] [--port 8449] [--files] [--only 'home;lesson']
//
// It fails (exit code 1) if a lesson page loads framer-motion or @pixi/react.
//
// --files also lists, per page, every script fetched before interactive with its gzip size (the first round).
// --only measures only the pages named (their names in PAGES, separated by ;).
//
// Method (figures in BENCHMARKS.md, "Page weight"): builds the app into .tmp/bench-page-weight (unless
// --no-build), starts the built server on a fresh embedded database, and opens each page in a new browser
// context (cold cache) at 1440x900. Every script and style sheet the page fetches until the network is idle
// (lazy chunks the first render needs included) is summed as gzip (level 6, what a compressing proxy sends)
// and raw. LCP comes from a buffered `largest-contentful-paint` observer. The median of the rounds is printed;
// CPU steal (other tenants) is printed before and after: discard runs above ~5 %. The home page must never
// load the games (PixiJS) or the pinyin dictionary: the script says so when it does.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const ROUNDS = option('rounds', 3);
const PORT = option('port', 8449);
const dist = resolve(process.env.KEYQUEST_DIST ?? '.tmp/bench-page-weight');
const ALL_PAGES = [
  { name: 'home', path: '/' },
  { name: 'home (phone 390 px)', path: '/', width: 390, height: 844 },
  { name: 'landing page', path: '/landing' },
  { name: 'video lesson', path: '/product/video-course/lower-row-keys-v-and-m' },
  { name: 'product page', path: '/product/finger-placement' },
  { name: 'lesson', path: '/lesson/home-keys-f-and-j' },
  // Pinyin and Chinese typing: the pinyin dictionary (pinyin-pro) loads only for the learner's own text.
  { name: 'pinyin course map', path: '/chapter/pinyin' },
  { name: 'pinyin lesson', path: '/chapter/pinyin/pinyin-a-o-e' },
  { name: 'Chinese lesson (IME)', path: '/chapter/chinese/chinese-sentences-1' },
  { name: 'pinyin of own text', path: '/chapter/pinyin/own-text', ownText: '我们去银行。' },
  // Signed in as a guest with three days of practice: the report draws its charts (uPlot), the course map must not
  // load them.
  { name: 'course map (signed in)', path: '/chapter/', signIn: true },
  { name: 'report (signed in, week)', path: '/report?period=week', signIn: true },
  // The pages of the design card's libraries (framer-motion, @pixi/react): the game center opens its switcher on
  // arrival, the character page lists the learner's roles.
  { name: 'game center (signed in)', path: '/game-center', signIn: true },
  { name: 'character (signed in)', path: '/character', signIn: true },
];
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(';') : null;
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.name)) : ALL_PAGES;
/** The chart library (uPlot): only report pages may load it. */
const CHART_CODE = /u-over/;
/** Chunks that must never load on the home page: PixiJS and the games, the pinyin dictionary. */
const FORBIDDEN_ON_HOME = [/autoDetectRenderer/, /WebGLRenderer/, /pinyin-pro/i, /\bmountGame\b/];
/** The design card's libraries, by code only their files hold: neither may load on a lesson's first paint. */
const DESIGN_LIBRARIES = {
  'framer-motion': /motionComponentSymbol|data-framer-appear-id/,
  '@pixi/react': /__pixireact/,
};
/** pinyin-pro's code (the pinyin dictionary, with our call of it): only the own-text pinyin drill loads it. */
const PINYIN_DICTIONARY = /toneSandhi/;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function steal() {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { steal: cpu[7] ?? 0, total: cpu.reduce((sum, value) => sum + value, 0) };
}

if (!args.includes('--no-build')) {
  console.log(`Building into ${dist} ...`);
  const build = spawnSync('node', ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, KEYQUEST_DIST: dist },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'keyquest-bench-'));
const server = spawn('node', [join(dist, 'server/main.js')], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    UNSAFE_LOG_CODES: '1', // no mail or SMS provider on the bench machine
    LOG_LEVEL: 'silent',
  },
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 900; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* not yet */
  }
  await new Promise((done) => setTimeout(done, 200));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** A guest with a character and a practice on each of three days, in a browser context's cookies and storage. */
async function signInWithPractice(context) {
  const deviceId = `bench-${Math.random().toString(36).slice(2, 12)}`;
  const post = async (path, fields, token) => {
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: new URLSearchParams({ deviceId, ...fields }),
    });
    return response.json();
  };
  const login = await post('/user/auth/visitor', { clientType: 'web' });
  const character = await post(
    '/character/create',
    { avatar: 'avatar-student-1', nickname: 'Bench', type: 'STUDENT' },
    login.accessToken,
  );
  const text = 'fall sad lads ask dad';
  for (const daysAgo of [3, 1, 0]) {
    await post(
      '/attempt/submit',
      {
        characterId: String(character.characterId),
        idempotencyKey: `${deviceId}-${daysAgo}`,
        kind: 'practice',
        mode: 'stop',
        text,
        keystrokes: JSON.stringify(
          [...text].map((char, i) => ({ kind: 'insert', char, timeStamp: 1000 + i * 220 })),
        ),
        startedAt: String(Date.now() - daysAgo * 86_400_000 - 60_000),
        timeZone: 'UTC',
      },
      login.accessToken,
    );
  }
  await context.addCookies(
    ['accessToken', 'refreshToken', 'expireTime'].map((name) => ({
      name,
      value: name === 'expireTime' ? String(login.expireTime) : login[name],
      url: base,
    })),
  );
  await context.addInitScript(
    ({ user, characterId, deviceId }) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('characterId', String(characterId));
      localStorage.setItem('deviceId', deviceId);
    },
    { user: login.user, characterId: character.characterId, deviceId },
  );
}

async function measure(page) {
  const context = await browser.newContext({
    viewport: { width: page.width ?? 1440, height: page.height ?? 900 },
  });
  if (page.signIn) await signInWithPractice(context);
  const tab = await context.newPage();
  if (page.ownText)
    await tab.addInitScript((text) => sessionStorage.setItem('keyquest.pinyin-own-text', text), page.ownText);
  const files = [];
  const pending = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const at = Date.now();
    pending.push(
      response
        .body()
        .then((body) =>
          files.push({
            url: new URL(response.url()).pathname,
            type,
            at,
            raw: body.length,
            gzip: gzipSync(body).length,
            text: body.toString('utf8'),
          }),
        )
        .catch(() => undefined),
    );
  });
  await tab.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await tab.goto(base + page.path, { waitUntil: 'commit' });
  // Interactive: the app has replaced the server's pre-rendered text (and any 'Loading...') with its own page.
  await tab.waitForFunction(() => {
    const root = document.getElementById('root');
    return (
      root &&
      !root.hidden &&
      root.childElementCount > 0 &&
      !document.querySelector('.prerendered') &&
      !root.querySelector('.app-loading')
    );
  });
  const interactiveAt = Date.now();
  await tab.waitForLoadState('networkidle');
  // LCP is final at the first input; read it after the page settled.
  await tab.waitForTimeout(300);
  const lcp = await tab.evaluate(() => window.__lcp);
  await Promise.all(pending);
  await context.close();
  const sum = (type, key, until = Infinity) =>
    files
      .filter((file) => file.type === type && file.at <= until)
      .reduce((total, file) => total + file[key], 0);
  return {
    jsInteractive: sum('script', 'gzip', interactiveAt),
    cssInteractive: sum('stylesheet', 'gzip', interactiveAt),
    jsGzip: sum('script', 'gzip'),
    jsRaw: sum('script', 'raw'),
    cssGzip: sum('stylesheet', 'gzip'),
    files: files.length,
    lcp,
    beforeInteractive: files
      .filter((file) => file.type === 'script' && file.at <= interactiveAt)
      .sort((a, b) => b.gzip - a.gzip)
      .map((file) => `${file.url.replace('/assets/', '')} ${kb(file.gzip)}`),
    largest: [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((file) => `${file.url.replace('/assets/', '')} ${kb(file.gzip)}`),
    dictionary: files
      .filter((file) => PINYIN_DICTIONARY.test(file.text))
      .reduce((total, file) => total + file.gzip, 0),
    forbidden: files
      .filter((file) => FORBIDDEN_ON_HOME.some((pattern) => pattern.test(file.text)))
      .map((file) => file.url),
    charts: files.filter((file) => CHART_CODE.test(file.text)).map((file) => file.url),
    libraries: Object.entries(DESIGN_LIBRARIES)
      .filter(([, pattern]) => files.some((file) => pattern.test(file.text)))
      .map(([name]) => name),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const before = steal();
const loadBefore = loadavg()[0];
const results = [];
for (const page of PAGES) {
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await measure(page));
  results.push({ page, runs });
}
const after = steal();
const loadAfter = loadavg()[0];
await browser.close();
server.kill();
rmSync(dataDir, { recursive: true, force: true });

console.log(`\nPage weight (${ROUNDS} rounds, medians; gzip level 6)`);
console.log('page                          JS to interactive  CSS    JS until idle (raw)      files  LCP');
for (const { page, runs } of results) {
  const m = (key) => median(runs.map((run) => run[key]));
  console.log(
    `${page.name.padEnd(30)}${kb(m('jsInteractive')).padEnd(19)}${kb(m('cssInteractive')).padEnd(7)}${`${kb(m('jsGzip'))} (${kb(m('jsRaw'))})`.padEnd(25)}${String(m('files')).padEnd(7)}${m('lcp').toFixed(0)} ms`,
  );
}
for (const { page, runs } of results) console.log(`  largest on ${page.name}: ${runs[0].largest.join(', ')}`);
if (args.includes('--files')) {
  for (const { page, runs } of results) {
    const scripts = runs[0].beforeInteractive;
    console.log(
      `\nScripts before interactive on ${page.name} (${scripts.length}):\n  ${scripts.join('\n  ')}`,
    );
  }
}
console.log('\nPinyin dictionary (pinyin-pro), gzip, where it loads:');
for (const { page, runs } of results) {
  const size = runs[0].dictionary;
  console.log(`  ${page.name.padEnd(28)}${size > 0 ? kb(size) : 'not loaded'}`);
}
const home = results.find((result) => result.page.path === '/' && !result.page.width);
const forbidden = home?.runs[0].forbidden ?? [];
console.log(
  forbidden.length === 0
    ? '\nHome page: no PixiJS, game or pinyin-dictionary code loaded.'
    : `\nHome page loaded forbidden code: ${forbidden.join(', ')}`,
);
console.log("\nThe design card's libraries, where they load (a lesson's first paint loads neither):");
for (const { page, runs } of results) {
  const loaded = runs[0].libraries;
  const wrong = page.path.startsWith('/lesson/') && loaded.length > 0;
  if (wrong) process.exitCode = 1;
  console.log(`  ${page.name.padEnd(28)}${loaded.join(', ') || 'neither'}${wrong ? '  <-- WRONG' : ''}`);
}
for (const { page, runs } of results.filter((result) => result.page.signIn)) {
  const charts = runs[0].charts;
  const isReport = page.path.startsWith('/report');
  const ok = isReport ? charts.length > 0 : charts.length === 0;
  console.log(
    `${page.name}: chart library ${charts.length > 0 ? `loaded (${charts.join(', ')})` : 'not loaded'}${ok ? '' : '  <-- WRONG'}`,
  );
}
const stealShare = (after.steal - before.steal) / Math.max(1, after.total - before.total);
console.log(`CPU steal during the run: ${(stealShare * 100).toFixed(1)} % (discard above ~5 %)`);
console.log(`Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
