// Draws the installed app's icons from the favicon's artwork (our own): 192 and 512 px on a white rounded tile
// ("any"), and a 512 px maskable icon whose artwork sits inside the central 80 % safe zone on a full-bleed
// blue ground (a launcher may cut it to a circle or a squircle). Renders with Debian's Chromium.
// Writes assets/public/icons/*.png. Run: node scripts/site/make-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../lib.mjs';

const artwork = readFileSync(join(root, 'assets/public/favicon.svg'), 'utf8');
const out = join(root, 'assets/public/icons');
mkdirSync(out, { recursive: true });

const ICONS = [
  { file: 'icon-192.png', size: 192, ground: '#ffffff', radius: 0.22, art: 0.86 },
  { file: 'icon-512.png', size: 512, ground: '#ffffff', radius: 0.22, art: 0.86 },
  { file: 'icon-maskable-512.png', size: 512, ground: '#2b59c3', radius: 0, art: 0.8, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, ground: '#ffffff', radius: 0, art: 0.8 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  // On the maskable icon's blue ground the artwork's blue tile merges with it: the white screen and its mark show.
  const art = artwork;
  const inner = Math.round(icon.size * icon.art);
  await page.setContent(
    `<html><body style="margin:0;background:transparent">
      <div style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.ground};border-radius:${icon.radius * icon.size}px">
        <div style="width:${inner}px;height:${inner}px">${art.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
      </div></body></html>`,
  );
  await page.screenshot({ path: join(out, icon.file), omitBackground: true });
  await page.close();
  console.log(`wrote assets/public/icons/${icon.file}`);
}
await browser.close();
