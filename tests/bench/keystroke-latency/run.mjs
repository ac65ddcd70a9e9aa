// Keystroke-to-paint latency of the lesson screen, beside a bare page measured in the same run.
//
//   KEYQUEST_DIST=dist node tests/bench/keystroke-latency/run.mjs [--keys 500] [--rounds 3]
//   KEYQUEST_DIST=dist KEYQUEST_DIST_BEFORE=<older build> node tests/bench/keystroke-latency/run.mjs
//   KEYQUEST_DIST=dist node tests/bench/keystroke-latency/run.mjs --layouts us,fr [--lesson posture]
//
// With --layouts, every round measures the lesson screen once per keyboard layout (the device's layout, as a
// learner who chose it before signing in), after the same bare page, the order of the layouts alternating from
// round to round; each key is sent as that layout's keyboard sends it (CDP: its `code` and `key`, from the
// layout tables in src/keyboard/data/layouts.json), so a lesson whose letters move (posture: q s d f j k l m
// on AZERTY) presses the layout's own keys.
//
// With KEYQUEST_DIST_BEFORE, every round also measures the lesson screen of an older build (its own server), so a
// before/after comparison shares the same bare baseline and the same machine state: the order of the two lesson
// screens alternates from round to round.
//
// Method (figures in BENCHMARKS.md, "Keystroke to painted frame"): Chrome's own trace. Each key press becomes an
// `EventLatency` begin/end pair whose `event_type` is KEY_PRESSED, measuring from the input event's creation to
// the presentation of the frame that shows its effect. Keys are sent with random 60-120 ms gaps so they do not
// lock onto the frame clock. The bare page (an input field and a text node, served by the same server) is the
// floor the browser itself sets; the ratio says how close the lesson screen comes to it. CPU steal (other
// tenants of the machine) is printed before and after: discard runs above ~5 %.
// A second figure comes from the page itself, measured the way keybr.com's own benchmark does: from the keydown's
// time stamp to the second animation frame after it (the first frame after the one the key's work went into),
// recorded by a capturing keydown listener both pages get before their own scripts run.
//
// Needs a build (`node scripts/build.mjs`); serves `<dist>/client` itself, so no database or API is involved.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  clientDir,
  cpuTimes,
  gap,
  keyName,
  openLesson,
  percentile,
  serve,
  stealPercent,
} from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const KEYS = option('keys', 500);
const ROUNDS = option('rounds', 3);
const textOption = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const LAYOUTS = (textOption('layouts') ?? '').split(',').filter(Boolean);
const LESSON_SLUG = textOption('lesson');
const TABLES = LAYOUTS.length
  ? JSON.parse(readFileSync(new URL('../../../src/keyboard/data/layouts.json', import.meta.url), 'utf8'))
      .layouts
  : {};
for (const id of LAYOUTS) if (!TABLES[id]) throw new Error(`No layout table for ${id}`);

/** The key (code) that types a character without modifiers on a layout. */
function codeOn(layout, char) {
  if (char === ' ') return 'Space';
  const found = Object.entries(TABLES[layout]).find(([, chars]) => chars[0] === char);
  if (!found) throw new Error(`${char} is not on a key of ${layout} without modifiers`);
  return found[0];
}
const beforeDir = process.env.KEYQUEST_DIST_BEFORE
  ? join(resolve(process.env.KEYQUEST_DIST_BEFORE), 'client')
  : null;

/** KEY_PRESSED EventLatency durations (ms) in the order the keys were pressed. */
function keyPressLatencies(traceJson) {
  const events = JSON.parse(traceJson).traceEvents.filter((event) => event.name === 'EventLatency');
  const begins = new Map();
  const durations = [];
  for (const event of events) {
    const id = `${event.pid}:${event.id2?.local ?? event.id2?.global ?? event.id}`;
    if (event.ph === 'b') begins.set(id, event);
    else if (event.ph === 'e') {
      const begin = begins.get(id);
      begins.delete(id);
      if (begin?.args?.event_latency?.event_type === 'KEY_PRESSED') {
        durations.push({ ts: begin.ts, ms: (event.ts - begin.ts) / 1000 });
      }
    }
  }
  return durations.sort((a, b) => a.ts - b.ts).map((entry) => entry.ms);
}

/** Records, per keydown, the time from its time stamp to the second animation frame after it. */
function recordDoubleRaf() {
  window.__doubleRaf = [];
  window.addEventListener(
    'keydown',
    (event) => {
      const stamp = event.timeStamp;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => window.__doubleRaf.push(performance.now() - stamp)),
      );
    },
    true,
  );
}

/**
 * Sends `count` keys through `press`, with random gaps, under a trace; returns the latencies of the keys that
 * count (`press` returns false for a key that must be left out, e.g. Esc restarting the lesson).
 */
async function measure(browser, page, count, press) {
  const counted = [];
  await page.evaluate(() => (window.__doubleRaf.length = 0));
  await browser.startTracing(page, { categories: ['cc', 'benchmark', 'input', 'latencyInfo'] });
  for (let i = 0; i < count; i++) {
    counted.push(await press(i));
    await page.waitForTimeout(gap());
  }
  await page.waitForTimeout(300);
  const latencies = keyPressLatencies((await browser.stopTracing()).toString());
  const frames = await page.evaluate(() => window.__doubleRaf);
  const keep = (values, what) => {
    if (values.length === counted.length) return values.filter((_, index) => counted[index]);
    console.warn(`  (${what} has ${values.length} key presses for ${counted.length} sent: keeping them all)`);
    return values;
  };
  return { latencies: keep(latencies, 'the trace'), frames: keep(frames, 'double rAF') };
}

async function measureBare(browser, context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/__bench/bare`);
  await page.focus('#field');
  const text = 'fjfj jfjf ffjj jjff ';
  const latencies = await measure(browser, page, KEYS, async (i) => {
    await page.keyboard.press(keyName(text[i % text.length]));
    return true;
  });
  await page.close();
  return latencies;
}

async function measureLesson(browser, context, base, layout) {
  const page = await context.newPage();
  if (layout) {
    await page.addInitScript((id) => {
      const state = { device: id, byCharacter: {}, asked: { device: true } };
      localStorage.setItem('keyquest.keyboard-layout', JSON.stringify({ state, version: 1 }));
    }, layout);
  }
  const text = await openLesson(page, base, LESSON_SLUG);
  const cdp = layout ? await page.context().newCDPSession(page) : null;
  const pressChar = async (char) => {
    if (!cdp) return page.keyboard.press(keyName(char));
    const event = { key: char, code: codeOn(layout, char) };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...event, text: char, unmodifiedText: char });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
  };
  let position = 0;
  const latencies = await measure(browser, page, KEYS, async () => {
    // Never finish the lesson (the report is not the keystroke path): Esc restarts one key before the end, and
    // that key press is left out of the figures.
    if (position === text.length - 1) {
      position = 0;
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
      return false;
    }
    await pressChar(text[position]);
    position++;
    return true;
  });
  await page.close();
  return latencies;
}

const format = (ms) => `${ms.toFixed(1)} ms`;

function summarise(label, { latencies, frames }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const rafSorted = [...frames].sort((a, b) => a - b);
  const raf50 = percentile(rafSorted, 50);
  const raf95 = percentile(rafSorted, 95);
  console.log(
    `  ${label.padEnd(14)} n=${String(sorted.length).padStart(4)}  EventLatency p50 ${format(p50)}  p95 ${format(p95)}` +
      `  |  double rAF p50 ${format(raf50)}  p95 ${format(raf95)}`,
  );
  return { p50, p95, raf50, raf95 };
}

async function main() {
  const server = await serve(clientDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const beforeServer = beforeDir ? await serve(beforeDir) : null;
  const beforeBase = beforeServer ? `http://127.0.0.1:${beforeServer.address().port}` : null;
  console.log(`Keystroke to painted frame (Chrome trace EventLatency KEY_PRESSED), ${KEYS} keys per page`);
  console.log(`  app: ${clientDir}`);
  if (beforeDir) console.log(`  before: ${beforeDir}`);
  console.log(`  CPU steal before: ${await stealPercent()}; load average ${loadavg()[0].toFixed(2)}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results = [];
  const runStart = await cpuTimes();
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      await context.addInitScript(recordDoubleRaf);
      if (ROUNDS > 1) console.log(`  round ${round}`);
      console.log(
        `  load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
      );
      const bare = summarise('bare page', await measureBare(browser, context, base));
      if (LAYOUTS.length) {
        const order = round % 2 === 1 ? LAYOUTS : [...LAYOUTS].reverse();
        const byLayout = {};
        for (const id of order) {
          byLayout[id] = summarise(`lesson ${id}`, await measureLesson(browser, context, base, id));
        }
        for (const id of LAYOUTS) {
          const page = byLayout[id];
          console.log(
            `  ratio ${id}/bare: EventLatency p50 ${(page.p50 / bare.p50).toFixed(2)}  p95 ${(page.p95 / bare.p95).toFixed(2)}` +
              `  |  double rAF p50 ${(page.raf50 / bare.raf50).toFixed(2)}  p95 ${(page.raf95 / bare.raf95).toFixed(2)}`,
          );
        }
        results.push({ bare, byLayout });
        await context.close();
        continue;
      }
      const lessonOf = async (label, at) => summarise(label, await measureLesson(browser, context, at));
      let lesson;
      let before = null;
      if (beforeBase && round % 2 === 0) {
        before = await lessonOf('lesson before', beforeBase);
        lesson = await lessonOf('lesson screen', base);
      } else {
        lesson = await lessonOf('lesson screen', base);
        if (beforeBase) before = await lessonOf('lesson before', beforeBase);
      }
      const ratios = (label, page) =>
        console.log(
          `  ratio ${label}/bare: EventLatency p50 ${(page.p50 / bare.p50).toFixed(2)}  p95 ${(page.p95 / bare.p95).toFixed(2)}` +
            `  |  double rAF p50 ${(page.raf50 / bare.raf50).toFixed(2)}  p95 ${(page.raf95 / bare.raf95).toFixed(2)}`,
        );
      ratios('lesson', lesson);
      if (before) ratios('before', before);
      results.push({ bare, lesson, before });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
    beforeServer?.close();
  }
  const runEnd = await cpuTimes();
  if (runStart && runEnd && runEnd.total > runStart.total) {
    const during = (100 * (runEnd.steal - runStart.steal)) / (runEnd.total - runStart.total);
    console.log(`  CPU steal during the run: ${during.toFixed(1)}%`);
  }
  console.log(`  CPU steal after: ${await stealPercent()}; load average ${loadavg()[0].toFixed(2)}`);
  if (ROUNDS > 1 && LAYOUTS.length) {
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`  median of ${ROUNDS} rounds: bare p50 ${format(median(results.map((r) => r.bare.p50)))}`);
    for (const id of LAYOUTS) {
      const of = (key) => median(results.map((r) => r.byLayout[id][key]));
      const ratio = (key) => median(results.map((r) => r.byLayout[id][key] / r.bare[key])).toFixed(2);
      console.log(
        `  ${id}: p50 ${format(of('p50'))} p95 ${format(of('p95'))}; double rAF p50 ${format(of('raf50'))}` +
          ` p95 ${format(of('raf95'))}; ratios to bare EventLatency p50 ${ratio('p50')} p95 ${ratio('p95')},` +
          ` double rAF p50 ${ratio('raf50')} p95 ${ratio('raf95')}`,
      );
    }
  } else if (ROUNDS > 1) {
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const bareP50 = median(results.map((r) => r.bare.p50));
    const lessonP50 = median(results.map((r) => r.lesson.p50));
    const bareP95 = median(results.map((r) => r.bare.p95));
    const lessonP95 = median(results.map((r) => r.lesson.p95));
    const ratio = (key, page = 'lesson') => median(results.map((r) => r[page][key] / r.bare[key])).toFixed(2);
    console.log(
      `  median of ${ROUNDS} rounds: bare p50 ${format(bareP50)} p95 ${format(bareP95)}; lesson p50 ${format(lessonP50)} p95 ${format(lessonP95)}; ratio p50 ${(lessonP50 / bareP50).toFixed(2)} p95 ${(lessonP95 / bareP95).toFixed(2)}`,
    );
    console.log(
      `  median of the rounds' ratios: EventLatency p50 ${ratio('p50')} p95 ${ratio('p95')}; double rAF p50 ${ratio('raf50')} p95 ${ratio('raf95')}`,
    );
    if (beforeDir) {
      console.log(
        `  before, median of the rounds' ratios: EventLatency p50 ${ratio('p50', 'before')} p95 ${ratio('p95', 'before')}; double rAF p50 ${ratio('raf50', 'before')} p95 ${ratio('raf95', 'before')}`,
      );
    }
  }
}

await main();
