import { CONFUSABLES } from './confusables-table.js';

/**
 * Unicode's confusables (UTS #39), each character to its prototype, as unhomoglyph ships them, packed
 * at build time (scripts/confusables.ts) so the Worker bundle carries ~9 KiB gzip instead of ~30.
 * - `prototypes`: `gap=prototype` per character, the gap from the previous character's code point
 *   and the prototype's code points, all base 36;
 * - `nfkd`: characters whose prototype is their NFKD (gaps only);
 * - `mappedNfkd`: characters whose prototype is their NFKD with each of its characters mapped.
 */
export interface PackedConfusables {
  readonly prototypes: string;
  readonly nfkd: string;
  readonly mappedNfkd: string;
}

const base36 = (s: string): number => parseInt(s, 36);

function* characters(gaps: string): Generator<string> {
  let codePoint = 0;
  for (const gap of gaps.split(',')) {
    codePoint += base36(gap);
    yield String.fromCodePoint(codePoint);
  }
}

/** The table as a map. A prototype derived from NFKD reads only `prototypes` entries (NFKD never yields a character that decomposes further). */
export function unpackConfusables(packed: PackedConfusables): Map<string, string> {
  const table = new Map<string, string>();
  let codePoint = 0;
  for (const entry of packed.prototypes.split(',')) {
    const [gap, prototype] = entry.split('=') as [string, string];
    codePoint += base36(gap);
    table.set(String.fromCodePoint(codePoint), String.fromCodePoint(...prototype.split('.').map(base36)));
  }
  const mapped = (s: string): string => [...s].map((c) => table.get(c) ?? c).join('');
  const derived: [string, string][] = [];
  for (const c of characters(packed.nfkd)) derived.push([c, c.normalize('NFKD')]);
  for (const c of characters(packed.mappedNfkd)) derived.push([c, mapped(c.normalize('NFKD'))]);
  for (const [c, prototype] of derived) table.set(c, prototype);
  return table;
}

let table: Map<string, string> | undefined;

/**
 * Every confusable character of `s` replaced by its prototype (what unhomoglyph does). The table is
 * unpacked on first use: most requests never compare names.
 */
export function replaceConfusables(s: string): string {
  table ??= unpackConfusables(CONFUSABLES);
  let out = '';
  for (const c of s) out += table.get(c) ?? c;
  return out;
}
