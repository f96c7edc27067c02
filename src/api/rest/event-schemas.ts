import { z } from '@hono/zod-openapi';
import { Game } from './game-schemas.js';

/** Response shapes of a game's tape and of a move's answer, named components in openapi.yaml (lazy, like `Game`). */

export const Event = z
  .lazy(() =>
    z.object({
      seq: z
        .number()
        .int()
        .openapi({ description: "Position on the tape, 1 first; the game's version is the last event's seq." }),
      type: z
        .enum(['GameCreated', 'PlayerJoined', 'PlayerLeft', 'DiceRolled', 'DeckShuffled', 'MoveMade', 'GameEnded'])
        .openapi({ description: 'What happened; it fixes the shape of `data`.' }),
      actor: z
        .number()
        .int()
        .nullable()
        .openapi({ description: 'The seat whose move caused this event; null for the engine.' }),
      at: z.string().openapi({ description: 'When the event was appended (ISO 8601, UTC).' }),
      moveId: z.string().nullable().openapi({
        description:
          'The `moveId` the client sent with the move that appended this event (on the first event it appended only); otherwise null.',
      }),
      redacted: z.boolean().openapi({ description: 'True when hidden parts of `data` were removed for this caller.' }),
      data: z
        .record(z.string(), z.unknown())
        .openapi({ description: "The event's payload, e.g. `{ label, values }` for DiceRolled." }),
    }),
  )
  .openapi('Event');

const version = () =>
  z.number().int().openapi({ description: "The game's version after this move and the rolls after it." });
const appended = () =>
  z.array(Event).openapi({ description: 'What this move appended: the move, then the rolls after it.' });
const replayed = () => z.boolean().openapi({ description: 'True when this answers a retried moveId.' });

export const MoveResult = z
  .lazy(() => z.object({ version: version(), events: appended(), game: Game, replayed: replayed() }))
  .openapi('MoveResult');

/** A move's answer under `Prefer: return=minimal`: the full answer without its `game`. */
export const MinimalMoveResult = z
  .lazy(() => z.object({ version: version(), events: appended(), replayed: replayed() }))
  .openapi('MinimalMoveResult', {
    description: 'A move answered under `Prefer: return=minimal`: what it appended, without the game.',
  });

export const EventList = z
  .lazy(() =>
    z.object({
      version: z.number().int().openapi({ description: "The game's version: its number of events." }),
      events: z.array(Event).openapi({ description: 'The events on the tape after `after`.' }),
    }),
  )
  .openapi('EventList');

export const GameUpdate = z
  .lazy(() =>
    z.object({
      version: z
        .number()
        .int()
        .openapi({ description: 'The version after these events; also the SSE event id to resume from.' }),
      events: z
        .array(Event)
        .openapi({ description: 'The events since the previous update, redacted for the subscriber.' }),
      game: Game,
    }),
  )
  .openapi('GameUpdate', { description: 'The data of one `update` message of `GET /v1/games/{id}/stream`.' });
