import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { onlineOnlyFiles } from './offline-scope';

interface FakeChunk {
  imports?: string[];
  dynamicImports?: string[];
  facade?: string;
  css?: string[];
  isEntry?: boolean;
}

/** A made-up bundle: each chunk by its file name. */
function bundle(chunks: Record<string, FakeChunk>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        isEntry: chunk.isEntry ?? false,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamicImports ?? [],
        facadeModuleId: chunk.facade ?? null,
        viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set<string>() },
      },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

const onlineOnly = (id: string) => id.includes('/teacher/');

describe('the files the precache leaves out', () => {
  it('are the online-only pages and what only they load, with their styles', () => {
    const files = onlineOnlyFiles(
      bundle({
        'index.js': { isEntry: true, imports: ['shared.js'], dynamicImports: ['Lesson.js', 'Teacher.js'] },
        'shared.js': {},
        'Lesson.js': {
          facade: '/src/ui/pages/lesson/LessonPage.tsx',
          imports: ['chart.js'],
          css: ['Lesson.css'],
        },
        'Teacher.js': {
          facade: '/src/ui/pages/teacher/GroupPage.tsx',
          imports: ['chart.js', 'roster.js'],
          dynamicImports: ['export.js'],
          css: ['Teacher.css', 'Lesson.css'],
        },
        'chart.js': {},
        'roster.js': {},
        'export.js': {},
      }),
      onlineOnly,
    );
    expect([...files].sort()).toEqual(['Teacher.css', 'Teacher.js', 'export.js', 'roster.js']);
  });

  it('keep an online-only page that a kept chunk imports statically', () => {
    const files = onlineOnlyFiles(
      bundle({
        'index.js': { isEntry: true, dynamicImports: ['Home.js'] },
        'Home.js': { facade: '/src/ui/pages/chapter/Home.tsx', imports: ['Teacher.js'] },
        'Teacher.js': { facade: '/src/ui/pages/teacher/TeacherHomePage.tsx' },
      }),
      onlineOnly,
    );
    expect([...files]).toEqual([]);
  });
});
