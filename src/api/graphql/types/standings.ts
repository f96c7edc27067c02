import type { Standing, Standings } from '../../../core/types.js';
import { builder } from '../builder.js';

export const StandingRef = builder.objectRef<Standing>('Standing').implement({
  fields: (t) => ({
    seat: t.exposeInt('seat'),
    rank: t.exposeInt('rank', { description: '1 is best; tied players share a rank.' }),
    score: t.exposeFloat('score'),
    title: t.string({ nullable: true, description: 'A title the rules give this result, e.g. a solo rank.', resolve: (s) => s.title ?? null }),
  }),
});

export const StandingsRef = builder.objectRef<Standings>('Standings').implement({
  fields: (t) => ({
    lowerIsBetter: t.exposeBoolean('lowerIsBetter'),
    players: t.field({ type: [StandingRef], resolve: (s) => [...s.players] }),
  }),
});
