import type { IssuedCommitment } from '../../../service/commitments.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';

const CommitmentRef = builder.objectRef<IssuedCommitment>('Commitment').implement({
  description:
    "A seed the server committed to before you chose your clientSeed. Pass `id` as createGame's `commitment`; keep `seedCommitment` to audit against.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "Pass it as createGame's `commitment`." }),
    seedCommitment: t.exposeString('seedCommitment', { description: "sha256 of the server's secret seed (hex)." }),
    issuedAt: t.exposeString('issuedAt', { description: 'When the server committed to the seed (ISO 8601, UTC).' }),
    expiresAt: t.exposeString('expiresAt', { description: 'Unused after this, it is refused (commitment-expired).' }),
  }),
});

builder.mutationFields((t) => ({
  createCommitment: t.field({
    type: CommitmentRef,
    nullable: true,
    description:
      'Commit first: the server commits to a secret seed; choose your clientSeed after, and create the game with both.',
    resolve: async (_root, _args, { services }) => unwrap(await services.games.issueCommitment()),
  }),
}));
