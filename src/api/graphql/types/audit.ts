import type { AuditCheck, AuditReport } from '../../../core/audit.js';
import { builder } from '../builder.js';

const CheckStatus = builder.enumType('AuditCheckStatus', { values: ['pass', 'fail', 'skip'] as const });

const Check = builder.objectRef<AuditCheck>('AuditCheck').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    status: t.field({ type: CheckStatus, resolve: (c) => c.status }),
    detail: t.exposeString('detail'),
    seq: t.int({ nullable: true, description: 'The first event that failed this check.', resolve: (c) => c.seq ?? null }),
  }),
});

export const AuditRef = builder.objectRef<AuditReport & { gameId: string; version: number }>('AuditReport').implement({
  description: 'The tape replayed from scratch: moves re-validated, dice re-derived, commitment checked.',
  fields: (t) => ({
    gameId: t.exposeID('gameId'),
    version: t.exposeInt('version'),
    ok: t.exposeBoolean('ok'),
    sandbox: t.exposeBoolean('sandbox'),
    events: t.exposeInt('events'),
    checks: t.field({ type: [Check], resolve: (r) => [...r.checks] }),
  }),
});
