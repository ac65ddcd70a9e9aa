// Renders the games' sprite sheets into sprites/: icons from the MIT-licensed Fluent Emoji Flat set, a
// balloon we draw, and the 27-frame thunder loop we draw. Rasterised in Debian's Chromium (no image
// library needed). The icon package is installed into .tmp/, never into package.json.
// Run: node scripts/games/make-sprites.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const ICON_PACKAGE = '@iconify-json/fluent-emoji-flat@1.2.6';
const PREFIX = '.tmp/games-art';
const iconsFile = `${PREFIX}/node_modules/@iconify-json/fluent-emoji-flat/icons.json`;

/** Icons used by the games, by their Fluent Emoji names. */
const ICONS = [
  'rocket',
  'flying-saucer',
  'alien-monster',
  'comet',
  'collision',
  'red-heart',
  'glowing-star',
  'ringed-planet',
  'snail',
  'turtle',
  'rabbit',
  'fox',
  'racing-car',
  'chequered-flag',
  'trophy',
  'owl',
  'balloon',
];
const ICON_SIZE = 96;
const THUNDER = { frames: 27, width: 48, height: 112, columns: 9 };

if (!existsSync(iconsFile)) {
  execFileSync('npm', ['install', '--prefix', PREFIX, '--no-save', '--ignore-scripts', ICON_PACKAGE], {
    stdio: 'inherit',
  });
}
const set = JSON.parse(readFileSync(iconsFile, 'utf8'));
const svgs = ICONS.map((name) => {
  const icon = set.icons[name];
  if (!icon) throw new Error(`No icon ${name}`);
  const w = icon.width ?? set.width;
  const h = icon.height ?? set.height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
});

// Our balloon: white and light grey so that a tint gives it any colour.
const BALLOON = `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 96 96">
  <path d="M48 78 C46 84 52 88 48 95" stroke="#c9ced6" stroke-width="2" fill="none"/>
  <path d="M43 80 L53 80 L48 73 Z" fill="#e6e9ee"/>
  <ellipse cx="48" cy="40" rx="29" ry="35" fill="#f4f6f8"/>
  <ellipse cx="52" cy="45" rx="24" ry="29" fill="#e3e7ec"/>
  <ellipse cx="37" cy="24" rx="7" ry="11" fill="#ffffff" transform="rotate(25 37 24)"/>
</svg>`;
svgs.push(BALLOON);
const names = [...ICONS, 'balloon-white'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const result = await page.evaluate(
    async ({ svgs, iconSize, thunder }) => {
      const columns = 6;
      const rows = Math.ceil(svgs.length / columns);
      const iconCanvas = document.createElement('canvas');
      iconCanvas.width = columns * iconSize;
      iconCanvas.height = rows * iconSize;
      const ictx = iconCanvas.getContext('2d');
      for (const [index, svg] of svgs.entries()) {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        ictx.drawImage(image, (index % columns) * iconSize, Math.floor(index / columns) * iconSize);
      }

      // The thunder loop: a bolt whose bends follow sine waves with a whole number of periods over the
      // 27 frames, so frame 27 leads smoothly back to frame 1; a branch and a flicker make it crackle.
      const { frames, width, height, columns: tcols } = thunder;
      const tcanvas = document.createElement('canvas');
      tcanvas.width = tcols * width;
      tcanvas.height = Math.ceil(frames / tcols) * height;
      const tctx = tcanvas.getContext('2d');
      const segments = 10;
      for (let f = 0; f < frames; f++) {
        const phase = (f / frames) * Math.PI * 2;
        const ox = (f % tcols) * width;
        const oy = Math.floor(f / tcols) * height;
        const points = [];
        for (let s = 0; s <= segments; s++) {
          const t = s / segments;
          // Lightning bends sharply: alternate the sign so each segment kinks against the last.
          const swing =
            (s % 2 === 0 ? 1 : -1) * (0.35 + 0.25 * Math.sin(phase * 2 + s * 1.7)) +
            0.3 * Math.sin(phase * 3 - s * 2.9);
          const x = width / 2 + (s === 0 || s === segments ? 0 : swing * width * 0.3);
          points.push([ox + x, oy + 4 + t * (height - 8)]);
        }
        const flicker = 0.65 + 0.35 * Math.abs(Math.sin(phase * 4));
        const stroke = (pts, lineWidth, colour) => {
          tctx.save();
          tctx.beginPath();
          tctx.moveTo(pts[0][0], pts[0][1]);
          for (const [x, y] of pts.slice(1)) tctx.lineTo(x, y);
          tctx.strokeStyle = colour;
          tctx.lineWidth = lineWidth;
          tctx.lineJoin = 'round';
          tctx.lineCap = 'round';
          // No shadowBlur: a blurred glow triples the PNG; the game adds glow with a filter where allowed.
          tctx.stroke();
          tctx.restore();
        };
        stroke(points, 7, `rgba(90,160,255,${0.45 * flicker})`);
        stroke(points, 3, `rgba(200,230,255,${flicker})`);
        stroke(points, 1.2, 'rgba(255,255,255,1)');
        const from = 3 + (f % 5);
        const start = points[from];
        const branch = [start];
        for (let b = 1; b <= 3; b++) {
          const dir = f % 2 === 0 ? 1 : -1;
          branch.push([
            start[0] + dir * b * width * 0.09,
            start[1] + b * height * 0.07 + Math.sin(phase + b) * 3,
          ]);
        }
        stroke(branch, 2, `rgba(190,225,255,${0.8 * flicker})`);
      }
      return { icons: iconCanvas.toDataURL('image/png'), thunder: tcanvas.toDataURL('image/png'), columns };
    },
    { svgs, iconSize: ICON_SIZE, thunder: THUNDER },
  );

  const png = (dataUrl) => Buffer.from(dataUrl.split(',')[1], 'base64');
  writeFileSync('sprites/icons.png', png(result.icons));
  writeFileSync('sprites/thunder.png', png(result.thunder));

  const frame = (x, y, w, h) => ({
    frame: { x, y, w, h },
    rotated: false,
    trimmed: false,
    spriteSourceSize: { x: 0, y: 0, w, h },
    sourceSize: { w, h },
  });
  const iconFrames = Object.fromEntries(
    names.map((name, index) => [
      name,
      frame(
        (index % result.columns) * ICON_SIZE,
        Math.floor(index / result.columns) * ICON_SIZE,
        ICON_SIZE,
        ICON_SIZE,
      ),
    ]),
  );
  const thunderNames = Array.from(
    { length: THUNDER.frames },
    (_, f) => `thunder-${String(f).padStart(2, '0')}`,
  );
  const thunderFrames = Object.fromEntries(
    thunderNames.map((name, f) => [
      name,
      frame(
        (f % THUNDER.columns) * THUNDER.width,
        Math.floor(f / THUNDER.columns) * THUNDER.height,
        THUNDER.width,
        THUNDER.height,
      ),
    ]),
  );
  const sheet = (image, frames, size, animations) =>
    `${JSON.stringify({ frames, animations, meta: { image, format: 'RGBA8888', size, scale: '1' } }, null, 1)}\n`;
  writeFileSync(
    'sprites/icons.json',
    sheet(
      'icons.png',
      iconFrames,
      { w: result.columns * ICON_SIZE, h: Math.ceil(names.length / result.columns) * ICON_SIZE },
      {},
    ),
  );
  writeFileSync(
    'sprites/thunder.json',
    sheet(
      'thunder.png',
      thunderFrames,
      { w: THUNDER.columns * THUNDER.width, h: Math.ceil(THUNDER.frames / THUNDER.columns) * THUNDER.height },
      { thunder: thunderNames },
    ),
  );
  console.log(`sprites/icons.png (${names.length} icons), sprites/thunder.png (${THUNDER.frames} frames)`);
} finally {
  await browser.close();
}
