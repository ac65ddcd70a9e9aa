/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { offlineScope } from './scripts/offline-scope.ts';
import { splitMessages } from './scripts/split-messages.ts';
import { MESSAGE_FILE_URL, MESSAGE_FILES_CACHE } from './src/ui/i18n/message-files.ts';

/**
 * The installed app (docs/ARCHITECTURE.md, "Offline and installed"): a web app manifest and a Workbox service
 * worker generated at build time. Every built script, style, sprite and sound is precached, so every route that
 * needs no server starts offline. The messages by chunk are not (five files a chunk, one language a child): the
 * worker keeps each one fetched through it, and the app fetches those of its languages once the worker controls
 * the page (src/ui/i18n/messages.ts). Workbox stores the precache one file after another, so its number of files,
 * more than their bytes, is what a first visit waits for before the app works offline. Navigations get the app shell the server rendered for this host
 * (`/app-shell`, with its edition), precached under the revision of the built index.html. Updates wait for the
 * learner's yes (registerType `prompt`, src/ui/pwa/), and the worker is registered from the app after the first
 * render, never from a script in the page's head.
 */
const manifest: Partial<ManifestOptions> = {
  id: '/chapter/',
  name: 'KeyQuest',
  short_name: 'KeyQuest',
  description: 'Learn to type with all ten fingers: lessons, practice and games, also offline.',
  start_url: '/chapter/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#2b59c3',
  background_color: '#ffffff',
  categories: ['education', 'kids'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The server renders this path as the bare app shell (no public page there) with the host's edition. */
const APP_SHELL_URL = '/app-shell';

const sep = String.raw`[\\/]`;
const under = (...parts: string[]) => new RegExp(parts.map((part) => `${sep}${part}`).join(''));

/**
 * The pages that show nothing without the server, or are for visitors online rather than for practice: a
 * teacher's and a school's areas, joining a class, LTI, membership and payment, the leaderboard, the race, the
 * lottery, a shared report, the sign-in links, and the public site's product, video, blog, help and landing pages.
 * Their code, and code only they load, is left out of the precache (scripts/offline-scope.ts); opened offline,
 * such a page says it needs the internet. The course map, lessons, games, reports, plan, notebook, character,
 * points, toolbox, sign-in form, home page and fingering chart stay.
 */
const ONLINE_ONLY_PAGES = [
  under('src', 'ui', 'pages', 'teacher', String.raw`(TeacherHomePage|GroupPage|StudentReportPage)\.tsx$`),
  under('src', 'ui', 'pages', String.raw`(school|join|lti|membership|leaderboard|race)`, ''),
  under('src', 'ui', 'pages', 'economy', String.raw`LotteryPage\.tsx$`),
  under('src', 'ui', 'pages', 'report', String.raw`SharedReportPage\.tsx$`),
  under('src', 'ui', 'pages', 'login', String.raw`(LoginApprovePage|LoginCallbackPage)\.tsx$`),
  under('src', 'ui', 'site', 'pages', String.raw`(product|video-course|blog|help|landing)`, ''),
];
const scope = offlineScope((moduleId) => ONLINE_ONLY_PAGES.some((page) => page.test(moduleId)));

const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,json,woff2,wav,mp3,ogg,webm}'],
    // The landing page's hero videos and the blog covers are for visitors online, not for practice; the message
    // files are kept by language at run time (below).
    globIgnores: ['landing/**', 'blog/**', 'assets/messages-*.js'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    manifestTransforms: [
      (entries) => {
        const index = entries.find((entry) => entry.url === 'index.html');
        const leftOut = scope.leftOut();
        const rest = entries.filter((entry) => entry.url !== 'index.html' && !leftOut.has(entry.url));
        if (index) rest.push({ ...index, url: APP_SHELL_URL });
        return { manifest: rest, warnings: [] };
      },
    ],
    navigateFallback: APP_SHELL_URL,
    navigateFallbackDenylist: [/^\/api(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
    cleanupOutdatedCaches: true,
    // The first visit's page is served by the worker at once (an update still waits for the learner's yes).
    clientsClaim: true,
    runtimeCaching: [
      {
        // The learner's last reports, character list and self-info, and what the course map shows of the learner
        // (lesson progress, key figures, the class's assignments, the wallet): fresh from the network when
        // online, the last answer when offline (only GETs; the cache is emptied at sign-out, src/ui/pwa/).
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          /^\/api\/(report\/(today|history|period)|progress\/(lessons|keys)|group\/mine|economy\/wallet|character\/list|user\/info\/self)$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'keyquest-api-reads',
          networkTimeoutSeconds: 8,
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The messages by chunk (their names change with their text): from the cache once there, else fetched and
        // kept; the app fetches every file of its languages once the worker controls it (i18n/messages.ts). Five
        // languages of two versions fit; older files go first.
        urlPattern: MESSAGE_FILE_URL,
        handler: 'CacheFirst',
        options: {
          cacheName: MESSAGE_FILES_CACHE,
          expiration: { maxEntries: 1500 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/**
 * How the browser app's code is cut into files (docs/ARCHITECTURE.md, "Chunks"). Rolldown's automatic
 * splitting makes one file per set of importers, which gave a lesson 61 files, many under 1 KB. Groups instead:
 * - everything the first page loads statically is one file with the entry (`$initial`);
 * - the installed-app layer (offline notice, update prompt, worker registration, workbox-window) is one file;
 * - the attempt queue's store and start-up check (every page loads them) are one file (`attempt-sync`);
 * - the data layer (TanStack Query), the session, the queries a learning page makes and the outbox are one file
 *   (`data`), loaded with a page that reads the server (src/ui/data-layer.tsx), not by the home or landing page;
 * - the API client with the contracts' schemas and zod is one file (`api`), loaded by the first call made
 *   (src/ui/api/endpoints.ts), not by a page's first render; the contracts' modules without zod are a small file
 *   of their own (`contracts-light`), so that a page reading a lesson's address does not load the client's.
 * A group takes its modules' imports with it (unless an earlier group has them), so each group lists only modules
 * whose imports are light; heavy libraries (PixiJS, pinyin-pro, uPlot) and the content stay where automatic
 * splitting puts them, and no module of the public site's first pages is in a group other than the entry's.
 */
const CHUNK_GROUPS: { name: string; test: RegExp[]; not?: RegExp[] }[] = [
  {
    name: 'installed-app',
    test: [
      under(
        'src',
        'ui',
        'pwa',
        String.raw`(PwaExtras|OfflineNotice|UpdatePrompt|service-worker|online-status|persistent-storage)\.tsx?$`,
      ),
      under('node_modules', 'workbox-window', ''),
      /virtual:pwa-register/,
    ],
  },
  // The device id (made by random-id) is read by the site's pages too: kept out of the API client's file.
  { name: 'device-id', test: [under('src', 'ui', 'api', String.raw`(device-id|random-id)\.ts$`)] },
  // The attempt queue's store and start-up check: the app loads them at start on every page (App.tsx).
  {
    name: 'attempt-sync',
    test: [
      under('src', 'ui', 'results', String.raw`(attempt-db|attempt-sync)\.ts$`),
      under('node_modules', 'idb', ''),
    ],
  },
  // The data layer (TanStack Query, its provider and client), the session, the queries' keys and calls, and the
  // outbox: what a learning page needs before its first call, and no public page before a click (data-layer.tsx);
  // the API client itself is not among them (below).
  {
    name: 'data',
    test: [
      under(
        'src',
        'ui',
        'queries',
        String.raw`(character|time-zone|progress|groups|adaptive|notebook|custom-course|report|economy|user|query-client)\.ts$`,
      ),
      under('src', 'ui', 'queries', String.raw`DataProvider\.tsx$`),
      under('src', 'ui', 'results', String.raw`outbox\.ts$`),
      under('src', 'ui', 'api', String.raw`(session-store|tokens|endpoints|is-api-error)\.ts$`),
      under('node_modules', '@tanstack', 'query-core', ''),
      under('node_modules', '@tanstack', 'react-query', ''),
    ],
  },
  // The error catalogue without zod: a screen that only names an error (the members' notice of a lesson) takes it
  // alone, not the API client's file, which would otherwise take it along with the contracts.
  { name: 'error-catalogue', test: [under('src', 'contracts', String.raw`error-catalogue\.ts$`)] },
  // The contracts' modules without zod (a lesson's address, the typing checks' ids, the layouts, nicknames, the
  // HTTP constants): a page that reads one takes this small file, not the API client's, which would otherwise take
  // them along with the contracts' index.
  {
    name: 'contracts-light',
    test: [
      under(
        'src',
        'contracts',
        String.raw`(app-pages|typing-checks|constants|avatars|nicknames|access-settings|locales|channels|http)\.ts$`,
      ),
    ],
  },
  // The API client with the contracts' schemas and zod: loaded by the first call (src/ui/api/endpoints.ts).
  {
    name: 'api',
    test: [
      under('node_modules', 'zod', ''),
      under('src', 'contracts', ''),
      under('src', 'ui', 'api', String.raw`(client|errors|login|edition)\.ts$`),
      under('src', 'ui', 'queries', String.raw`session\.ts$`),
    ],
    not: [under('src', 'contracts', String.raw`(locales|channels|constants|error-catalogue|app-pages)\.ts$`)],
  },
];
const clientChunks = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 10 },
    ...CHUNK_GROUPS.map((group, index) => ({
      name: group.name,
      priority: CHUNK_GROUPS.length - index,
      test: (id: string) =>
        group.test.some((pattern) => pattern.test(id)) &&
        !(group.not ?? []).some((pattern) => pattern.test(id)),
    })),
  ],
};

/**
 * One config for the app build, the dev server and the unit tests.
 * The server bundle is built from the same config with `vite build --ssr` (see scripts/build.mjs).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The service worker and the messages split by chunk belong to the browser app's build only: not to the server
  // bundle, not to the unit tests (the split applies to builds only; the dev server loads whole bundles).
  plugins:
    isSsrBuild || process.env.VITEST
      ? [react()]
      : [react(), splitMessages(fileURLToPath(new URL('.', import.meta.url))), scope.plugin, pwa],
  publicDir: 'assets/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    // The PWA plugin is left out of the unit tests; its registration module is a stub there.
    alias: {
      'virtual:pwa-register': fileURLToPath(new URL('tests/fixtures/pwa-register-stub.ts', import.meta.url)),
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          environment: 'node',
          include: [
            'src/{engine,keyboard,content,contracts}/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/{ui,input,games}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/fixtures/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // One migrated database of each kind per run; each test file's database is a copy of it. The child
          // servers some files start run one server bundle built there too (src/server/test/child-server.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
          // A worker runs its server files one after the other in one module graph: the app's modules and
          // PGlite's compiled WebAssembly are loaded once per worker, not once per file (tests/README.md says
          // what a file may leave behind: nothing global).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
