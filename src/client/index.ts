/**
 * `rolltape/client`: the typed client of the Rolltape API and the offline audit. Runs in browsers,
 * node 20+, Deno and Workers (fetch and web globals only; the audit adds the pure rules core).
 */
export { auditVerdict, firstFailure, type AuditVerdict } from './audit-verdict.js';
export { RolltapeClient, type ClientOptions, type MoveOptions } from './client.js';
export { RolltapeError, type Problem } from './errors.js';
export {
  RULES_IDS,
  type GameTypes,
  type LegalMoveOf,
  type MoveOf,
  type OptionsOf,
  type RulesId,
  type ViewOf,
} from './game-types.js';
export type { GameStream, StreamOptions } from './live.js';
export { GameSession } from './session.js';
export type { GameSocket, SocketOptions, WebSocketConstructor, WebSocketLike } from './socket.js';
export type { Fetch } from './transport.js';
export {
  verifyWebhook,
  type VerifiedWebhook,
  type VerifyWebhookOptions,
  type WebhookHeaders,
} from './webhook-signature.js';
export type * from './player-types.js';
export type * from './webhook-types.js';
export type * from './wire-types.js';
