// The entry of Rolltape's worker threads. On Node 20 a worker does not inherit tsx's loader, so
// this plain module registers it and then runs the thread's TypeScript (`workerData.entry`).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
