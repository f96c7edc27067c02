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
import type {
  CreatedPersonalToken,
  CreatedPlayer,
  Me,
  MyChallenges,
  PersonalTokens,
  PlayerGames,
  PlayerProfile,
  RevokedToken,
} from '../../src/api/rest/player-schemas.js';
import type {
  AuthenticationOptions,
  Passkeys,
  RegistrationOptions,
  SignedIn,
} from '../../src/api/rest/passkey-schemas.js';
import type { RuleDetail } from '../../src/api/rest/rule-schemas.js';
import type { DeliveryList, RegisteredWebhook, Webhook, WebhookList } from '../../src/api/rest/webhook-schemas.js';
import type { CreateTokenInput, MyGamesQuery } from '../../src/service/inputs.js';
import type { RegisterWebhookInput } from '../../src/service/webhooks/inputs.js';
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

  test('players, tokens, their games and challenges, webhooks and their deliveries', () => {
    expectTypeOf<Same<client.CreatedPlayer, z.infer<typeof CreatedPlayer>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Me, z.infer<typeof Me>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.PersonalToken, z.infer<typeof PersonalTokens>['tokens'][number]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.CreatedPersonalToken, z.infer<typeof CreatedPersonalToken>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.RevokedToken, z.infer<typeof RevokedToken>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.PlayerGame, z.infer<typeof PlayerGames>['games'][number]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.PlayerProfile, z.infer<typeof PlayerProfile>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.MyChallenges, z.infer<typeof MyChallenges>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Webhook, z.infer<typeof Webhook>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Webhook, z.infer<typeof WebhookList>['webhooks'][number]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.RegisteredWebhook, z.infer<typeof RegisteredWebhook>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<client.WebhookDelivery, z.infer<typeof DeliveryList>['deliveries'][number]>
    >().toEqualTypeOf<true>();
    // What the client sends: the same fields the routes take.
    expectTypeOf<Same<client.CreateTokenInput, z.input<typeof CreateTokenInput>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.RegisterWebhookInput, z.input<typeof RegisterWebhookInput>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Parameters<client.RolltapeClient['myGames']>[1], z.input<typeof MyGamesQuery>['status']>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<client.WebhookEvent['type'], client.WebhookEventType>>().toEqualTypeOf<true>();
  });

  test('passkeys: the options, a sign-in, the list', () => {
    expectTypeOf<Same<client.CreatedPlayer, z.infer<typeof SignedIn>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.Passkey, z.infer<typeof Passkeys>['passkeys'][number]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<client.PasskeyRegistrationOptions, z.infer<typeof RegistrationOptions>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<client.PasskeyAuthenticationOptions, z.infer<typeof AuthenticationOptions>>
    >().toEqualTypeOf<true>();
  });
});
