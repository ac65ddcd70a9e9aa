import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Reads src/content's sources from here, so that src/content (pure: no Node built-ins) stays free of file I/O.
const here = join(dirname(fileURLToPath(import.meta.url)), '../../src/content');

/** The files a module imports statically (relative imports only), resolved to paths. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type)[^;]*? from '(\.[^']+)';/gm)].map(([, path]) => {
    const resolved = join(dirname(file), path!);
    return resolved.endsWith('.json') ? resolved : `${resolved}.ts`;
  });
}

describe('the course catalogue module', () => {
  it('stays light: it imports only the families’ meta modules, no lesson text or data', () => {
    const seen = new Set<string>();
    const pending = [join(here, 'catalogue.ts')];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      pending.push(...staticImports(file));
    }
    // Named from src/content; a file of another room (the zod-free contracts/constants.ts) starts with '../'.
    const files = [...seen].map((file) => relative(here, file)).sort();
    expect(files.filter((file) => file.endsWith('.json'))).toEqual([]);
    expect(files).toEqual([
      '../contracts/constants.ts',
      'adaptive/meta.ts',
      'catalogue.ts',
      'chinese/meta.ts',
      'chinese/phrases.ts',
      'chinese/plan.ts',
      'code/meta.ts',
      'english/meta.ts',
      'literature/meta.ts',
      'localize.ts',
      'numpad/meta.ts',
      'pinyin/beginner.ts',
      'pinyin/meta.ts',
      'vocabulary/meta.ts',
    ]);
  });
});
