import type { SeedCommitmentRecord } from '../../../core/tape.js';
import type { Standings } from '../../../core/types.js';
import type { PublicEvent } from '../../../service/present.js';
import { builder } from '../builder.js';
import { MoveRef, tagMove } from '../game-types.js';
import { StandingsRef } from './standings.js';

/** A served event with the game it belongs to, so its move can be typed. */
export type GameEventValue = PublicEvent & { readonly rules: string };
export const withRules = (rules: string, events: readonly PublicEvent[]): GameEventValue[] =>
  events.map((e) => ({ ...e, rules }));

/** Reads a field of the event's payload; the payload's shape is fixed by the event type the object type stands for. */
const data = <T>(e: GameEventValue, key: string): T => e.data[key] as T;

export const EventRef = builder.interfaceRef<GameEventValue>('Event').implement({
  description: 'One entry of the tape. Hidden parts are null (with `redacted`) while the game runs.',
  fields: (t) => ({
    seq: t.exposeInt('seq', {
      description: "Position on the tape, 1 first; the game's version is the last event's seq.",
    }),
    actor: t.int({
      nullable: true,
      description: 'The seat whose move caused this event; null for the engine.',
      resolve: (e) => e.actor,
    }),
    at: t.field({
      type: 'DateTime',
      description: 'When the event was appended (ISO 8601, UTC).',
      resolve: (e) => e.at,
    }),
    moveId: t.string({
      nullable: true,
      description:
        'The `moveId` the client sent with the move that appended this event (on the first event it appended only); otherwise null.',
      resolve: (e) => e.moveId,
    }),
    redacted: t.exposeBoolean('redacted', {
      description: 'True when hidden parts were removed for this caller (they read null).',
    }),
  }),
  resolveType: (e) => `${e.type}Event`,
});

const eventType = (name: string, description: string) =>
  builder.objectRef<GameEventValue>(name).implement({ description, interfaces: [EventRef] });

builder.objectFields(
  eventType('GameCreatedEvent', 'The first event: rules, players and the seed commitment.'),
  (t) => ({
    rules: t.string({
      description: 'Which game: a rules id such as `circuit-racer` (see `rules`).',
      resolve: (e) => data<string>(e, 'rules'),
    }),
    rulesVersion: t.int({
      description: 'The rules version the game plays under, fixed when it was created.',
      resolve: (e) => data<number>(e, 'rulesVersion'),
    }),
    players: t.stringList({
      description: "The seats' names in seat order ('' for a seat left open).",
      resolve: (e) => data<{ name: string }[]>(e, 'players').map((p) => p.name),
    }),
    seedCommitment: t.string({
      description:
        'sha256(seed), hex; the seed is revealed when the game ends (a challenge entry: when its day closes).',
      resolve: (e) => data<string>(e, 'seedCommitment'),
    }),
    clientSeed: t.string({
      nullable: true,
      description: 'The clientSeed the creator sent, mixed into the dice; null if none.',
      resolve: (e) => data<string | null>(e, 'clientSeed'),
    }),
    commitmentId: t.string({
      nullable: true,
      description: 'The commitment issued ahead (commit first), if the game was created with one.',
      resolve: (e) => data<SeedCommitmentRecord | undefined>(e, 'commitment')?.id ?? null,
    }),
    commitmentIssuedAt: t.string({
      nullable: true,
      description: 'When the seed was committed to; the client seed arrived later, at creation.',
      resolve: (e) => data<SeedCommitmentRecord | undefined>(e, 'commitment')?.issuedAt ?? null,
    }),
    sandbox: t.boolean({
      description: 'Dice were supplied by the creator; never ranked.',
      resolve: (e) => data(e, 'sandbox') !== null,
    }),
  }),
);

builder.objectFields(eventType('PlayerJoinedEvent', 'A player took a seat.'), (t) => ({
  seat: t.int({ description: 'The seat taken.', resolve: (e) => data<number>(e, 'seat') }),
  name: t.string({ description: 'The name the player joined with.', resolve: (e) => data<string>(e, 'name') }),
}));

builder.objectFields(eventType('PlayerLeftEvent', 'A player gave up their seat before the game started.'), (t) => ({
  seat: t.int({ description: 'The seat given up; it is open again.', resolve: (e) => data<number>(e, 'seat') }),
}));

builder.objectFields(eventType('DiceRolledEvent', 'Dice the engine rolled for a label.'), (t) => ({
  label: t.string({
    description: "The roll's label, e.g. `circuit1.turn3.roll`: the same seed and label give the same dice.",
    resolve: (e) => data<string>(e, 'label'),
  }),
  values: t.intList({
    nullable: true,
    description: 'The dice, in order; null while hidden from you.',
    resolve: (e) => data<number[] | null>(e, 'values'),
  }),
}));

builder.objectFields(
  eventType('DeckShuffledEvent', 'A shuffle; the order is hidden while the game runs unless the rules reveal it.'),
  (t) => ({
    label: t.string({
      description: "The shuffle's label, e.g. `setup.tiles`.",
      resolve: (e) => data<string>(e, 'label'),
    }),
    order: t.intList({
      nullable: true,
      description:
        "A permutation of 0..size−1 of the rules' canonical list, order[0] on top; null while hidden from you.",
      resolve: (e) => data<number[] | null>(e, 'order'),
    }),
  }),
);

builder.objectFields(eventType('MoveMadeEvent', "A player's move."), (t) => ({
  player: t.int({ description: 'The seat that moved.', resolve: (e) => data<number>(e, 'player') }),
  move: t.field({
    type: MoveRef,
    nullable: true,
    description: 'The move; null while hidden from you.',
    resolve: (e) => (e.redacted ? null : tagMove(e.rules, data(e, 'move'))),
  }),
  timeout: t.boolean({
    description: "Played by the game's default bot after the seat's turn deadline (claimed by `actor`).",
    resolve: (e) => data(e, 'timeout') === true,
  }),
}));

builder.objectFields(eventType('GameEndedEvent', 'The last event: standings and the revealed seed.'), (t) => ({
  standings: t.field({
    type: StandingsRef,
    description: 'The final standings.',
    resolve: (e) => data<Standings>(e, 'standings'),
  }),
  seed: t.string({
    nullable: true,
    description:
      "Null in a daily challenge entry: the day's seed is shared by every entry and revealed on the challenge when the day closes.",
    resolve: (e) => data<string | null>(e, 'seed'),
  }),
}));
