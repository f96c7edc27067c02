import type { RuleDetail } from '../../../service/catalog.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';

export const RuleRef = builder.objectRef<RuleDetail | Omit<RuleDetail, 'options' | 'moves'>>('Rules').implement({
  description: 'A game this server hosts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    version: t.exposeInt('version'),
    minPlayers: t.exposeInt('minPlayers'),
    maxPlayers: t.exposeInt('maxPlayers'),
    summary: t.exposeString('summary'),
  }),
});

builder.queryFields((t) => ({
  rules: t.field({ type: [RuleRef], resolve: (_root, _args, ctx) => ctx.services.catalog.listRules() }),
  rule: t.field({
    type: RuleRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => unwrap(ctx.services.catalog.ruleDetail(String(id))),
  }),
}));
