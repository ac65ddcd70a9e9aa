// Shared by the keystroke benches (run.mjs: latency; cpu.mjs: CPU, paint and frames per key): the static server
// for the built app and the bare page, CPU steal from /proc/stat, percentiles, key names and gaps.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';

export const LESSON = 'home-keys-f-and-j';
export const dist = resolve(process.env.KEYQUEST_DIST ?? 'dist');
export const clientDir = join(dist, 'client');
const defaultClientDir = clientDir;

/** The browser's floor: typing into a field and mirroring it into a text node, nothing else. */
export const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title></head>
<body><input id="field" autocomplete="off"><p id="out">&nbsp;</p>
<script>
  const field = document.getElementById('field');
  const out = document.getElementById('out').firstChild;
  field.addEventListener('input', () => { out.data = field.value.slice(-40); });
  field.focus();
</script></body></html>`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** A static server for a built app (SPA fallback to index.html; default: KEYQUEST_DIST's) and the bare page. */
export function serve(clientDir = defaultClientDir) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path === '/__bench/bare') {
      response.writeHead(200, { 'content-type': TYPES['.html'] });
      return response.end(BARE_PAGE);
    }
    let file = join(clientDir, path);
    if (!file.startsWith(clientDir)) file = join(clientDir, 'index.html');
    let body;
    try {
      body = await readFile(file);
    } catch {
      file = join(clientDir, 'index.html');
      body = await readFile(file);
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Aggregate CPU counters from /proc/stat (Linux); steal is the 8th value. */
export async function cpuTimes() {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0];
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    return { steal: values[7] ?? 0, total: values.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** Steal over a short window (percent of all CPU time), to print the noise before and after the run. */
export async function stealPercent(windowMs = 1000) {
  const before = await cpuTimes();
  await new Promise((done) => setTimeout(done, windowMs));
  const after = await cpuTimes();
  if (!before || !after || after.total === before.total) return 'n/a';
  return `${((100 * (after.steal - before.steal)) / (after.total - before.total)).toFixed(1)}%`;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const gap = () => 60 + Math.random() * 60;
export const keyName = (char) => (char === ' ' ? 'Space' : char);

/** The Chromium both benches launch: headless, software raster (no GPU on this machine). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Opens the lesson, starts it and returns its text (the keys to type). */
export async function openLesson(page, base, lesson = LESSON) {
  await page.goto(`${base}/lesson/${lesson}`);
  await page.getByTestId('lesson-start').click();
  await page.getByTestId('typing-field').waitFor({ state: 'attached' });
  const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
  if (text.length < 10) throw new Error(`The lesson text did not render (${JSON.stringify(text)})`);
  return text;
}
