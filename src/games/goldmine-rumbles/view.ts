/** One pure `view(state, viewer)`: the table as `viewer` may see it (null = spectator). */
import type { Seat } from '../../core/types.js';
import { activeSeat, lockedAtClaim } from './activity.js';
import { contactsOf, POINTS, siteNumber, worldTunnels } from './board.js';
import { COLUMN_IDS, ITEM_IDS } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { claimOf } from './content-lookup.js';
import { bags, claimPrice } from './economy.js';
import { cubesThisPhase } from './flow.js';
import { level } from './health.js';
import { itemCount, overLimit } from './inventory.js';
import { pendingOf } from './pending.js';
import { routeTree, routeTo } from './routes.js';
import { finalScores } from './scoring.js';
import type { GoldmineState, PlayerState, TurnState } from './state.js';
import type {
  GoldmineClaimView,
  GoldmineFightView,
  GoldminePlayerView,
  GoldmineRouteView,
  GoldmineTurnView,
  GoldmineView,
} from './view-types.js';

export type * from './view-types.js';

export function viewOf(content: GoldmineContent, state: GoldmineState, viewer: Seat | null): GoldmineView {
  const over = state.stage === 'over';
  const you = viewer ?? 0;
  return {
    stage: state.stage,
    length: state.length,
    phase: state.phase,
    phases: state.phases,
    cubesThisPhase: state.stage === 'cubes' ? cubesThisPhase(content, state) : 0,
    you,
    order: [...state.order],
    tiles: state.tiles.map((slot, i) => ({
      pos: i + 1,
      tile: slot.tile,
      dark: slot.dark,
      rotation: slot.rotation,
      tunnels: worldTunnels(content, state.tiles, i + 1).map((t) => ({
        ports: [...t.ports],
        points: [...t.points],
        hazard: t.hazard,
        mouth: t.mouth,
      })),
    })),
    points: POINTS.map((id) => ({
      id,
      site: siteNumber(id),
      positions: contactsOf(id).map((c) => c.pos),
      pawns: state.players.flatMap((p, i) => (p.point === id ? [i + 1] : [])),
      papa: state.papa === id,
    })),
    papa: state.papa,
    store: state.store.map((claim, i) => ({
      slot: i + 1,
      price: viewer === null ? (content.storePrices[i] ?? 0) : claimPrice(content, state.players[viewer - 1]!, i + 1),
      claim: claimView(content, claim),
    })),
    pileTop: claimView(content, state.pile[0] ?? 0),
    pileCount: state.pile.length,
    rumbles: Array.from({ length: state.phases }, (_, i) => {
      const phase = i + 1;
      const revealed = phase <= state.phase && state.stage !== 'cubes' ? true : phase < state.phase;
      const peeked = viewer !== null && state.players[viewer - 1]!.peeks.includes(phase);
      const tile = revealed || peeked || over ? (state.rumbles[i] ?? 0) : 0;
      return {
        phase,
        tile,
        revealed,
        peeked,
        order: tile === 0 ? [] : content.rumbles[tile - 1]!.filter((c) => c < state.players.length).map((c) => c + 1),
      };
    }),
    supply: ITEM_IDS.map((item) => ({ item, count: state.supply[item] })),
    players: state.players.map((p, i) => playerView(content, p, i + 1, you === i + 1 || over)),
    turn: turnView(state, state.turn, you),
    deciding: decidingSeats(content, state),
    routes: routesFor(content, state, viewer),
    history: state.history.map((h) => ({ phase: h.phase, seat: h.seat, main: h.main })),
    final: over ? finalScores(content, state) : [],
  };
}

/** Who must act now, as `pending` says: in the partner step it is the partner, not the turn's owner. */
function decidingSeats(content: GoldmineContent, state: GoldmineState): number[] {
  const pending = pendingOf(content, state);
  return pending.kind === 'choice' ? [...pending.players] : [];
}

function claimView(content: GoldmineContent, id: number): GoldmineClaimView {
  if (id === 0) return { id: 0, type: '', top: [], bottom: [], cube: '' };
  const c = claimOf(content, id);
  return { id, type: c.type, top: [...c.top], bottom: [...c.bottom], cube: c.cube };
}

function playerView(content: GoldmineContent, p: PlayerState, seat: Seat, own: boolean): GoldminePlayerView {
  return {
    seat,
    colour: content.colours[seat - 1] ?? '',
    gold: p.gold,
    bags: bags(content, p.gold),
    injuries: p.injuries,
    bandages: p.bandages,
    poisons: p.poisons,
    blackMarks: p.blackMarks,
    items: ITEM_IDS.filter((item) => p.items[item] > 0).map((item) => ({ item, count: p.items[item] })),
    itemCount: itemCount(p.items),
    overLimit: overLimit(content, p),
    cubes: COLUMN_IDS.map((column) => ({
      column,
      cubes: p.cubes[column],
      capacity: content.columns[column].capacity,
      level: level(content, p, column),
    })),
    placed: p.placing.length,
    placing: own ? [...p.placing] : [],
    character: p.character,
    characterName: content.characters[p.character - 1]?.name ?? '',
    mission: own ? p.mission : 0,
    missionItems: own ? [...(content.missions[p.mission - 1]?.items ?? [])] : [],
    point: p.point,
    lastPos: p.lastPos,
    claims: [...p.claims],
    peeks: own ? [...p.peeks] : [],
  };
}

const NO_FIGHT: GoldmineFightView = {
  active: false,
  kind: '',
  starter: 0,
  fighters: [],
  papaInjuries: 0,
  lastPapaScore: -1,
  round: 0,
  stage: '',
  dice: [],
  askBible: 0,
  spoilFrom: 0,
  spoilers: [],
  winners: [],
  losers: [],
};

function turnView(state: GoldmineState, turn: TurnState | null, you: Seat): GoldmineTurnView {
  if (turn === null) {
    return {
      seat: 0,
      number: 0,
      step: '',
      main: 'none',
      charges: 0,
      claim: 0,
      ownerRow: '',
      bids: [],
      bidder: 0,
      partner: 0,
      partnerTook: false,
      miners: [],
      dice: [],
      waiting: [],
      hazard: 0,
      visited: [],
      fight: NO_FIGHT,
    };
  }
  const f = turn.fight;
  const fight: GoldmineFightView =
    f === null
      ? NO_FIGHT
      : {
          active: turn.step === 'fight',
          kind: f.kind,
          starter: f.starter,
          fighters: f.fighters.map((seat, i) => ({
            seat,
            weapon: f.weapons[i] ?? 'none',
            injuries: state.players[seat - 1]!.injuries,
            out: f.out.includes(seat),
            lastScore: f.lastScores[i] ?? -1,
          })),
          papaInjuries: f.papaInjuries,
          lastPapaScore: f.lastPapaScore,
          round: f.round,
          stage: f.stage,
          dice: [...f.dice],
          askBible: f.stage === 'bible' ? (f.askBible[0] ?? 0) : 0,
          spoilFrom: f.spoilFrom,
          spoilers: [...f.spoilers],
          winners: [...f.winners],
          losers: [...f.losers],
        };
  return {
    seat: turn.seat,
    number: turn.number,
    step: turn.step,
    main: turn.main,
    charges: turn.charges,
    claim: turn.claim,
    ownerRow: turn.ownerRow,
    bids: turn.bids.map((b) => ({ seat: b.seat, amount: b.amount })),
    bidder: turn.step === 'bidding' ? (turn.bidders[0] ?? 0) : 0,
    partner: turn.partner,
    partnerTook: turn.partnerTook,
    miners: [...turn.miners],
    dice: [...turn.dice],
    waiting: [...turn.waiting],
    hazard: turn.hazard,
    visited: you > 0 ? [...(turn.visited[you - 1] ?? [])] : [],
    fight,
  };
}

/** Routes to every reachable point without Dynamite, for the active viewer (clients need no graph code). */
function routesFor(content: GoldmineContent, state: GoldmineState, viewer: Seat | null): GoldmineRouteView[] {
  if (viewer === null || activeSeat(state) !== viewer || lockedAtClaim(state.turn!, viewer)) return [];
  const p = state.players[viewer - 1]!;
  const tree = routeTree(content, state.tiles, p.point, level(content, p, 'tunnelPlans'));
  return [...tree.cost.keys()]
    .filter((to) => to !== p.point)
    .map((to) => {
      const edges = routeTo(tree, to)!;
      return {
        to,
        site: siteNumber(to),
        edges: edges.length,
        hazards: edges.filter((e) => e.hazard !== 'none').length,
        moves: edges.map((e) => ({
          kind: e.kind,
          pos: e.pos,
          from: e.kind === 'burrow' ? e.from : 0,
          exit: e.exit,
          hazard: e.hazard,
        })),
      };
    });
}
