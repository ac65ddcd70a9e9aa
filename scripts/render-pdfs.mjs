// Makes the exports' PDFs (class and school reports, certificates in five languages, one with a school logo)
// through the server tests, and renders each page to PNG with poppler's pdftoppm, to look at:
//   node scripts/render-pdfs.mjs [folder]   (default: test-results/pdfs)
// Installs Debian's poppler-utils with apt-get when pdftoppm is missing.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mustRun, root, run } from './lib.mjs';

const folder = resolve(root, process.argv[2] ?? 'test-results/pdfs');
if (run('sh', ['-c', 'command -v pdftoppm'], { stdio: 'ignore' }) !== 0)
  mustRun('apt-get', ['install', '-y', 'poppler-utils']);
mustRun('npx', ['vitest', 'run', 'src/server/exports/exports.test.ts'], {
  env: { ...process.env, KEYQUEST_PDF_OUT: folder },
});
for (const name of readdirSync(folder).filter((file) => file.endsWith('.pdf'))) {
  mustRun('pdftoppm', ['-png', '-r', '72', join(folder, name), join(folder, name.replace(/\.pdf$/, ''))]);
}
console.log(`PNG pages in ${folder}`);
