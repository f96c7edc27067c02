/**
 * The import graph of `src/`, read with the TypeScript compiler we already build with (no extra
 * dependency): every `import`, `import type`, `export … from` and dynamic `import()` of a file,
 * resolved the way `tsc` resolves it (`./x.js` → `./x.ts`), kept when it lands inside `src/`.
 * Type-only imports count: a cycle of types still ties two modules together.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every file under `root/src` (paths relative to `root`) and the files under `src/` it imports. */
export function importGraph(root: string): ImportGraph {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const src = resolve(root, 'src');
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets = new Set<string>();
    for (const { fileName } of imported) {
      if (!fileName.startsWith('.')) continue; // a package, not ours
      const found = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (found !== undefined && found.startsWith(src) && !found.endsWith('.d.ts')) targets.add(relative(root, found));
    }
    graph.set(relative(root, file), [...targets].sort());
  }
  return graph;
}

/** Every cycle, each as the files around it (first file repeated at the end); one per strongly connected group. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's strongly connected components; a group of two or more files (or a file importing itself) is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.map((group) => pathThrough(graph, new Set(group), group.sort()[0]!));
}

/** One loop through `group` starting and ending at `start` (breadth-first, so the shortest), for a readable message. */
function pathThrough(graph: ImportGraph, group: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
