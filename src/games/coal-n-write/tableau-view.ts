/**
 * The Boom Town tableau as players see it at the table: each face-up card with its cost and effect
 * (`card-texts.ts`) and, per seat, where that seat stands with it — the next tonic's price, the
 * Sheriff's boxes marked, the next Wagon Wheel multiplier, the Coal the Coal Baron would count.
 * Plain data, no nulls; its shape is declared in view-schema.ts.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import { cardText } from './card-texts.js';
import type { CardId, CoalNWriteContent } from './content.js';
import { baronCoal } from './mine.js';
import type { CoalNWriteState, PlayerState } from './state.js';
import type { CoalNWriteViewSchemas } from './view-schema.js';
import { counted } from '../../core/plural.js';

/** Their types come from the view's schema (view-schema.ts), so the two cannot drift apart. */
export type CardSeatView = DeepReadonly<z.infer<CoalNWriteViewSchemas['cardSeatView']>>;
export type CardView = DeepReadonly<z.infer<CoalNWriteViewSchemas['cardView']>>;

type SeatFacts = Omit<CardSeatView, 'seat'>;

function seatFacts(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState, id: CardId): SeatFacts {
  const cost = cardText(content, id).cost;
  const plain = (open = true, stateText = ''): SeatFacts => ({
    price: cost,
    open,
    marked: 0,
    of: 0,
    multiplier: 0,
    state: stateText,
  });
  switch (id) {
    case 'washDay':
      return plain(!p.washDay, p.washDay ? `yours: +$${content.washDay.perDelivery} a delivery` : '');
    case 'tackAndHarness':
      return plain(!p.tackAndHarness, p.tackAndHarness ? 'yours: dashed slots in use' : '');
    case 'strikeGold': {
      const placed = p.strikeGold === state.round;
      return plain(!placed, placed ? 'marker placed this round' : '');
    }
    case 'gunsmith':
      return { ...plain(), marked: p.pistols, state: `${p.pistols} pistol${p.pistols === 1 ? '' : 's'} held` };
    case 'workhorseTonic': {
      const stock = content.tonicPrices.length;
      const next = content.tonicPrices[p.tonicsBought];
      return {
        price: next ?? 0,
        open: next !== undefined,
        marked: p.tonicsBought,
        of: stock,
        multiplier: 0,
        state:
          next === undefined
            ? `sold out (${p.tonics} held)`
            : `${p.tonicsBought} of ${stock} bought, next $${next} (${p.tonics} held)`,
      };
    }
    case 'sheriffsDeputy': {
      const boxes = content.sheriff.boxes;
      return {
        ...plain(p.sheriff < boxes),
        marked: p.sheriff,
        of: boxes,
        state: `${p.sheriff} of ${counted(boxes, 'box', 'boxes')} marked`,
      };
    }
    case 'wagonWheelFixin': {
      const m = content.wagonWheel;
      const multiplier = m[Math.min(p.wagonVisits + 1, m.length) - 1]!;
      return { ...plain(), marked: p.wagonVisits, multiplier, state: `next visit ×${multiplier}` };
    }
    case 'coalBaron': {
      const coal = baronCoal(content, p);
      const need = content.coalBaron.coal;
      const where = content.coalBaron.counts === 'inStash' ? 'in the Ore Stash' : 'written';
      return { ...plain(coal >= need), marked: coal, of: need, state: `${coal} of ${need} Coal ${where}` };
    }
    case 'ponyExpress':
      return { ...plain(), marked: p.mail, state: `${p.mail} mail sent` };
    case 'sugarfoot':
    case 'muleTeam':
      return plain(state.lastRound <= content.rounds, p.muleBuyer ? 'bought' : '');
    case 'armWrasslin':
    case 'backroomGamblin':
    case 'cowPunchin':
    case 'drankinContest':
    case 'rodeoContest':
    case 'trickShootin':
      return plain();
    default: {
      const never: never = id;
      return never;
    }
  }
}

/** The face-up Boom Town cards, in tableau order. */
export function tableauOf(content: CoalNWriteContent, state: CoalNWriteState): CardView[] {
  return state.tableau.map((id) => {
    const text = cardText(content, id);
    return {
      id,
      name: content.cards[id].name,
      cost: text.cost,
      prices: text.prices,
      requirement: text.requirement,
      effect: text.effect,
      seats: state.players.map((p, i) => ({ seat: i + 1, ...seatFacts(content, state, p, id) })),
    };
  });
}
