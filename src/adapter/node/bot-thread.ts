import { parentPort } from 'node:worker_threads';
import { rulebook } from '../../games/index.js';
import { runBotJob, type BotJob, type BotOutcome } from '../../service/bot-runner.js';

/** A bot job with the id its answer goes back under. */
export interface BotRequest {
  readonly id: number;
  readonly job: BotJob;
}

/** The answer to one job: its outcome, or the message of what threw (a bug: the request fails, the thread lives on). */
export type BotReply =
  { readonly id: number; readonly outcome: BotOutcome } | { readonly id: number; readonly error: string };

/**
 * A bots' thread on the node server: it plays the due bot seats of one game at a time, so the
 * thread that answers requests never spends a whole game of bots (0.1–1 s for six Coal n' Write
 * bots) or a search move (up to a second or more) between two requests. Jobs are pure and unbounded
 * (no clock), so the plays are the same as on any other thread, at any load.
 */
const port = parentPort!;

port.on('message', (request: BotRequest | 'close') => {
  if (request === 'close') {
    port.close();
    return;
  }
  let reply: BotReply;
  try {
    reply = { id: request.id, outcome: runBotJob(rulebook, request.job) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage('ready');
