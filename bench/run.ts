import { benchAbuse } from './abuse.js';
import { benchHttpMoves } from './http-moves.js';
import { benchReplay } from './replay.js';
import { benchWorker } from './worker.js';

// `npm run bench [replay|http|worker|abuse]`: prints figures against the targets; it never fails a build.
const only = process.argv[2];
if (only === undefined || only === 'replay') benchReplay();
if (only === undefined || only === 'http') await benchHttpMoves(Number(process.env.BENCH_SECONDS ?? 10));
if (only === undefined || only === 'worker') await benchWorker();
if (only === undefined || only === 'abuse') await benchAbuse();
