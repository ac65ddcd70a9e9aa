// The work a keystroke costs on the lesson screen and on the bare page, read from Chrome's trace: figures that hold
// on a loaded machine, where the latency bench (run.mjs) does not.
//
//   KEYQUEST_DIST=dist node tests/bench/keystroke-latency/cpu.mjs [--keys 150] [--rounds 3] [--width 1024]
//
// Per key pressed (the median of the rounds), in thread CPU time (`tdur`, so time the thread waited for a core is
// not counted):
// - input: the renderer's handling of the key's input events (keydown, beforeinput, keyup with their listeners
//   and the browser's default actions); of it, the style and layout forced inside the key's own script;
// - other script: functions run outside input handling and frames (timers, observers' callbacks);
// - frame: the main thread's frame (ProxyMain::BeginMainFrame), and inside it style, layout, pre-paint, paint
//   (recording) and layerize/commit;
// - raster: the raster workers' time (software raster here) and how many tiles they re-rastered, a measure of the
//   area the key damaged (a Paint event's clip is its layer's cull rect, not the damage: not usable for that);
// - draw: the display compositor's software draw (Display::DrawAndSwap);
// - frames: main-thread frames and drawn frames per key, and the share of keys followed by two frames or more.
// Keys go in with random 60-120 ms gaps, as in run.mjs; the lesson is restarted (Esc, outside the traces) before
// its end, so every traced key types the lesson's text.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, clientDir, gap, keyName, openLesson, serve, stealPercent } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const KEYS = option('keys', 150);
const ROUNDS = option('rounds', 3);
const WIDTH = option('width', 1024);
/** `--hold <ms>`: keep each key down this long, as a hand does (~100 ms), instead of releasing it at once. */
const HOLD = option('hold', 0);
/** `--save-trace <file>`: also writes the lesson's last trace, to open in DevTools' Performance panel. */
const saveTrace = args.includes('--save-trace') ? args[args.indexOf('--save-trace') + 1] : undefined;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc', 'benchmark', 'viz'];

/** Intervals sorted by start; `covers(ts)` says whether a time falls inside one of them. */
function intervals(events) {
  const sorted = events.map((event) => [event.ts, event.ts + (event.dur ?? 0)]).sort((a, b) => a[0] - b[0]);
  return (ts) => {
    let low = 0;
    let high = sorted.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (sorted[middle][0] <= ts) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found >= 0 && ts < sorted[found][1];
  };
}

const cpu = (event) => (event.tdur ?? event.dur ?? 0) / 1000;
const sum = (events) => events.reduce((total, event) => total + cpu(event), 0);

/** The per-key figures of one trace in which `keys` keys were pressed. */
function analyse(traceJson, keys) {
  const events = JSON.parse(traceJson).traceEvents;
  const keyDowns = events.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown',
  );
  if (keyDowns.length === 0) throw new Error('No keydown in the trace');
  const { pid, tid } = keyDowns[0];
  const main = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const named = (name) => main.filter((event) => event.name === name);
  const input = named('WidgetBaseInputHandler::OnHandleInputEvent');
  const frames = named('ProxyMain::BeginMainFrame');
  const inInput = intervals(input);
  const inFrame = intervals(frames);
  const inside = (name, within) => named(name).filter((event) => within(event.ts));
  const forced = ['UpdateLayoutTree', 'Layout'].flatMap((name) => inside(name, inInput));
  const otherScript = named('FunctionCall').filter((event) => !inInput(event.ts) && !inFrame(event.ts));
  const raster = events.filter(
    (event) => event.pid === pid && event.name === 'RasterTask' && event.ph === 'X',
  );
  const draws = events.filter((event) => event.name === 'Display::DrawAndSwap' && event.ph === 'X');

  // Frames after each key: main-thread frames that start between its keydown and the next key's.
  const starts = keyDowns.map((event) => event.ts).sort((a, b) => a - b);
  let twoOrMore = 0;
  for (let i = 0; i < starts.length; i++) {
    const end = starts[i + 1] ?? Infinity;
    const count = frames.filter((frame) => frame.ts >= starts[i] && frame.ts < end).length;
    if (count >= 2) twoOrMore++;
  }
  const per = (value) => value / keys;
  return {
    input: per(sum(input)),
    forced: per(sum(forced)),
    otherScript: per(sum(otherScript)),
    frame: per(sum(frames)),
    style: per(sum(inside('UpdateLayoutTree', inFrame))),
    layout: per(sum(inside('Layout', inFrame))),
    prePaint: per(sum(inside('PrePaint', inFrame))),
    paint: per(sum(inside('Paint', inFrame))),
    commit: per(sum([...inside('Layerize', inFrame), ...inside('Commit', inFrame)])),
    raster: per(sum(raster)),
    tiles: per(raster.length),
    draw: per(sum(draws)),
    mainFrames: per(frames.length),
    drawnFrames: per(draws.length),
    twoFrames: twoOrMore / starts.length,
  };
}

/** Presses a key: down and up at once, or held `--hold` ms. */
async function pressKey(page, key) {
  if (HOLD <= 0) return page.keyboard.press(key);
  await page.keyboard.down(key);
  await page.waitForTimeout(HOLD);
  await page.keyboard.up(key);
}

async function traced(browser, page, keys, press, save) {
  // KEYQUEST_TRACE_CATEGORIES (comma-separated) adds categories, e.g. invalidation tracking to see what repaints.
  const extra = process.env.KEYQUEST_TRACE_CATEGORIES?.split(',') ?? [];
  await browser.startTracing(page, { categories: [...CATEGORIES, ...extra] });
  for (let i = 0; i < keys; i++) {
    await press(i);
    await page.waitForTimeout(gap());
  }
  await page.waitForTimeout(300);
  const trace = (await browser.stopTracing()).toString();
  if (save) await writeFile(save, trace);
  return analyse(trace, keys);
}

/** Adds up the figures of several traces, weighted by their keys. */
function combine(parts) {
  const total = parts.reduce((count, part) => count + part.keys, 0);
  const result = {};
  for (const name of Object.keys(parts[0].figures)) {
    result[name] = parts.reduce((acc, part) => acc + part.figures[name] * part.keys, 0) / total;
  }
  return result;
}

async function measureBare(browser, context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/__bench/bare`);
  await page.focus('#field');
  await page.waitForTimeout(500);
  const text = 'fjfj jfjf ffjj jjff ';
  const figures = await traced(browser, page, KEYS, (i) => pressKey(page, keyName(text[i % text.length])));
  await page.close();
  return figures;
}

async function measureLesson(browser, context, base) {
  const page = await context.newPage();
  const text = await openLesson(page, base);
  await page.waitForTimeout(500);
  const parts = [];
  for (let left = KEYS; left > 0;) {
    // One trace per attempt, each key typing the next character; Esc restarts outside the trace.
    const keys = Math.min(left, text.length - 1);
    const figures = await traced(browser, page, keys, (i) => pressKey(page, keyName(text[i])), saveTrace);
    parts.push({ keys, figures });
    left -= keys;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
  }
  await page.close();
  return combine(parts);
}

const ROWS = [
  ['input', 'input events (dispatch, listeners, default actions)'],
  ['forced', '  of it, style and layout forced by the script'],
  ['otherScript', 'script outside input and frames'],
  ['frame', 'main-thread frame (BeginMainFrame)'],
  ['style', '  style (UpdateLayoutTree)'],
  ['layout', '  layout'],
  ['prePaint', '  pre-paint'],
  ['paint', '  paint (recording)'],
  ['commit', '  layerize and commit'],
  ['raster', 'raster (worker threads)'],
  ['tiles', 'tiles re-rastered', 'count'],
  ['draw', 'display compositor draw'],
  ['mainFrames', 'main-thread frames', 'count'],
  ['drawnFrames', 'drawn frames', 'count'],
  ['twoFrames', 'keys followed by 2+ frames', 'share'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const show = (value, kind) =>
  kind === 'count'
    ? value.toFixed(2)
    : kind === 'share'
      ? `${(100 * value).toFixed(0)} %`
      : `${value.toFixed(2)} ms`;

async function main() {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  console.log(
    `Work per keystroke from Chrome's trace (thread CPU time), ${KEYS} keys per page, width ${WIDTH} px`,
  );
  console.log(`  app: ${clientDir}`);
  console.log(`  CPU steal before: ${await stealPercent()}; load average ${loadavg()[0].toFixed(2)}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const bare = [];
  const lesson = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: WIDTH, height: 768 } });
      bare.push(await measureBare(browser, context, base));
      lesson.push(await measureLesson(browser, context, base));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `  per key (median of ${ROUNDS} rounds)`.padEnd(58) + 'bare page'.padStart(12) + 'lesson'.padStart(12),
  );
  for (const [name, label, kind] of ROWS) {
    const b = median(bare.map((figures) => figures[name]));
    const l = median(lesson.map((figures) => figures[name]));
    console.log(`  ${label.padEnd(56)}${show(b, kind).padStart(12)}${show(l, kind).padStart(12)}`);
  }
  console.log(`  CPU steal after: ${await stealPercent()}; load average ${loadavg()[0].toFixed(2)}`);
}

await main();
