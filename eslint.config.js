// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Packages that tie code to a runtime: forbidden in the pure modules (see docs/ARCHITECTURE.md). */
const runtimePackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'pixi.js',
  'zustand',
  'howler',
  'node:*',
  'fastify',
];

/**
 * What may import what. Each zone says: files under `target` may not import from `from`.
 * Dependencies point one way: contracts, keyboard <- engine <- content <- input <- games <- ui;
 * contracts, engine, content <- server.
 */
const zones = [
  {
    target: './src/contracts',
    from: [
      './src/engine',
      './src/keyboard',
      './src/content',
      './src/input',
      './src/games',
      './src/ui',
      './src/server',
    ],
  },
  {
    target: './src/keyboard',
    from: ['./src/engine', './src/content', './src/input', './src/games', './src/ui', './src/server'],
  },
  {
    target: './src/engine',
    from: ['./src/content', './src/input', './src/games', './src/ui', './src/server'],
  },
  { target: './src/content', from: ['./src/input', './src/games', './src/ui', './src/server'] },
  { target: './src/input', from: ['./src/games', './src/ui', './src/server'] },
  { target: './src/games', from: ['./src/ui', './src/server'] },
  { target: './src/ui', from: ['./src/server'] },
  { target: './src/server', from: ['./src/ui', './src/games', './src/input'] },
];

/**
 * The rooms inside src/ui, lowest first (docs/ARCHITECTURE.md, "Inside ui/"). A room imports its own level and
 * the levels below it, never one above; rooms of one level may import each other. The app's own files
 * (App.tsx, routes.tsx, main.tsx) sit above them all, and `testing/` is for tests only.
 */
const uiLevels = [
  ['api', 'i18n', 'stores'],
  ['queries'],
  ['results'],
  ['progress'],
  ['pwa', 'account'],
  ['reports'],
  ['components'],
  ['practice'],
  ['typing'],
  ['site'],
  ['pages'],
];
const uiZones = uiLevels.flatMap((level, index) =>
  level.map((room) => ({
    target: `./src/ui/${room}`,
    from: [
      ...uiLevels.slice(index + 1).flatMap((higher) => higher.map((above) => `./src/ui/${above}`)),
      './src/ui/App.tsx',
      './src/ui/routes.tsx',
      './src/ui/main.tsx',
    ],
    message: `ui/${room} sits below these rooms: move what it needs down, or itself up (docs/ARCHITECTURE.md).`,
  })),
);
const appZones = [...zones, ...uiZones];

/** What the app's own files under src/ui never import (tests may). */
const uiImportPatterns = [
  {
    group: ['pixi.js', '**/games/*', '**/games/*/**', '!**/games/index'],
    message: 'The UI uses the games only through their public entry, src/games/index.ts.',
  },
  {
    group: ['**/testing/*'],
    message: 'ui/testing holds what tests share; the app never imports it.',
  },
  {
    group: ['@pixi/react', '**/scenes/*', '!**/scenes/lazy'],
    message:
      'Pixi scenes composed by React live in src/ui/components/scenes and load by import() (scenes/lazy.ts).',
  },
];
const uiTests = ['src/ui/**/*.test.ts', 'src/ui/**/*.test.tsx'];
const mutationMessage =
  "A resource's mutations and their cache invalidation live in src/ui/queries/<resource>.ts (docs/ARCHITECTURE.md): use its hook.";
/** Outside ui/queries, no mutation is declared ... */
const mutationsInQueries = {
  name: '@tanstack/react-query',
  importNames: ['useMutation', 'MutationObserver'],
  message: mutationMessage,
};
/** ... and no query cache is written. */
const cacheWritesInQueries = {
  selector:
    'CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|setQueriesData|removeQueries|resetQueries|refetchQueries)$/]',
  message: mutationMessage,
};

/** Every folder under src/games: the kit and one per game. */
const gameFolders = readdirSync(new URL('./src/games', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: appZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/engine/**', 'src/keyboard/**', 'src/content/**', 'src/contracts/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: runtimePackages,
              message: 'Pure modules run in the browser, the server and tests unchanged.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'performance', 'process'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The engine never reads a clock: time arrives as an argument.',
        },
      ],
    },
  },
  {
    files: ['src/games/**', 'src/input/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'zustand', '@pixi/react'],
              message: 'Games and input never import React: they speak through callbacks.',
            },
          ],
        },
      ],
    },
  },
  {
    // A game may import the kit and itself, never another game.
    files: ['src/games/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones,
            ...gameFolders.map((game) => ({
              target: `./src/games/${game}`,
              from: './src/games',
              except: [`./${game}`, ...(game === 'kit' ? [] : ['./kit'])],
              message: 'A game imports only the kit, never another game (and the kit imports no game).',
            })),
          ],
        },
      ],
    },
  },
  {
    // Tests may reach a game's internals (its rules, the kit's random) to set up a case; the app may not.
    files: ['src/ui/**'],
    ignores: [...uiTests, 'src/ui/components/scenes/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: uiImportPatterns, paths: [mutationsInQueries] }],
      'no-restricted-syntax': ['error', cacheWritesInQueries],
    },
  },
  {
    // A resource's mutations and their cache invalidation live beside its queries, in ui/queries/<resource>.ts.
    files: ['src/ui/queries/**'],
    ignores: uiTests,
    rules: {
      'no-restricted-imports': ['error', { patterns: uiImportPatterns }],
      'no-restricted-syntax': 'off',
    },
  },
  {
    // The Pixi scenes React composes (@pixi/react) use the kit's assets, animations and renderer choice; never a game.
    files: ['src/ui/components/scenes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/games/*/**', '!**/games/kit/**', '**/testing/*'],
              message: 'A scene uses the games kit only, never a game (nor what tests share).',
            },
          ],
        },
      ],
    },
  },
  {
    // A server function says one thing: over 80 lines (blank lines and comments aside) it is split into named
    // steps, not disabled. Tests and the tests' helpers describe scenarios and are left out.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**', 'src/server/**/test-helpers.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
);
