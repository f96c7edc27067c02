import type { GameUpdate } from '../../../service/watch.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';
import { EventRef, withRules } from './event.js';
import { MoveResultRef } from './game-operations.js';
import { GameRef } from './game.js';
import { mappedStream } from './mapped-stream.js';
import { resumeAfterVersion } from '../../resume-after.js';

const GameUpdateRef = builder.objectRef<GameUpdate>('GameUpdate').implement({
  description: 'The events since the previous update (redacted for your seat) and your view after them.',
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'Resume from here with `gameUpdated(after:)`.' }),
    events: t.field({
      type: [EventRef],
      description: 'The events since the previous update, redacted for your seat.',
      resolve: (u) => withRules(u.game.rules, u.events),
    }),
    game: t.field({
      type: GameRef,
      description: 'The game after these events, as your seat sees it.',
      resolve: (u) => u.game,
    }),
  }),
});

/** A stream with nothing left to send (the game is over and the client has all of it). */
async function* nothing(): AsyncGenerator<GameUpdate> {}

builder.subscriptionFields((t) => ({
  gameUpdated: t.field({
    type: GameUpdateRef,
    description:
      'Every change to a game, as your seat sees it. The first update is the game now, or, with `after` (the last version you have), every event since. Ends when the game does.',
    args: {
      id: t.arg.id({ required: true, description: "The game's id." }),
      after: t.arg.int({
        description: 'The last version you have: the first update brings every event since (negative: `bad-after`).',
      }),
    },
    subscribe: async (_root, { id, after }, { services, token, client, hangUp }) => {
      const from = unwrap(resumeAfterVersion(after));
      const updates = unwrap(await services.games.watch(String(id), token, from, client));
      if (updates === 'ended') return nothing();
      void updates.dropped.then(() => hangUp?.());
      return mappedStream(updates, (m) => m.update);
    },
    resolve: (update) => update,
  }),
}));

builder.mutationFields((t) => ({
  claimTimeout: t.field({
    type: MoveResultRef,
    nullable: true,
    description:
      "After the game's `deadline`, play each late seat's turn with the game's default bot (any seat may claim it).",
    args: { gameId: t.arg.id({ required: true, description: "The game's id." }) },
    resolve: async (_root, { gameId }, { services, token }) =>
      unwrap(await services.games.claimTimeout(String(gameId), token)),
  }),
}));
