import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server folders depend on each other one way: a folder never imports, directly or through others, a folder that
 * imports it. Files at the top of src/server (the app's assembly, context, errors, env), db/schema.ts (every
 * table collected for the migrations) and the tests' helpers (test/, test-helpers.ts) are left out of the graph.
 * A lower folder that must let a higher one act publishes a hook the app fills in ServerContext
 * (docs/ARCHITECTURE.md, "What may import what", rule 6).
 */
const root = resolve(__dirname);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder of a file under src/server; null for the top-level files. */
function folderOf(path: string): string | null {
  const parts = relative(root, path).split('/');
  return parts.length > 1 ? parts[0]! : null;
}

/** Every edge "from -> to" between server folders, with the files that make it. */
function folderEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(file);
    if (from === null || from === 'test' || /(^db\/schema|test-helpers)\.ts$/.test(relative(root, file)))
      continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = resolve(dirname(file), match[1]!);
      const to = target.startsWith(root) ? folderOf(target) : null;
      if (to === null || to === from || to === 'test') continue;
      const key = `${from} -> ${to}`;
      edges.set(key, (edges.get(key) ?? new Set()).add(relative(root, file)));
    }
  }
  return edges;
}

/** The cycles of a graph: its strongly connected components of more than one node (Tarjan). */
function cycles(edges: Iterable<string>): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server folders', () => {
  it('finds a cycle when there is one', () => {
    expect(cycles(['a -> b', 'b -> c', 'c -> a', 'c -> d'])).toEqual([['a', 'b', 'c']]);
    expect(cycles(['a -> b', 'b -> c'])).toEqual([]);
  });

  it('import each other one way only', () => {
    const edges = folderEdges();
    const all = [...edges.keys()];
    const found = cycles(all).map((component) =>
      component.flatMap((from) =>
        all
          .filter((edge) => edge.startsWith(`${from} -> `) && component.includes(edge.split(' -> ')[1]!))
          .map((edge) => `${edge} (${[...edges.get(edge)!].join(', ')})`),
      ),
    );
    expect(found).toEqual([]);
  });
});
