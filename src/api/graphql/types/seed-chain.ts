import type { ChainLink, ChainPeriod, PublishedChain } from '../../../core/chain-format.js';
import { err } from '../../../core/result.js';
import { problem } from '../../../service/errors.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';
import { inRange } from '../arg-range.js';

const ChainLinkRef = builder.objectRef<ChainLink>('ChainLink').implement({
  description: "A day's link, revealed once the day has closed.",
  fields: (t) => ({
    date: t.exposeString('date', { description: 'A UTC day that has closed, YYYY-MM-DD.' }),
    link: t.exposeString('link', { description: "The day's link (hex): sha256 of it is the previous day's." }),
  }),
});

const ChainPeriodRef = builder.objectRef<ChainPeriod>('ChainPeriod').implement({
  description: "One UTC year's chain: its head, published before the year starts, and its revealed links.",
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The UTC year this chain covers.' }),
    firstDay: t.exposeString('firstDay', { description: '1 January of the year.' }),
    lastDay: t.exposeString('lastDay', { description: '31 December of the year.' }),
    head: t.exposeString('head', { description: "sha256 of the first day's link (hex)." }),
    links: t.field({
      type: [ChainLinkRef],
      description: "The links of the days closed since the chain began, oldest first: never today's or a later one.",
      resolve: (p) => [...p.links],
    }),
  }),
});

const SeedChainRef = builder.objectRef<PublishedChain>('SeedChain').implement({
  description:
    "The daily seed chain (`GET /v1/challenges/chain`): a day's link is sha256 of the next day's, a year's head is sha256 of its first link, and a game's seed on day d is HMAC-SHA256(link_d, `rolltape.daily/2:<rules>:<date>`).",
  fields: (t) => ({
    algorithm: t.exposeString('algorithm', { description: 'The construction: `rolltape.chain/1`.' }),
    start: t.exposeString('start', {
      description: 'The first day whose seeds follow from the chain; earlier days keep `rolltape.daily/1`.',
    }),
    periods: t.field({
      type: [ChainPeriodRef],
      description: "This year's chain and the next year's (or the one year asked for).",
      resolve: (c) => [...c.periods],
    }),
  }),
});

builder.queryFields((t) => ({
  seedChain: t.field({
    type: SeedChainRef,
    description:
      "The seed chain: each year's head, published ahead, and the links of the days that have closed. Save it to audit challenge entries against.",
    args: { year: t.arg.int({ description: "One year's chain (default: this year's and the next)." }) },
    resolve: async (_root, { year }, { services }) => {
      if (services.challenges === undefined)
        unwrap(
          err(
            problem(
              'unavailable',
              'challenges-unavailable',
              'daily challenges need a server secret: set ROLLTAPE_SECRET',
            ),
          ),
        );
      inRange('year', year, 1970, 9999);
      return unwrap(await services.challenges!.chain(year ?? undefined));
    },
  }),
}));
