/**
 * A circuit's track: circles 1..N numbered from the chequered flag, split into sections by the
 * arrows. Everything a turn needs to know about the layout is precomputed here once, at module
 * load, so resolving a move is two array reads instead of a walk over the sections.
 */

/** One section: a run of circles between two arrows. */
export interface Section {
  /** 1-based, in racing order from the flag. */
  readonly index: number;
  readonly from: number;
  readonly to: number;
  readonly length: number;
  /** Sections either side of the flag cost no damage when skipped (S). */
  readonly exempt: boolean;
}

/** The raw layout as printed on a sheet: what content files write down. */
export interface CircuitLayout {
  readonly id: number;
  /** Number of circles N; the flag is one space beyond circle N. Restated so a typo in the lengths fails loudly. */
  readonly length: number;
  readonly sections: readonly number[];
  /** 1-based section numbers that never cost damage. */
  readonly exempt: readonly number[];
}

export interface Circuit {
  readonly id: number;
  readonly length: number;
  readonly sections: readonly Section[];
  /** For circle x in 0..N+1: non-exempt sections up to and including x's section (circle 0 = the start, before S1). */
  readonly scoredThrough: readonly number[];
  /** For circle x in 0..N+1: non-exempt sections strictly before x's section (circle N+1 = the flag, after the last section). */
  readonly scoredBefore: readonly number[];
}

/** Compiles a layout into lookup tables. Throws on inconsistent data: content is checked at load, never at play. */
export function defineCircuit(layout: CircuitLayout): Circuit {
  const total = layout.sections.reduce((a, b) => a + b, 0);
  if (total !== layout.length) throw new Error(`circuit ${layout.id}: sections sum to ${total}, not ${layout.length}`);
  if (layout.sections.some((l) => !Number.isInteger(l) || l < 1))
    throw new Error(`circuit ${layout.id}: bad section length`);
  if (layout.exempt.some((s) => !Number.isInteger(s) || s < 1 || s > layout.sections.length))
    throw new Error(`circuit ${layout.id}: bad exempt section`);

  const sections: Section[] = [];
  const scoredThrough: number[] = [0];
  const scoredBefore: number[] = [0];
  let from = 1;
  let scored = 0;
  layout.sections.forEach((length, i) => {
    const index = i + 1;
    const exempt = layout.exempt.includes(index);
    const before = scored;
    if (!exempt) scored++;
    for (let circle = from; circle < from + length; circle++) {
      scoredBefore.push(before);
      scoredThrough.push(scored);
    }
    sections.push(Object.freeze({ index, from, to: from + length - 1, length, exempt }));
    from += length;
  });
  // The flag (N+1) sits after every section: reaching it skips all the scored sections after p's.
  scoredBefore.push(scored);
  scoredThrough.push(scored);
  return Object.freeze({
    id: layout.id,
    length: layout.length,
    sections: Object.freeze(sections),
    scoredThrough: Object.freeze(scoredThrough),
    scoredBefore: Object.freeze(scoredBefore),
  });
}

/**
 * Scored sections skipped moving from circle `from` to circle `to` (clamped to the flag): those lying
 * strictly between the two circles' sections. A move within a section, or to the next one, skips none.
 */
export function skippedSections(circuit: Circuit, from: number, to: number): number {
  const flag = circuit.length + 1;
  const skipped = circuit.scoredBefore[to < flag ? to : flag]! - circuit.scoredThrough[from]!;
  return skipped > 0 ? skipped : 0;
}
