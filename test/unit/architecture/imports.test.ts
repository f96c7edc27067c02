import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importCycles, importGraph, type ImportGraph } from '../../support/import-graph.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const graph = importGraph(root);

describe('the import graph of src/', () => {
  test('is read from the sources: it sees the imports we know of', () => {
    expect(graph.get('src/games/index.ts')).toContain('src/core/rulebook.ts');
    // type-only imports count too
    expect(graph.get('src/core/engine.ts')).toContain('src/core/types.ts');
  });

  test('has no import cycle', () => {
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  test('src/service never imports src/api (the API is a thin layer over the service, not the other way round)', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      file.startsWith('src/service/')
        ? targets.filter((t) => t.startsWith('src/api/')).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });
});

/**
 * The layers of src/, lowest first: a folder imports only from folders of a lower rank (or itself).
 * The rules core knows nothing above it; a game draws with the board kit but never the registry of
 * boards (src/boards), which sits above the games it lists; the service never reaches the API, the
 * API never a runtime's adapter. The entry points (server.ts, worker.ts, cli.ts) may import anything.
 */
const RANK: Readonly<Record<string, number>> = {
  core: 0,
  board: 1,
  provenance: 1,
  games: 2,
  boards: 3,
  store: 3,
  client: 3,
  service: 4,
  command: 4,
  api: 5,
  adapter: 6,
  web: 6,
};

describe('the layers of src/', () => {
  const folderOf = (file: string): string | undefined => /^src\/([^/]+)\//.exec(file)?.[1];

  test('every folder of src/ has a rank', () => {
    const folders = new Set([...graph.keys()].map(folderOf).filter((f) => f !== undefined));
    expect([...folders].filter((f) => RANK[f] === undefined)).toEqual([]);
  });

  test('no import runs back up a layer', () => {
    const upward = [...graph].flatMap(([file, targets]) => {
      const from = folderOf(file);
      if (from === undefined) return [];
      return targets
        .filter((t) => {
          const to = folderOf(t);
          return to !== undefined && to !== from && RANK[to]! >= RANK[from]!;
        })
        .map((t) => `${file} → ${t}`);
    });
    expect(upward).toEqual([]);
  });
});

describe('importCycles', () => {
  const of = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  test('finds a two-file cycle and a longer one, and names the files around each', () => {
    const cycles = importCycles(of({ a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c', 'a'], f: [] }));
    expect(cycles.map((c) => c.join(' → ')).sort()).toEqual(['a → b → a', 'c → d → e → c']);
  });

  test('finds a file importing itself, and nothing in a graph without cycles', () => {
    expect(importCycles(of({ a: ['a'] }))).toEqual([['a', 'a']]);
    expect(importCycles(of({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
