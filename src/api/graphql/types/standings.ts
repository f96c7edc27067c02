import type { Standing, Standings } from '../../../core/types.js';
import { builder } from '../builder.js';

export const StandingRef = builder.objectRef<Standing>('Standing').implement({
  fields: (t) => ({
    seat: t.exposeInt('seat', { description: 'The seat.' }),
    rank: t.exposeInt('rank', { description: '1 is best; tied players share a rank.' }),
    score: t.exposeFloat('score', { description: "The seat's final score, in the game's own units." }),
    title: t.string({
      nullable: true,
      description: 'A title the rules give this result, e.g. a solo rank.',
      resolve: (s) => s.title ?? null,
    }),
  }),
});

export const StandingsRef = builder.objectRef<Standings>('Standings').implement({
  fields: (t) => ({
    lowerIsBetter: t.exposeBoolean('lowerIsBetter', {
      description: 'True when a lower score is better (Circuit Racer); false in most games.',
    }),
    players: t.field({ type: [StandingRef], description: 'One standing per seat.', resolve: (s) => [...s.players] }),
  }),
});
