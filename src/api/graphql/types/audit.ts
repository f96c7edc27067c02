import type { AuditCheck, AuditReport } from '../../../core/audit.js';
import { builder } from '../builder.js';

const CheckStatus = builder.enumType('AuditCheckStatus', { values: ['pass', 'fail', 'skip'] as const });

const Check = builder.objectRef<AuditCheck>('AuditCheck').implement({
  fields: (t) => ({
    name: t.exposeString('name', {
      description:
        'What was checked: export, tape, rules, commitment, order, moves, dice, shuffles, ending, sandbox or chain.',
    }),
    status: t.field({
      type: CheckStatus,
      description: '`skip`: not checkable yet (e.g. the commitment while the seed is still secret).',
      resolve: (c) => c.status,
    }),
    detail: t.exposeString('detail', { description: 'What was found, in words.' }),
    seq: t.int({
      nullable: true,
      description: 'The first event that failed this check.',
      resolve: (c) => c.seq ?? null,
    }),
  }),
});

export const AuditRef = builder.objectRef<AuditReport & { gameId: string; version: number }>('AuditReport').implement({
  description: 'The tape replayed from scratch: moves re-validated, dice re-derived, commitment checked.',
  fields: (t) => ({
    gameId: t.exposeID('gameId', { description: 'The game audited.' }),
    version: t.exposeInt('version', { description: 'The version audited: the number of events replayed.' }),
    ok: t.exposeBoolean('ok', {
      description: 'True when no check failed (skipped checks do not fail a running game).',
    }),
    sandbox: t.exposeBoolean('sandbox', {
      description: 'The creator supplied the dice (a sandbox game, never ranked).',
    }),
    events: t.exposeInt('events', { description: 'How many events were replayed.' }),
    checks: t.field({ type: [Check], description: 'Each check and how it went.', resolve: (r) => [...r.checks] }),
  }),
});
