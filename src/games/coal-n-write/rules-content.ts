/**
 * What a client needs to show Coal n' Write's rules (served by `GET /v1/rules/coal-n-write` as
 * `content`): ore values, the mine's veins, the burros, every Boom Town card with its cost and effect
 * (`card-texts.ts`), Backroom Gamblin's pay-out table and the solo rank table, from a version's content.
 */
import { cardText, type CardText } from './card-texts.js';
import {
  CARD_IDS,
  GO_BACK_EAST,
  VEINS,
  type CardId,
  type Cavern,
  type CoalNWriteContent,
  type Ore,
} from './content.js';

export interface CoalNWriteRulesContent {
  readonly dice: number;
  readonly sides: number;
  readonly rounds: number;
  readonly oreValue: Readonly<Record<Ore, number>>;
  readonly stashSize: number;
  readonly bonusBoxes: number;
  /** In sheet order (Borax, Coal, Tin, Silver); caverns from the main tunnel out. */
  readonly veins: readonly { readonly ore: Ore; readonly caverns: readonly Cavern[] }[];
  /** Burro 7 exists only when Sugarfoot (solo) or the Mule Team (multiplayer) is bought. */
  readonly burros: readonly {
    readonly burro: number;
    readonly slots: number;
    readonly dashed: number;
    readonly bandits: number;
  }[];
  readonly cards: readonly (CardText & {
    readonly id: CardId;
    readonly name: string;
    readonly starter: boolean;
    readonly mode: 'both' | 'solo' | 'multi';
  })[];
  readonly loneMinerBonuses: readonly { readonly letter: string; readonly effect: string }[];
  readonly gamblinPayout: readonly { readonly totals: string; readonly result: string }[];
  /** Solo ranks, lowest first; a stash that is not full ranks the first whatever the cash. */
  readonly soloRanks: readonly { readonly min: number; readonly title: string }[];
}

export function rulesContent(c: CoalNWriteContent): CoalNWriteRulesContent {
  const mode = (id: CardId): 'both' | 'solo' | 'multi' => {
    const solo = c.starters.includes(id) || c.soloDeck.includes(id);
    const multi = c.starters.includes(id) || c.multiDeck.includes(id);
    return solo && multi ? 'both' : solo ? 'solo' : 'multi';
  };
  return {
    dice: c.dice,
    sides: c.sides,
    rounds: c.rounds,
    oreValue: c.oreValue,
    stashSize: c.stashSize,
    bonusBoxes: c.bonusBoxes,
    veins: VEINS.map((ore) => ({ ore, caverns: c.veins[ore] })),
    burros: c.burros.map((b, i) => ({ burro: i + 1, slots: b.solid, dashed: b.dashed, bandits: b.bandits })),
    cards: CARD_IDS.map((id) => ({
      id,
      name: c.cards[id].name,
      starter: c.starters.includes(id),
      mode: mode(id),
      ...cardText(c, id),
    })),
    loneMinerBonuses: [
      { letter: 'C', effect: `Write ${c.lone.coal} Coal into the Ore Stash (as many as fit).` },
      { letter: 'D', effect: `${c.lone.digs} free digs.` },
      { letter: 'P', effect: '+1 pistol.' },
      { letter: 'T', effect: 'One Town visit without a die.' },
      { letter: 'G', effect: "A free Backroom Gamblin' visit with credit (no $10 losses)." },
      { letter: '$', effect: `+$${c.lone.dollars} on this round's delivery.` },
    ],
    gamblinPayout: [
      { totals: '≤ 15', result: 'pay $10' },
      { totals: '16–17', result: 'nothing' },
      { totals: '18–19', result: '+$10' },
      { totals: '20', result: "+$20 and 1 Tin on this round's burro" },
      { totals: '21', result: "+$25, 1 Tin and 1 Coal on this round's burro" },
      { totals: '≥ 22', result: 'pay $10 and add 1 bandit to a remaining burro' },
    ],
    soloRanks: [{ min: 0, title: GO_BACK_EAST }, ...c.soloRanks],
  };
}
