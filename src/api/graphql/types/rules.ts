import type { RuleDetail } from '../../../service/catalog.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';

const BotRef = builder.objectRef<RuleDetail['bots'][number]>('Bot').implement({
  description: 'A bot that can take a seat: `players: [{ name, bot: id }]`.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The bot's id: pass it as a player's `bot`." }),
    title: t.exposeString('title', { description: "The bot's name." }),
  }),
});

const HowToPlaySectionRef = builder.objectRef<RuleDetail['howToPlay'][number]>('HowToPlaySection').implement({
  description: 'One part of a game\'s rules told briefly: "Setup", "A turn", "Scoring".',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'A short heading.' }),
    text: t.exposeString('text', { description: 'One paragraph of plain text.' }),
  }),
});

export const RuleRef = builder
  .objectRef<RuleDetail | Omit<RuleDetail, 'options' | 'moves' | 'view' | 'content' | 'howToPlay'>>('Rules')
  .implement({
    description: 'A game this server hosts.',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The rules id, e.g. `circuit-racer`: createGame's `rules`." }),
      title: t.exposeString('title', { description: "The game's name." }),
      version: t.exposeInt('version', { description: 'Current rules version; new games are created under it.' }),
      minPlayers: t.exposeInt('minPlayers', { description: 'Fewest seats a game may have.' }),
      maxPlayers: t.exposeInt('maxPlayers', { description: 'Most seats a game may have.' }),
      summary: t.exposeString('summary', { description: 'What the game is about, in a few sentences.' }),
      bots: t.field({
        type: [BotRef],
        description: '`default` is the best; it also plays late seats after a turn deadline.',
        resolve: (r) => r.bots,
      }),
      content: t.field({
        type: 'JSON',
        nullable: true,
        description:
          "What a client needs to show the rules of the current version: card texts and prices, the map, tiles, tracks, rank tables (the same as REST `GET /v1/rules/{id}` `content`; its shape is the game's own).",
        resolve: (r, _args, ctx) => ctx.services.catalog.ruleContent(r.id),
      }),
      howToPlay: t.field({
        type: [HowToPlaySectionRef],
        description:
          'The rules told briefly for players, in order: setup, a turn, scoring (the same as REST `GET /v1/rules/{id}` `howToPlay`).',
        resolve: (r, _args, ctx) => ctx.services.catalog.ruleHowToPlay(r.id),
      }),
    }),
  });

builder.queryFields((t) => ({
  rules: t.field({
    type: [RuleRef],
    description: 'Every game this server hosts.',
    resolve: (_root, _args, ctx) => ctx.services.catalog.listRules(),
  }),
  rule: t.field({
    type: RuleRef,
    description: 'One game this server hosts, with its bots and rules content.',
    args: { id: t.arg.id({ required: true, description: 'The rules id, e.g. `circuit-racer`.' }) },
    resolve: (_root, { id }, ctx) => unwrap(ctx.services.catalog.ruleDetail(String(id))),
  }),
}));
