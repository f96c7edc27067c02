/**
 * The client's plain wire types (src/client/wire-types.ts) against the REST schemas they describe
 * (src/api/rest/*-schemas.ts): this file stops compiling (`npm run typecheck`) when a response shape changes on one side only.
 */
import { describe, expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type { SeedChain } from '../../src/api/rest/chain-schemas.js';
import type { Challenge, Leaderboard } from '../../src/api/rest/challenge-schemas.js';
import type { Event, EventList, MinimalMoveResult, MoveResult } from '../../src/api/rest/event-schemas.js';
import type { AuditReport, GameExport } from '../../src/api/rest/export-schemas.js';
import type { Game, OpenGames, Pending, Seat } from '../../src/api/rest/game-schemas.js';
import type { RuleDetail } from '../../src/api/rest/rule-schemas.js';
import type * as client from '../../src/client/index.js';

type Plain<T> = T extends readonly (infer U)[]
  ? readonly Plain<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Plain<T[K]> }
    : T;
type Same<A, B> = [Plain<A>] extends [Plain<B>] ? ([Plain<B>] extends [Plain<A>] ? true : false) : false;
type Untyped = 'view' | 'legalMoves' | 'rules';

describe('client wire types match the REST schemas', () => {
  test('game, events, export, audit, lobby, challenges', () => {
    expectTypeOf<
      Same<Omit<client.Game<'carbondale'>, Untyped>, Omit<z.infer<typeof Game>, Untyped>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<client.TapeEntry, z.infer<typeof Event>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.GameExport['events'], z.infer<typeof GameExport>['events']>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Omit<client.GameExport, 'events' | 'options'>, Omit<z.infer<typeof GameExport>, 'events' | 'options'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<client.ServerAuditReport, z.infer<typeof AuditReport>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.EventList, z.infer<typeof EventList>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.SeatToken, z.infer<typeof Seat>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.RuleDetail, z.infer<typeof RuleDetail>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Challenge, z.infer<typeof Challenge>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Leaderboard, z.infer<typeof Leaderboard>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.SeedChain, z.infer<typeof SeedChain>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.OpenGame, z.infer<typeof OpenGames>['games'][number]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Pending, z.infer<typeof Pending>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.MinimalMoveResult, z.infer<typeof MinimalMoveResult>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Omit<client.MoveResult, 'game'>, Omit<z.infer<typeof MoveResult>, 'game'>>
    >().toEqualTypeOf<true>();
  });
});
