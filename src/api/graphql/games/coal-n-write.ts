import type { CoalNWriteMove, CoalNWriteView } from '../../../games/coal-n-write/index.js';
import { BONUSES, CARD_IDS } from '../../../games/coal-n-write/index.js';
import { builder } from '../builder.js';
import { chosenField, withoutNulls, type GameGraphql } from './adapter.js';

type View = CoalNWriteView;
type Sheet = View['sheets'][number];
type Move<T extends CoalNWriteMove['type']> = Extract<CoalNWriteMove, { type: T }>;

const Phase = builder.enumType('CoalNWritePhase', {
  values: ['shuffle', 'throw', 'turn', 'rodeo', 'bonusPick', 'loneThrow', 'lone', 'bonus', 'load', 'over'] as const,
});
const Mode = builder.enumType('CoalNWriteMode', { values: ['solo', 'multi'] as const });
const OreEnum = builder.enumType('CoalNWriteOre', { values: ['S', 'T', 'C', 'B'] as const, description: 'Silver $12, Tin $8, Coal $5, Borax $3.' });
const CardEnum = builder.enumType('CoalNWriteCard', { values: CARD_IDS });
const BonusEnum = builder.enumType('CoalNWriteBonus', {
  values: Object.fromEntries(BONUSES.map((b) => [b === '$' ? 'DOLLARS' : b, { value: b }])) as Record<string, { value: (typeof BONUSES)[number] }>,
  description: 'Lone Miner bonus letters; DOLLARS is `$`.',
});
const SubKind = builder.enumType('CoalNWriteSubStep', { values: ['none', 'gamble', 'bandit', 'trick', 'drink'] as const });

const Cavern = builder.objectRef<Sheet['veins'][number]['caverns'][number]>('CoalNWriteCavern').implement({
  fields: (t) => ({
    num: t.exposeInt('num', { description: 'A die or sum must meet or exceed this.' }),
    bub: t.exposeInt('bub', { description: 'Dig bubbles.' }),
    dug: t.exposeInt('dug'),
    claimed: t.exposeBoolean('claimed'),
    open: t.exposeBoolean('open'),
  }),
});
const Vein = builder.objectRef<Sheet['veins'][number]>('CoalNWriteVein').implement({
  fields: (t) => ({
    ore: t.field({ type: OreEnum, resolve: (v) => v.ore }),
    openCavern: t.exposeInt('openCavern', { description: '1-based; 0 = exhausted.' }),
    caverns: t.field({ type: [Cavern], resolve: (v) => [...v.caverns] }),
  }),
});
const StashSpace = builder.objectRef<Sheet['stash'][number]>('CoalNWriteStashSpace').implement({
  fields: (t) => ({ ore: t.field({ type: OreEnum, resolve: (s) => s.ore }), scratched: t.exposeBoolean('scratched') }),
});
const OreCount = builder.objectRef<Sheet['inStash']>('CoalNWriteOreCount').implement({
  fields: (t) => ({ S: t.exposeInt('S'), T: t.exposeInt('T'), C: t.exposeInt('C'), B: t.exposeInt('B') }),
});
const Burro = builder.objectRef<Sheet['burros'][number]>('CoalNWriteBurro').implement({
  fields: (t) => ({
    burro: t.exposeInt('burro'),
    slots: t.exposeInt('slots'),
    dashed: t.exposeInt('dashed'),
    bandits: t.exposeInt('bandits'),
    banditsShot: t.exposeInt('banditsShot'),
    activeBandits: t.exposeInt('activeBandits'),
    delivered: t.exposeBoolean('delivered'),
    ore: t.field({ type: [OreEnum], resolve: (b) => [...b.ore] }),
    stolen: t.exposeString('stolen', { description: "Ore type the bandits took; '' = none." }),
    value: t.exposeInt('value'),
    strikeGold: t.exposeInt('strikeGold'),
    washDay: t.exposeInt('washDay'),
    lone: t.exposeInt('lone'),
    total: t.exposeInt('total'),
  }),
});
const Sub = builder.objectRef<Sheet['sub']>('CoalNWriteSubStepState').implement({
  fields: (t) => ({
    kind: t.field({ type: SubKind, resolve: (s) => s.kind }),
    total: t.exposeInt('total'),
    throws: t.exposeInt('throws'),
    credit: t.exposeBoolean('credit'),
    shots: t.exposeInt('shots'),
    blasted: t.field({ type: ['Int'], resolve: (s) => [...s.blasted] }),
  }),
});
const SheetRef = builder.objectRef<Sheet>('CoalNWriteSheet').implement({
  description: "One player's public sheet.",
  fields: (t) => ({
    seat: t.exposeInt('seat'),
    cash: t.exposeInt('cash'),
    stash: t.field({ type: [StashSpace], resolve: (s) => [...s.stash] }),
    stashSize: t.exposeInt('stashSize'),
    stashFull: t.exposeBoolean('stashFull'),
    inStash: t.field({ type: OreCount, resolve: (s) => s.inStash }),
    stashValue: t.exposeInt('stashValue'),
    veins: t.field({ type: [Vein], resolve: (s) => [...s.veins] }),
    pistols: t.exposeInt('pistols'),
    tonics: t.exposeInt('tonics'),
    tonicsLeftToBuy: t.exposeInt('tonicsLeftToBuy'),
    sheriffBoxes: t.exposeInt('sheriffBoxes'),
    wagonVisits: t.exposeInt('wagonVisits'),
    mail: t.exposeInt('mail'),
    washDay: t.exposeBoolean('washDay'),
    tackAndHarness: t.exposeBoolean('tackAndHarness'),
    strikeGoldMarker: t.exposeBoolean('strikeGoldMarker'),
    muleTeamBuyer: t.exposeBoolean('muleTeamBuyer'),
    burros: t.field({ type: [Burro], resolve: (s) => [...s.burros] }),
    extraOre: t.field({ type: OreCount, resolve: (s) => s.extraOre }),
    bonuses: t.field({ type: [BonusEnum], resolve: (s) => [...s.bonuses] }),
    dollarBonus: t.exposeBoolean('dollarBonus'),
    freeDigs: t.exposeInt('freeDigs'),
    bonusVisit: t.exposeBoolean('bonusVisit'),
    usedDice: t.field({ type: ['Boolean'], resolve: (s) => [...s.usedDice] }),
    visited: t.exposeBoolean('visited'),
    worked: t.exposeBoolean('worked'),
    rodeoEntrant: t.exposeBoolean('rodeoEntrant'),
    loadSent: t.exposeBoolean('loadSent'),
    sub: t.field({ type: Sub, resolve: (s) => s.sub }),
    pending: t.exposeBoolean('pending', { description: 'Still has to finish the current step.' }),
    muleBonus: t.exposeInt('muleBonus'),
    ponyBonus: t.exposeInt('ponyBonus'),
    soloRank: t.exposeString('soloRank'),
  }),
});
const CardSeat = builder.objectRef<View['tableau'][number]['seats'][number]>('CoalNWriteTownCardSeat').implement({
  description: "One seat's standing on a Boom Town card.",
  fields: (t) => ({
    seat: t.exposeInt('seat'),
    price: t.exposeInt('price', { description: 'Cash one visit costs this seat now; 0 = free.' }),
    open: t.exposeBoolean('open', { description: 'Still there for this seat (not owned, not sold out, track not complete); cash aside.' }),
    marked: t.exposeInt('marked', { description: "Sheriff's boxes marked, tonics bought, Wagon Wheel visits, mails, pistols, Coal counted." }),
    of: t.exposeInt('of', { description: 'What `marked` runs to; 0 = no limit.' }),
    multiplier: t.exposeInt('multiplier', { description: "Wagon Wheel Fixin': the next visit's multiplier; 0 otherwise." }),
    state: t.exposeString('state'),
  }),
});
const Card = builder.objectRef<View['tableau'][number]>('CoalNWriteTownCard').implement({
  fields: (t) => ({
    id: t.field({ type: CardEnum, resolve: (c) => c.id }),
    name: t.exposeString('name'),
    cost: t.exposeInt('cost', { description: 'Cash needed to visit at the least; 0 = free.' }),
    prices: t.field({ type: ['Int'], description: 'Every price the card lists (pistols 1–3, the tonic stock in order…).', resolve: (c) => [...c.prices] }),
    requirement: t.exposeString('requirement'),
    effect: t.exposeString('effect'),
    seats: t.field({ type: [CardSeat], resolve: (c) => [...c.seats] }),
  }),
});

const ViewRef = builder.objectRef<View>('CoalNWriteView').implement({
  description: "A Coal n' Write table: every sheet is public; only the Boom Town deck order is hidden.",
  fields: (t) => ({
    phase: t.field({ type: Phase, resolve: (v) => v.phase }),
    mode: t.field({ type: Mode, resolve: (v) => v.mode }),
    round: t.exposeInt('round'),
    lastRound: t.exposeInt('lastRound'),
    turn: t.exposeInt('turn'),
    diceInPlay: t.exposeInt('diceInPlay'),
    bunkhouse: t.exposeInt('bunkhouse'),
    dice: t.field({ type: ['Int'], resolve: (v) => [...v.dice] }),
    loneThrow: t.exposeInt('loneThrow'),
    loneVoid: t.exposeBoolean('loneVoid'),
    waiting: t.field({ type: ['Int'], resolve: (v) => [...v.waiting] }),
    rolling: t.exposeString('rolling'),
    tableau: t.field({ type: [Card], resolve: (v) => [...v.tableau] }),
    deckCount: t.exposeInt('deckCount'),
    bonusLetters: t.field({ type: [BonusEnum], resolve: (v) => [...v.bonusLetters] }),
    sheets: t.field({ type: [SheetRef], resolve: (v) => [...v.sheets] }),
  }),
});

// Output types of moves (legalMoves, tapes).
const VisitTown = builder.objectRef<Move<'visitTown'>>('CoalNWriteVisitTownMove').implement({
  fields: (t) => ({
    die: t.int({ nullable: true, resolve: (m) => m.die ?? null }),
    card: t.field({ type: CardEnum, resolve: (m) => m.card }),
    count: t.int({ nullable: true, resolve: (m) => m.count ?? null }),
    mails: t.int({ nullable: true, resolve: (m) => m.mails ?? null }),
    opponent: t.int({ nullable: true, resolve: (m) => m.opponent ?? null }),
  }),
});
const flag = (name: string, type: CoalNWriteMove['type']) =>
  builder.objectRef<{ type: string }>(name).implement({ fields: (t) => ({ [type]: t.boolean({ resolve: () => true }) }) });
const GambleHit = flag('CoalNWriteGambleHitMove', 'gambleHit');
const GambleStay = flag('CoalNWriteGambleStayMove', 'gambleStay');
const EndTurn = flag('CoalNWriteEndTurnMove', 'endTurn');
const BonusDone = flag('CoalNWriteBonusDoneMove', 'bonusDone');
const PlaceBandit = builder.objectRef<Move<'placeBandit'>>('CoalNWritePlaceBanditMove').implement({ fields: (t) => ({ burro: t.exposeInt('burro') }) });
const Aim = builder.objectRef<Move<'aim'>>('CoalNWriteAimMove').implement({ fields: (t) => ({ target: t.exposeInt('target') }) });
const Drink = builder.objectRef<Move<'drink'>>('CoalNWriteDrinkMove').implement({ fields: (t) => ({ throws: t.exposeInt('throws') }) });
const JoinRodeo = builder.objectRef<Move<'joinRodeo'>>('CoalNWriteJoinRodeoMove').implement({ fields: (t) => ({ join: t.exposeBoolean('join') }) });
const Claim = builder.objectRef<Move<'claim'>>('CoalNWriteClaimMove').implement({
  fields: (t) => ({
    vein: t.field({ type: OreEnum, resolve: (m) => m.vein }),
    dice: t.field({ type: ['Int'], resolve: (m) => [...m.dice] }),
    tonics: t.int({ resolve: (m) => m.tonics ?? 0 }),
  }),
});
const Dig = builder.objectRef<Move<'dig'>>('CoalNWriteDigMove').implement({
  // Nullable like `CoalNWriteVisitTownMove.die`, so one selection over the move union can ask for both.
  fields: (t) => ({ vein: t.field({ type: OreEnum, resolve: (m) => m.vein }), die: t.int({ nullable: true, description: 'Always set.', resolve: (m) => m.die }) }),
});
const Shoot = builder.objectRef<Move<'shoot'>>('CoalNWriteShootMove').implement({ fields: (t) => ({ burro: t.exposeInt('burro') }) });
const ChooseBonus = builder.objectRef<Move<'chooseBonus'>>('CoalNWriteChooseBonusMove').implement({
  fields: (t) => ({ bonus: t.field({ type: BonusEnum, resolve: (m) => m.bonus }) }),
});
const FreeDig = builder.objectRef<Move<'freeDig'>>('CoalNWriteFreeDigMove').implement({
  fields: (t) => ({ vein: t.field({ type: OreEnum, resolve: (m) => m.vein }) }),
});
const Load = builder.objectRef<Move<'load'>>('CoalNWriteLoadMove').implement({
  fields: (t) => ({ ore: t.field({ type: OreCount, resolve: (m) => m.ore }) }),
});

// Inputs.
const VisitTownInput = builder.inputType('CoalNWriteVisitTownInput', {
  fields: (t) => ({
    die: t.int({ description: 'Die of the pair/trio set aside; omit for a T bonus visit.' }),
    card: t.field({ type: CardEnum, required: true }),
    count: t.int({ description: 'Gunsmith pistols 1–3 or Workhorse Tonics 1–5.' }),
    mails: t.int({ description: 'Pony Express mails 1–3.' }),
    opponent: t.int({ description: "Arm Wrasslin' opponent seat." }),
  }),
});
const ClaimInput = builder.inputType('CoalNWriteClaimInput', {
  fields: (t) => ({ vein: t.field({ type: OreEnum, required: true }), dice: t.intList({ required: true }), tonics: t.int() }),
});
const DigInput = builder.inputType('CoalNWriteDigInput', {
  fields: (t) => ({ vein: t.field({ type: OreEnum, required: true }), die: t.int({ required: true }) }),
});
const OreInput = builder.inputType('CoalNWriteOreInput', {
  fields: (t) => ({ S: t.int({ required: true }), T: t.int({ required: true }), C: t.int({ required: true }), B: t.int({ required: true }) }),
});

const MoveInput = builder.inputType('CoalNWriteMoveInput', {
  isOneOf: true,
  description: 'Exactly one field: the step to take.',
  fields: (t) => ({
    visitTown: t.field({ type: VisitTownInput }),
    gambleHit: t.boolean({ description: 'true: throw another die.' }),
    gambleStay: t.boolean({ description: 'true: stop and settle.' }),
    placeBandit: t.int({ description: 'Burro that gets the bust bandit.' }),
    aim: t.int({ description: 'Trick Shootin target 2–6.' }),
    drink: t.int({ description: "Drankin' throws declared 1–4." }),
    joinRodeo: t.boolean({ description: 'Join (true) or pass (false).' }),
    claim: t.field({ type: ClaimInput }),
    dig: t.field({ type: DigInput }),
    shoot: t.int({ description: 'Burro whose bandit is shot.' }),
    endTurn: t.boolean({ description: 'true: done with this throw.' }),
    chooseBonus: t.field({ type: BonusEnum }),
    freeDig: t.field({ type: OreEnum, description: 'Vein for one D free dig.' }),
    bonusDone: t.boolean({ description: 'true: done with the bonus step.' }),
    load: t.field({ type: OreInput }),
  }),
});


/** Scalar inputs carry the move's one field under these names. */
const SCALAR_FIELD: Readonly<Record<string, string>> = {
  placeBandit: 'burro',
  aim: 'target',
  drink: 'throws',
  joinRodeo: 'join',
  shoot: 'burro',
  chooseBonus: 'bonus',
  freeDig: 'vein',
};
const FLAGS = new Set(['gambleHit', 'gambleStay', 'endTurn', 'bonusDone']);

export const coalNWriteGraphql: GameGraphql = {
  rules: 'coal-n-write',
  inputField: 'coalNWrite',
  view: ViewRef,
  moves: {
    visitTown: VisitTown,
    gambleHit: GambleHit,
    gambleStay: GambleStay,
    placeBandit: PlaceBandit,
    aim: Aim,
    drink: Drink,
    joinRodeo: JoinRodeo,
    claim: Claim,
    dig: Dig,
    shoot: Shoot,
    endTurn: EndTurn,
    chooseBonus: ChooseBonus,
    freeDig: FreeDig,
    bonusDone: BonusDone,
    load: Load,
  },
  moveInput: MoveInput,
  toMove(input) {
    const [type, value] = chosenField(input);
    if (FLAGS.has(type)) return { type };
    const field = SCALAR_FIELD[type];
    if (field !== undefined) return { type, [field]: value };
    if (type === 'load') return { type, ore: withoutNulls(value) };
    return { type, ...withoutNulls(value) };
  },
};

