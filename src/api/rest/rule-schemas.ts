import { z } from '@hono/zod-openapi';

/** Response shapes of the rules' routes (rest/rules.ts), named components in openapi.yaml. */

export const RuleSummary = z
  .object({
    id: z
      .string()
      .openapi({ example: 'circuit-racer', description: "The rules id, e.g. `circuit-racer`: createGame's `rules`." }),
    title: z.string().openapi({ description: "The game's name." }),
    version: z.number().int().openapi({ description: 'Current rules version; new games are created under it.' }),
    minPlayers: z.number().int().openapi({ description: 'Fewest seats a game may have.' }),
    maxPlayers: z.number().int().openapi({ description: 'Most seats a game may have.' }),
    summary: z.string().openapi({ description: 'What the game is about, in a few sentences.' }),
    bots: z
      .array(
        z.object({
          id: z.string().openapi({ example: 'default', description: "The bot's id: pass it as a player's `bot`." }),
          title: z.string().openapi({ description: "The bot's name." }),
        }),
      )
      .openapi({
        description:
          'Bots that can take a seat (`players: [{ name, bot }]`); `default` is the best, and plays late seats after a turn deadline.',
      }),
  })
  .openapi('RuleSummary');

export const RuleDetail = RuleSummary.extend({
  options: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of `options` at creation.' }),
  moves: z
    .record(z.string(), z.unknown())
    .openapi({ description: 'JSON Schema of a move (the same as `<Game>Move` in this document).' }),
  view: z.record(z.string(), z.unknown()).openapi({
    description:
      "JSON Schema of the game's view, for a seat and a spectator alike (the same as `<Game>View` in this document).",
  }),
  content: z.unknown().openapi({
    description:
      "What a client needs to show the rules, read from this version's content: card texts and prices, the map, tiles, tracks, rank tables. Its shape is the game's own (e.g. Coal n' Write: `cards`, `veins`, `burros`, `soloRanks`; Circuit Racer: `circuits`, `actions`).",
  }),
  howToPlay: z
    .array(
      z
        .object({
          title: z.string().openapi({ description: 'A short heading, e.g. "Setup", "A turn", "Scoring".' }),
          text: z.string().openapi({ description: 'One paragraph of plain text.' }),
        })
        .openapi('HowToPlaySection'),
    )
    .openapi({
      description:
        'The rules told briefly for players, in order: setup, a turn, scoring. The web client shows it as "How to play".',
    }),
}).openapi('RuleDetail');
