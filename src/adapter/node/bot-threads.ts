import type { Worker } from 'node:worker_threads';
import { startThread } from './threads.js';
import type { BotOutcome, BotRunner } from '../../service/bot-runner.js';
import type { BotReply, BotRequest } from './bot-thread.js';

export interface BotThread extends BotRunner {
  /** Answers the jobs already sent, then stops the thread. */
  close(): Promise<void>;
}

/**
 * Bots on a thread of their own (bot-thread.ts). Jobs queue in the order they arrive; the request
 * thread only sends a game's state and receives the plays. One thread: on the 2-core machines this
 * serves from, the other core belongs to requests (and the database writer).
 */
export function startBotThread(): BotThread {
  const waiting = new Map<number, { resolve(outcome: BotOutcome): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const w of waiting.values()) w.reject(stopped);
    waiting.clear();
  };
  let thread: { readonly worker: Worker; readonly exited: Promise<void> } | undefined;
  // The thread starts with the first job, not with the server: loading every game's rules and bots
  // takes it about half a second of CPU, which would otherwise compete with the first requests.
  const started = () => {
    if (thread !== undefined) return thread.worker;
    const worker = startThread('bot-thread');
    // Jobs sent before the thread has loaded the games wait in its queue.
    worker.on('message', (reply: BotReply | 'ready') => {
      if (reply === 'ready') return;
      const w = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('outcome' in reply) w?.resolve(reply.outcome);
      else w?.reject(new Error(`a bot failed: ${reply.error}`));
    });
    worker.on('error', (error) => stop(new Error('the bot thread failed', { cause: error })));
    const exited = new Promise<void>((done) =>
      worker.once('exit', (code) => (stop(new Error(`the bot thread has stopped (exit code ${code})`)), done())),
    );
    thread = { worker, exited };
    return worker;
  };

  return {
    play(job) {
      if (stopped !== undefined) return Promise.reject(stopped);
      const id = nextId++;
      return new Promise<BotOutcome>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, job } satisfies BotRequest);
      });
    },
    async close() {
      if (thread === undefined) {
        stopped ??= new Error('the bot thread has stopped');
        return;
      }
      if (stopped === undefined) thread.worker.postMessage('close');
      await thread.exited;
    },
  };
}
