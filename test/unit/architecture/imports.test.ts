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
