import type { AuditCheck } from './audit-check.js';
import type { GameCreated } from './tape.js';

/**
 * The `order` check of an audit: whether the server committed to its seed before it saw the
 * player's `clientSeed` (commit first). With `issuedCommitment` (the `seedCommitment` the player
 * kept from `POST /v1/commitments`), also that the game plays on that very commitment.
 * Games given a client seed without a commitment ahead skip it: there both arrived in one request.
 */
export function commitFirstCheck(created: GameCreated, issuedCommitment?: string): AuditCheck {
  const record = created.commitment;
  if (record === undefined) {
    if (issuedCommitment !== undefined)
      return {
        name: 'order',
        status: 'fail',
        detail: 'a commitment was expected, but the game was not created with one',
        seq: 1,
      };
    // Without a client seed there is nothing to order: the seed was committed to when the game was created.
    if (created.clientSeed === null)
      return {
        name: 'order',
        status: 'pass',
        detail: 'no client seed: the dice rest on the server seed alone, committed to at creation',
      };
    return {
      name: 'order',
      status: 'skip',
      detail: 'no commitment was issued ahead: the client seed came with the request that created the commitment',
    };
  }
  if (created.clientSeed === null)
    return { name: 'order', status: 'fail', detail: `commitment ${record.id} was used without a client seed`, seq: 1 };
  const issued = Date.parse(record.issuedAt);
  const given = Date.parse(record.clientSeedAt);
  if (!(issued <= given))
    return {
      name: 'order',
      status: 'fail',
      detail: `the seed was committed to at ${record.issuedAt}, after the client seed arrived at ${record.clientSeedAt}`,
      seq: 1,
    };
  if (issuedCommitment !== undefined && issuedCommitment.toLowerCase() !== created.seedCommitment) {
    return {
      name: 'order',
      status: 'fail',
      detail: `the game's seed commitment ${created.seedCommitment} is not the one you were issued (${issuedCommitment})`,
      seq: 1,
    };
  }
  const yours = issuedCommitment === undefined ? '' : ', and it is the commitment you were issued';
  return {
    name: 'order',
    status: 'pass',
    detail: `the seed was committed to at ${record.issuedAt} (commitment ${record.id}), before the client seed arrived at ${record.clientSeedAt}${yours}`,
  };
}
