import { readFileSync } from 'node:fs';

/**
 * The line every bench run starts with: which Node runs it, and whether package.json's `engines`
 * takes that Node. Figures differ a lot between Node releases (issue 33: the same server answered
 * 4,350 moves/s on Node 20 and 4,941 on Node 24, back to back on a quiet machine), and this machine's
 * own Node is 20, past its end of life and outside `engines`: users run 22 and 24.
 */
export function runtimeLine(version = process.versions.node): string {
  const engines = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    }
  ).engines.node;
  const base = `bench: Node ${version}`;
  if (satisfies(version, engines)) return `${base} (package.json engines: ${engines})`;
  return (
    `${base}, outside package.json's engines (${engines}), so not what users run: ` +
    'for their figures run the bench on Node 24 (npx -p node@24 npm run bench …)'
  );
}

/** `version` meets `range`, a `||` list of `^X.Y.Z` and `>=X.Y.Z` (all `engines` uses). */
export function satisfies(version: string, range: string): boolean {
  const v = parts(version);
  return range.split('||').some((alternative) => {
    const match = /^\s*(\^|>=)(\d+\.\d+\.\d+)\s*$/.exec(alternative);
    if (match === null) throw new Error(`engines range not understood: ${alternative}`);
    const floor = parts(match[2]!);
    const atLeast = compare(v, floor) >= 0;
    return match[1] === '>=' ? atLeast : atLeast && v[0] === floor[0];
  });
}

const parts = (version: string): number[] => version.split('.').map(Number);

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
