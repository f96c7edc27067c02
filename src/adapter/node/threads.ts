import { Worker } from 'node:worker_threads';

/** The modules of this folder that run as worker threads. */
export type ThreadModule = 'sqlite-writer-thread' | 'sqlite-checkpointer-thread' | 'bot-thread';

/**
 * Run from source (tsx, vitest) this module's URL ends in `.ts`; in the server's build
 * (scripts/build-server.ts) it is inside dist/server.mjs, beside a bundle of each thread module.
 */
const fromSource = import.meta.url.endsWith('.ts');

/** A worker thread running one of this folder's thread modules, from source or from the build. */
export function startThread(module: ThreadModule, workerData: object = {}): Worker {
  if (!fromSource) return new Worker(new URL(`./${module}.mjs`, import.meta.url), { workerData });
  // Worker threads do not inherit tsx's loader on Node 20; the entry registers it, then loads the module.
  return new Worker(new URL('./thread-entry.mjs', import.meta.url), {
    workerData: { ...workerData, entry: new URL(`./${module}.ts`, import.meta.url).href },
  });
}
