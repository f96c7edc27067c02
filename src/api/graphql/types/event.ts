import type { SeedCommitmentRecord } from '../../../core/tape.js';
import type { Standings } from '../../../core/types.js';
import type { PublicEvent } from '../../../service/present.js';
import { builder } from '../builder.js';
import { MoveRef, tagMove } from '../game-types.js';
import { StandingsRef } from './standings.js';

/** A served event with the game it belongs to, so its move can be typed. */
export type GameEventValue = PublicEvent & { readonly rules: string };
export const withRules = (rules: string, events: readonly PublicEvent[]): GameEventValue[] => events.map((e) => ({ ...e, rules }));

/** Reads a field of the event's payload; the payload's shape is fixed by the event type the object type stands for. */
const data = <T>(e: GameEventValue, key: string): T => e.data[key] as T;

export const EventRef = builder.interfaceRef<GameEventValue>('Event').implement({
  description: 'One entry of the tape. Hidden parts are null (with `redacted`) while the game runs.',
  fields: (t) => ({
    seq: t.exposeInt('seq'),
    actor: t.int({ nullable: true, description: 'The seat whose move caused this event; null for the engine.', resolve: (e) => e.actor }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    moveId: t.string({ nullable: true, resolve: (e) => e.moveId }),
    redacted: t.exposeBoolean('redacted'),
  }),
  resolveType: (e) => `${e.type}Event`,
});

const eventType = (name: string, description: string) => builder.objectRef<GameEventValue>(name).implement({ description, interfaces: [EventRef] });

builder.objectFields(eventType('GameCreatedEvent', 'The first event: rules, players and the seed commitment.'), (t) => ({
  rules: t.string({ resolve: (e) => data<string>(e, 'rules') }),
  rulesVersion: t.int({ resolve: (e) => data<number>(e, 'rulesVersion') }),
  players: t.stringList({ resolve: (e) => data<{ name: string }[]>(e, 'players').map((p) => p.name) }),
  seedCommitment: t.string({ resolve: (e) => data<string>(e, 'seedCommitment') }),
  clientSeed: t.string({ nullable: true, resolve: (e) => data<string | null>(e, 'clientSeed') }),
  commitmentId: t.string({ nullable: true, description: 'The commitment issued ahead (commit first), if the game was created with one.', resolve: (e) => data<SeedCommitmentRecord | undefined>(e, 'commitment')?.id ?? null }),
  commitmentIssuedAt: t.string({ nullable: true, description: 'When the seed was committed to; the client seed arrived later, at creation.', resolve: (e) => data<SeedCommitmentRecord | undefined>(e, 'commitment')?.issuedAt ?? null }),
  sandbox: t.boolean({ resolve: (e) => data(e, 'sandbox') !== null }),
}));

builder.objectFields(eventType('PlayerJoinedEvent', 'A player took a seat.'), (t) => ({
  seat: t.int({ resolve: (e) => data<number>(e, 'seat') }),
  name: t.string({ resolve: (e) => data<string>(e, 'name') }),
}));

builder.objectFields(eventType('PlayerLeftEvent', 'A player gave up their seat before the game started.'), (t) => ({
  seat: t.int({ resolve: (e) => data<number>(e, 'seat') }),
}));

builder.objectFields(eventType('DiceRolledEvent', 'Dice the engine rolled for a label.'), (t) => ({
  label: t.string({ resolve: (e) => data<string>(e, 'label') }),
  values: t.intList({ nullable: true, resolve: (e) => data<number[] | null>(e, 'values') }),
}));

builder.objectFields(eventType('DeckShuffledEvent', 'A shuffle; the order is hidden while the game runs unless the rules reveal it.'), (t) => ({
  label: t.string({ resolve: (e) => data<string>(e, 'label') }),
  order: t.intList({ nullable: true, resolve: (e) => data<number[] | null>(e, 'order') }),
}));

builder.objectFields(eventType('MoveMadeEvent', "A player's move."), (t) => ({
  player: t.int({ resolve: (e) => data<number>(e, 'player') }),
  move: t.field({ type: MoveRef, nullable: true, resolve: (e) => (e.redacted ? null : tagMove(e.rules, data(e, 'move'))) }),
  timeout: t.boolean({ description: "Played by the game's default bot after the seat's turn deadline (claimed by `actor`).", resolve: (e) => data(e, 'timeout') === true }),
}));

builder.objectFields(eventType('GameEndedEvent', 'The last event: standings and the revealed seed.'), (t) => ({
  standings: t.field({ type: StandingsRef, resolve: (e) => data<Standings>(e, 'standings') }),
  seed: t.string({
    nullable: true,
    description: "Null in a daily challenge entry: the day's seed is shared by every entry and revealed on the challenge when the day closes.",
    resolve: (e) => data<string | null>(e, 'seed'),
  }),
}));
