// Draws the blog covers (our own art): a gradient and a row of keys in the fingers' colours spelling a word.
// Writes assets/public/blog/<slug>.svg. Run: node scripts/site/make-blog-covers.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib.mjs';

const FINGER = ['#e2609b', '#9a6ee5', '#3f9be8', '#35b37e', '#f0a431'];
const COVERS = {
  'kids-typing': { word: 'PLAY', from: '#ffd36e', to: '#f28db2' },
  'finger-placement-for-typing': { word: 'ASDF', from: '#b6e3c9', to: '#8fb8f5' },
  'touch-typing': { word: 'TYPE', from: '#a9c4ff', to: '#c8a8f5' },
  speed: { word: 'FAST', from: '#ffb38a', to: '#f5d36e' },
  'tips-for-typing': { word: 'TIPS', from: '#9de0d2', to: '#a9c4ff' },
  learn: { word: '30 DAYS', from: '#c8a8f5', to: '#ffc1d6' },
  'typing-software': { word: 'KEYS', from: '#8fd3f5', to: '#b6e3c9' },
};

const W = 832;
const H = 528;
for (const [slug, { word, from, to }] of Object.entries(COVERS)) {
  const letters = [...word];
  const key = 96;
  const gap = 14;
  const total = letters.length * key + (letters.length - 1) * gap;
  const left = (W - total) / 2;
  const keys = letters
    .map((letter, index) => {
      const x = left + index * (key + gap);
      if (letter === ' ') return '';
      const colour = FINGER[index % FINGER.length];
      return `<g><rect x="${x}" y="${H / 2 - key / 2 + 8}" width="${key}" height="${key}" rx="18" fill="#1f2433" opacity="0.18"/><rect x="${x}" y="${H / 2 - key / 2}" width="${key}" height="${key}" rx="18" fill="${colour}"/><text x="${x + key / 2}" y="${H / 2 + 16}" font-family="sans-serif" font-size="48" font-weight="800" fill="#fff" text-anchor="middle">${letter}</text></g>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/><circle cx="90" cy="80" r="120" fill="#fff" opacity="0.18"/><circle cx="${W - 60}" cy="${H - 40}" r="160" fill="#fff" opacity="0.14"/>${keys}</svg>\n`;
  const dir = join(root, 'assets', 'public', 'blog');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${slug}.svg`), svg);
}
console.log(`Wrote ${Object.keys(COVERS).length} covers to assets/public/blog/`);
