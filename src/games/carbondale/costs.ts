/**
 * The cost table (spec §2.2): what building `target` from one or two source cards costs, in cards paid
 * face-up and draws forfeited, or the rule it breaks. Lower ranks than the highest allowed are always
 * allowed (S); only the listed suit transitions exist (R1).
 */
import { card, isBuilder, SUIT_SYMBOL } from './cards.js';
import type { CardId, CarbondaleContent, CostBand, CostRow } from './content.js';

export interface Cost {
  readonly cards: number;
  readonly draws: number;
}

export type CostError = 'source-not-builder' | 'bad-source-combo' | 'suit-not-allowed' | 'rank-too-high';

export type CostResult =
  | { readonly ok: true; readonly cost: Cost }
  | { readonly ok: false; readonly code: CostError; readonly message: string };

const FREE: Cost = Object.freeze({ cards: 0, draws: 0 });
const fail = (code: CostError, message: string): CostResult => ({ ok: false, code, message });
const paid = (cost: Cost): CostResult => ({ ok: true, cost });

const costOfRow = (row: CostRow | CostBand | undefined): Cost | undefined =>
  row === undefined ? undefined : { cards: row.cards, draws: row.draws };
const fromRows = (rows: readonly CostRow[], over: number): Cost | undefined =>
  costOfRow(rows.find((r) => over <= r.over));
const fromBands = (bands: readonly CostBand[], rank: number): Cost | undefined =>
  costOfRow(bands.find((b) => rank <= b.upTo));

/** The cost of building `target` from `sources` (1 or 2 cards), or why it is illegal. */
export function costOf(content: CarbondaleContent, sources: readonly CardId[], target: CardId): CostResult {
  const t = card(target);
  const src = sources.map(card);
  for (const s of src) if (!isBuilder(s.suit)) return fail('source-not-builder', 'only ♣ and ♠ cards are sources (R1)');
  if (src.length === 2) {
    const [a, b] = src as [ReturnType<typeof card>, ReturnType<typeof card>];
    if (a.suit !== b.suit) return fail('bad-source-combo', 'two sources must both be ♣ or both be ♠');
    const rules = content.builders[a.suit as 'C' | 'S'];
    if (!rules.pairTargets.includes(t.suit))
      return fail(
        'suit-not-allowed',
        `two ${SUIT_SYMBOL[a.suit]} sources build only ${rules.pairTargets.map((x) => SUIT_SYMBOL[x]).join(' or ')}`,
      );
    const max = Math.max(a.rank, b.rank);
    return t.rank <= max ? paid(FREE) : fail('rank-too-high', `rank ${t.rank} is above the higher source (${max})`);
  }
  const s = src[0]!;
  const rules = content.builders[s.suit as 'C' | 'S'];
  const over = t.rank - s.rank;
  let cost: Cost | undefined;
  if (t.suit === s.suit) cost = fromRows(content.same, over);
  else if (t.suit === rules.cross) cost = fromRows(content.cross, over);
  else if (t.suit === rules.value) cost = over <= 0 ? fromBands(content.value, t.rank) : undefined;
  else return fail('suit-not-allowed', `${SUIT_SYMBOL[s.suit]} cannot build ${SUIT_SYMBOL[t.suit]}`);
  return cost === undefined ? fail('rank-too-high', `rank ${t.rank} is out of reach from rank ${s.rank}`) : paid(cost);
}
