import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { splitMessages } from './split-messages';

const ENGLISH = {
  'app.title': 'KeyQuest',
  'lesson.start': 'Start',
  'lesson.done': 'Done',
  'error.RATE_LIMITED': 'Too many tries',
  'error.UNAUTHORIZED': 'Sign in again',
};
const root = mkdtempSync(join(tmpdir(), 'split-messages-'));
mkdirSync(join(root, 'locales'));
for (const code of ['ENG', 'CHS', 'CHT', 'MSA', 'JA']) {
  const bundle = Object.fromEntries(
    Object.entries(ENGLISH).map(([id, text]) => [id, code === 'ENG' ? text : `${code} ${text}`]),
  );
  writeFileSync(join(root, 'locales', `${code}.json`), JSON.stringify(bundle));
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Chunk = { isEntry: boolean; modules: Record<string, { code: string | null }> };
const chunk = (isEntry: boolean, modules: Record<string, string>): Chunk => ({
  isEntry,
  modules: Object.fromEntries(Object.entries(modules).map(([id, code]) => [id, { code }])),
});

/** Runs the plugin's hooks over a made-up bundle: what each chunk's code becomes, and the files written. */
function build(chunks: Record<string, Chunk>) {
  const plugin = splitMessages(root) as unknown as {
    renderChunk: (
      this: unknown,
      code: string,
      chunk: Chunk,
      options: unknown,
      meta: unknown,
    ) => string | null;
    generateBundle: (this: unknown) => void;
  };
  const files: Record<string, string> = {};
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => {
      files[fileName] = source;
    },
  };
  const code = Object.fromEntries(
    Object.entries(chunks).map(([name, rendered]) => [
      name,
      plugin.renderChunk.call(context, `/* ${name} */`, rendered, {}, { chunks }),
    ]),
  );
  plugin.generateBundle.call(context);
  /** A written file's messages, each as the text of its one literal element (these test messages are plain). */
  const read = (fileName: string) => {
    const source = files[fileName]!.replace(/^export default /, '').replace(/;\n$/, '');
    const parsed = JSON.parse(source) as Record<string, { type: number; value: string }[]>;
    return Object.fromEntries(
      Object.entries(parsed).map(([id, elements]) => {
        expect(elements).toEqual([{ type: 0, value: expect.any(String) }]);
        return [id, elements[0]!.value];
      }),
    );
  };
  return { code, files, read };
}

describe('messages split by chunk', () => {
  const { code, files, read } = build({
    entry: chunk(true, { '/src/App.tsx': `t({ id: "app.title" }); x("not.a.message")` }),
    lesson: chunk(false, {
      '/src/Lesson.tsx': `t({ id: 'lesson.start' }); t({ id: "app.title" }); t({ id: \`lesson.done\` })`,
    }),
    errors: chunk(false, { '/src/error-catalogue.ts': 'const f = (code) => `error.${code}`;' }),
    plain: chunk(false, { '/src/util.ts': 'export const x = 1;' }),
  });
  const keyOf = (name: string) => /"([\w-]+)"/.exec(code[name]!)![1]!;

  it('gives the entry its messages, left for the registry, without waiting', () => {
    expect(code.entry).toMatch(/^\(globalThis\.__keyquestPendingMessages\?\?=\[\]\)\.push\("[\w-]+"\);\n/);
    expect(code.entry).not.toContain('await');
    expect(read(`assets/messages-ENG-${keyOf('entry')}.js`)).toEqual({ 'app.title': 'KeyQuest' });
  });

  it("makes a chunk wait for its own messages, without the entry's", () => {
    expect(code.lesson).toContain(`await globalThis.__keyquestMessages("${keyOf('lesson')}")`);
    expect(read(`assets/messages-CHS-${keyOf('lesson')}.js`)).toEqual({
      'lesson.done': 'CHS Done',
      'lesson.start': 'CHS Start',
    });
  });

  it('gives the module that builds error ids every error message', () => {
    expect(Object.keys(read(`assets/messages-JA-${keyOf('errors')}.js`))).toEqual([
      'error.RATE_LIMITED',
      'error.UNAUTHORIZED',
    ]);
  });

  it('writes the messages parsed, so the browser build leaves the ICU parser out', () => {
    const plural = splitMessages(root) as unknown as { config: () => { resolve: { alias: unknown[] } } };
    expect(plural.config().resolve.alias).toEqual([
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ]);
  });

  it('leaves a chunk without messages alone and writes each set in all five languages', () => {
    expect(code.plain).toBeNull();
    expect(Object.keys(files).filter((name) => name.startsWith('assets/messages-'))).toHaveLength(3 * 5);
  });

  it('lists every set once, for the app to keep its languages offline', () => {
    expect(JSON.parse(files['assets/message-sets.json']!)).toEqual(
      ['entry', 'lesson', 'errors'].map(keyOf).sort(),
    );
    expect(Object.keys(files)).toHaveLength(3 * 5 + 1);
  });
});
