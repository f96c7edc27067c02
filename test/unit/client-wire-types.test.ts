/**
 * The client's plain wire types (src/client/wire-types.ts) against the REST schemas they describe:
 * this file stops compiling (`npm run typecheck`) when a response shape changes on one side only.
 */
import { describe, expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type * as rest from '../../src/api/rest/schemas.js';
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
      Same<Omit<client.Game<'carbondale'>, Untyped>, Omit<z.infer<typeof rest.Game>, Untyped>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<client.TapeEntry, z.infer<typeof rest.Event>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.GameExport['events'], z.infer<typeof rest.GameExport>['events']>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Omit<client.GameExport, 'events' | 'options'>, Omit<z.infer<typeof rest.GameExport>, 'events' | 'options'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<client.ServerAuditReport, z.infer<typeof rest.AuditReport>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.EventList, z.infer<typeof rest.EventList>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.SeatToken, z.infer<typeof rest.Seat>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.RuleDetail, z.infer<typeof rest.RuleDetail>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Challenge, z.infer<typeof rest.Challenge>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Leaderboard, z.infer<typeof rest.Leaderboard>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.SeedChain, z.infer<typeof rest.SeedChain>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.OpenGame, z.infer<typeof rest.OpenGames>['games'][number]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Pending, z.infer<typeof rest.Pending>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.MinimalMoveResult, z.infer<typeof rest.MinimalMoveResult>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Omit<client.MoveResult, 'game'>, Omit<z.infer<typeof rest.MoveResult>, 'game'>>
    >().toEqualTypeOf<true>();
  });
});
