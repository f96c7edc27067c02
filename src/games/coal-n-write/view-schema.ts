/**
 * The Coal n' Write view as a zod schema: the one source of its TypeScript type (view.ts), its JSON
 * Schema (OpenAPI, `GET /v1/rules/coal-n-write`) and its GraphQL type. Every sheet is public, so a
 * seat and a spectator get the same view.
 */
import { z } from 'zod';
import { BONUSES, CARD_IDS, ORES } from './content.js';
import { once } from '../../core/once.js';

/**
 * Every schema of the view, built on first use (the API documents, GraphQL, `GET /v1/rules/{id}`) and
 * kept: playing never reads them, and building them at import was a share of a Worker's start.
 */
function build() {
  const int = z.number().int();
  const ore = z.enum(ORES).meta({ id: 'CoalNWriteOre', description: 'Silver $12, Tin $8, Coal $5, Borax $3.' });
  const bonus = z.enum(BONUSES).describe('A Lone Miner bonus letter: C, D, P, T, G or $.');

  const cavernView = z
    .object({
      num: int.describe('A die or sum must meet or exceed this to dig here.'),
      bub: int.describe('Dig bubbles to fill before the cavern is claimed.'),
      dug: int.describe('Bubbles filled.'),
      claimed: z.boolean().describe('Fully dug and claimed.'),
      open: z.boolean().describe('The cavern being dug now in its vein.'),
    })
    .strict()
    .meta({ id: 'CoalNWriteCavern', description: 'A cavern of a vein.' });

  const veinView = z
    .object({
      ore,
      openCavern: int.describe('1-based number of the open cavern; 0 when exhausted.'),
      caverns: z.array(cavernView).describe('The caverns of the vein, in digging order.'),
    })
    .strict()
    .meta({ id: 'CoalNWriteVein', description: 'One vein of the mine.' });

  const stashSpaceView = z
    .object({ ore, scratched: z.boolean().describe('Already loaded onto a burro.') })
    .strict()
    .meta({ id: 'CoalNWriteStashSpace', description: 'A space of the ore stash.' });

  const oreCountView = z
    .object({
      S: int.describe('Silver.'),
      T: int.describe('Tin.'),
      C: int.describe('Coal.'),
      B: int.describe('Borax.'),
    })
    .strict()
    .meta({ id: 'CoalNWriteOreCount', description: 'A count per ore type.' });

  const burroView = z
    .object({
      burro: int.describe('The burro number, one per round.'),
      slots: int.describe('Ore it can carry.'),
      dashed: int.describe('Dashed slots (filled only with Tack & Harness).'),
      bandits: int.describe('Bandits on its trail: printed plus busts.'),
      banditsShot: int.describe('Bandits shot.'),
      activeBandits: int.describe('Bandits still on the trail.'),
      delivered: z.boolean().describe('The burro has been sent.'),
      ore: z.array(ore).describe('Ore on the burro when delivered (slots, then gambling ore).'),
      stolen: z.string().describe("Ore type the bandits took; '' = none."),
      value: int.describe('Value of the ore delivered.'),
      strikeGold: int.describe('Strike Gold bonus earned with it.'),
      washDay: int.describe('Wash Day bonus earned with it.'),
      lone: int.describe('Lone Miner bonus earned with it.'),
      total: int.describe('Cash the delivery earned.'),
    })
    .strict()
    .meta({ id: 'CoalNWriteBurro', description: 'A burro and, once sent, its delivery.' });

  const subStepView = z
    .object({
      kind: z
        .enum(['none', 'gamble', 'bandit', 'trick', 'drink'])
        .meta({ id: 'CoalNWriteSubStep', description: 'The mini-game in progress on this sheet, if any.' }),
      total: int.describe("Gamblin': running total."),
      throws: int.describe("Gamblin': throws so far."),
      credit: z.boolean().describe("Gamblin': playing on credit."),
      shots: int.describe("Trick Shootin': shots taken."),
      blasted: z.array(int).describe("Trick Shootin': targets blasted."),
    })
    .strict()
    .meta({ id: 'CoalNWriteSub', description: 'A Boom Town mini-game in progress.' });

  const sheetView = z
    .object({
      seat: int.describe('The seat whose sheet this is.'),
      cash: int.describe('Cash so far: the score.'),
      stash: z.array(stashSpaceView).describe('The ore stash, in the order it was mined.'),
      stashSize: int.describe('Spaces in the stash.'),
      stashFull: z.boolean().describe('No stash space left.'),
      inStash: oreCountView.describe('Unscratched ore per type.'),
      stashValue: int.describe('Value of the unscratched ore.'),
      veins: z.array(veinView).describe('The four veins.'),
      pistols: int.describe('Pistols owned.'),
      tonics: int.describe('Tonics owned.'),
      tonicsLeftToBuy: int.describe('Tonics the Workhorse Tonic shop still sells.'),
      sheriffBoxes: int.describe('Sheriff boxes marked.'),
      wagonVisits: int.describe('Supply wagon visits.'),
      mail: int.describe('Mail carried.'),
      washDay: z.boolean().describe('Wash Day bought.'),
      tackAndHarness: z.boolean().describe('Tack & Harness bought (dashed burro slots usable).'),
      strikeGoldMarker: z.boolean().describe('Holds a Strike Gold marker.'),
      muleTeamBuyer: z.boolean().describe('Bought the mule team.'),
      burros: z.array(burroView).describe('One burro per round.'),
      extraOre: oreCountView.describe("Gambling ore riding on this round's burro."),
      bonuses: z.array(bonus).describe('Lone Miner bonus letters earned.'),
      dollarBonus: z.boolean().describe('Earned the $ bonus.'),
      freeDigs: int.describe('Free digs to take.'),
      bonusVisit: z.boolean().describe('May make a bonus Boom Town visit.'),
      usedDice: z.array(z.boolean()).describe('Per die of the current throw: used this step.'),
      visited: z.boolean().describe('Visited Boom Town this turn.'),
      worked: z.boolean().describe('Worked the mine this turn.'),
      rodeoEntrant: z.boolean().describe('Entered the rodeo.'),
      loadSent: z.boolean().describe("Loaded this round's burro."),
      sub: subStepView,
      pending: z.boolean().describe('Still has to finish the current step.'),
      muleBonus: int.describe('Mule team bonus.'),
      ponyBonus: int.describe('Pony Express bonus.'),
      soloRank: z
        .string()
        .describe("Solo rank title for the current cash (final once the game is over); '' in multiplayer."),
    })
    .strict()
    .meta({ id: 'CoalNWriteSheet', description: "One player's public sheet." });

  const cardSeatView = z
    .object({
      seat: int.describe('The seat (1-based).'),
      price: int.describe('Cash one visit costs this seat now (the next tonic, one pistol, the entry); 0 = free.'),
      open: z
        .boolean()
        .describe(
          'The card is still there for this seat (not owned already, not sold out, track not complete); cash aside.',
        ),
      marked: int.describe(
        "Progress on the card: Sheriff's boxes marked, tonics bought, Wagon Wheel visits, mails sent, pistols held, Coal counted.",
      ),
      of: int.describe(
        "What `marked` runs to: the Sheriff's boxes, the tonic stock, the Coal the Coal Baron needs; 0 = no limit.",
      ),
      multiplier: int.describe("Wagon Wheel Fixin': the multiplier of this seat's next visit; 0 for other cards."),
      state: z.string().describe("Where this seat stands with the card, in words ('' = nothing to say)."),
    })
    .strict()
    .meta({ id: 'CoalNWriteCardSeat', description: 'Where one seat stands with a Boom Town card.' });

  const cardView = z
    .object({
      id: z.enum(CARD_IDS).describe('The card id, as moves name it.'),
      name: z.string().describe('Its name.'),
      cost: int.describe('Cash needed to visit at the least; 0 = free.'),
      prices: z
        .array(int)
        .describe('Every price the card lists (pistols 1–3, the tonic stock in order…); empty for a free card.'),
      requirement: z.string().describe("What a visit requires, in the rulebook's words."),
      effect: z.string().describe("What a visit does, in the rulebook's words."),
      seats: z.array(cardSeatView).describe("Each seat's standing with the card, seat 1 first."),
    })
    .strict()
    .meta({
      id: 'CoalNWriteCard',
      description: "A face-up Boom Town card with its cost, effect and each seat's standing on it.",
    });

  const coalNWriteView = z
    .object({
      phase: z
        .enum(['shuffle', 'throw', 'turn', 'rodeo', 'bonusPick', 'loneThrow', 'lone', 'bonus', 'load', 'over'])
        .meta({ id: 'CoalNWritePhase', description: 'The step the round is at.' }),
      mode: z.enum(['solo', 'multi']).meta({ id: 'CoalNWriteMode', description: 'Solo (one player) or multiplayer.' }),
      round: int.describe('The round, 1-based.'),
      lastRound: int.describe('The last round.'),
      turn: int.describe('The turn within the round.'),
      diceInPlay: int.describe('Dice thrown this round.'),
      bunkhouse: int.describe('Dice set aside in the bunkhouse.'),
      dice: z.array(int).describe('The current throw (main dice or the lone die); empty before the first throw.'),
      loneThrow: int.describe('The lone die; 0 before it is thrown.'),
      loneVoid: z.boolean().describe('The lone throw was void.'),
      waiting: z.array(int).describe('Seats that still have to finish this step.'),
      rolling: z.string().describe("Label of the personal roll being made, '' if none."),
      tableau: z
        .array(cardView)
        .describe("Face-up Boom Town cards with their cost, effect and each seat's standing on them."),
      deckCount: int.describe('Undrawn Boom Town cards (their order is hidden).'),
      bonusLetters: z.array(bonus).describe('The bonus letters, in order.'),
      sheets: z.array(sheetView).describe('Every sheet, seat 1 first; all are public.'),
    })
    .strict()
    .meta({
      id: 'CoalNWriteView',
      description: "A Coal n' Write table: every sheet is public; only the Boom Town deck order is hidden.",
    });
  return {
    cavernView,
    veinView,
    stashSpaceView,
    oreCountView,
    burroView,
    subStepView,
    sheetView,
    cardSeatView,
    cardView,
    coalNWriteView,
  };
}

/** The view's parts by name: `z.infer<CoalNWriteViewSchemas['cavernView']>` is the type of one. */
export type CoalNWriteViewSchemas = ReturnType<typeof build>;
export const coalNWriteViewSchemas: () => CoalNWriteViewSchemas = once(build);
/** The schema of the whole view: the game's `viewSchema`. */
export const coalNWriteView = (): CoalNWriteViewSchemas['coalNWriteView'] => coalNWriteViewSchemas().coalNWriteView;
