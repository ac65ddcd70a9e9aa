import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * What the service worker leaves out of its precache (docs/ARCHITECTURE.md, "Offline and installed"): the code
 * that only the pages needing the server load (a teacher's or a school's area, membership, the leaderboard, the
 * race, the public site's articles and product pages), with their styles and files. Workbox stores the precache one
 * file after another on a first visit; a child's tablet need not wait for, nor download, what works online only.
 * Offline, such a page says in words that it needs the internet (src/ui/pwa/RouteLoadBoundary.tsx).
 *
 * A file is kept when the entry reaches it by static imports, or by dynamic imports of anything but such a page;
 * so code an online-only page shares with a page that works offline stays. Files no chunk imports (the public
 * folder, the service worker's own) are not judged here.
 */
export function onlineOnlyFiles(bundle: OutputBundle, isOnlineOnlyPage: (moduleId: string) => boolean) {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const filesOf = (chunk: OutputChunk) => [
    chunk.fileName,
    ...(chunk.viteMetadata?.importedCss ?? []),
    ...(chunk.viteMetadata?.importedAssets ?? []),
  ];
  const reached = new Set<string>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry);
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (reached.has(chunk.fileName)) continue;
    reached.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) queue.push(next);
    }
    for (const name of chunk.dynamicImports) {
      const next = chunks.get(name);
      if (next && !(next.facadeModuleId && isOnlineOnlyPage(next.facadeModuleId))) queue.push(next);
    }
  }
  const kept = new Set([...reached].flatMap((name) => filesOf(chunks.get(name)!)));
  return new Set([...chunks.values()].flatMap(filesOf).filter((file) => !kept.has(file)));
}

/**
 * A Vite plugin of the browser build that finds those files once the bundle is complete (`leftOut()`, read by the
 * service worker's manifest transform in vite.config.ts, which runs after the bundle is written).
 */
export function offlineScope(isOnlineOnlyPage: (moduleId: string) => boolean) {
  let found = new Set<string>();
  const plugin: Plugin = {
    name: 'keyquest-offline-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      found = onlineOnlyFiles(bundle, isOnlineOnlyPage);
    },
  };
  return { plugin, leftOut: () => found };
}
