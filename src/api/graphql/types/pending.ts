import type { Pending } from '../../../core/types.js';
import type { JoinPending as Join, PublicPending } from '../../../service/present.js';
import { builder } from '../builder.js';
import { StandingsRef } from './standings.js';

type Choice = Extract<Pending, { kind: 'choice' }>;
type Over = Extract<Pending, { kind: 'over' }>;
type Roll = Extract<Pending, { kind: 'roll' }>;
type Shuffle = Extract<Pending, { kind: 'shuffle' }>;

const ChoicePending = builder.objectRef<Choice>('ChoicePending').implement({
  description: 'The game waits for these seats to move (several at once in simultaneous play).',
  fields: (t) => ({
    players: t.field({ type: ['Int'], description: 'The seats that may move now.', resolve: (p) => [...p.players] }),
  }),
});
const JoinPending = builder.objectRef<Join>('JoinPending').implement({
  description:
    'The game is in the lobby (status `open`): it waits for players to take its open seats (the `joinGame` mutation); nothing is rolled or played before the last one is taken.',
  fields: (t) => ({
    openSeats: t.field({
      type: ['Int'],
      description: 'The seats still open, lowest first.',
      resolve: (p) => [...p.openSeats],
    }),
  }),
});
const OverPending = builder.objectRef<Over>('OverPending').implement({
  description: 'The game is over.',
  fields: (t) => ({
    standings: t.field({ type: StandingsRef, description: 'The final standings.', resolve: (p) => p.standings }),
  }),
});
const RollPending = builder.objectRef<Roll>('RollPending').implement({
  description:
    'The engine is about to roll: seen only in a past version (`game(id, at:)`), since the engine rolls before answering.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The label the dice are rolled for, e.g. `circuit1.turn3.roll`.' }),
    count: t.exposeInt('count', { description: 'How many dice.' }),
    sides: t.exposeInt('sides', { description: 'Sides of each die.' }),
  }),
});
const ShufflePending = builder.objectRef<Shuffle>('ShufflePending').implement({
  description:
    'The engine is about to shuffle: seen only in a past version (`game(id, at:)`), since the engine shuffles before answering.',
  fields: (t) => ({
    label: t.exposeString('label', { description: "The shuffle's label, e.g. `setup.tiles`." }),
    size: t.exposeInt('size', { description: 'How many cards (or tiles) are shuffled.' }),
  }),
});

const BY_KIND = {
  choice: ChoicePending,
  join: JoinPending,
  over: OverPending,
  roll: RollPending,
  shuffle: ShufflePending,
} as const;

export const PendingRef = builder.unionType('Pending', {
  types: [ChoicePending, JoinPending, OverPending, RollPending, ShufflePending],
  resolveType: (pending: PublicPending) => BY_KIND[pending.kind],
});
