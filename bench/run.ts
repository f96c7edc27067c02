import { benchAbuse } from './abuse.js';
import { benchBots } from './bots-load.js';
import { benchColdRead } from './cold-read.js';
import { benchGraphqlMoves } from './graphql-moves.js';
import { benchHttpMoves } from './http-moves.js';
import { benchReplay } from './replay.js';
import { runtimeLine } from './runtime.js';
import { benchWeb } from './web.js';
import { benchWebSocketAbuse } from './websocket-abuse.js';
import { benchWebhooks } from './webhooks.js';
import { benchWorker } from './worker.js';
import { benchWebSocketMoves } from './ws-moves.js';

// `npm run bench [replay|http|ws|graphql|bots|cold|worker|web|abuse|abuse-ws|webhooks]` (abuse-ws: the WebSocket probes alone): prints figures against the targets; it never fails a build.
const only = process.argv[2];
console.log(runtimeLine());
if (only === undefined || only === 'replay') benchReplay();
if (only === undefined || only === 'http') await benchHttpMoves(Number(process.env.BENCH_SECONDS ?? 10));
if (only === undefined || only === 'ws') await benchWebSocketMoves(Number(process.env.BENCH_SECONDS ?? 10));
if (only === undefined || only === 'graphql') await benchGraphqlMoves(Number(process.env.BENCH_SECONDS ?? 10));
if (only === undefined || only === 'webhooks') await benchWebhooks(Number(process.env.BENCH_SECONDS ?? 10));
if (only === undefined || only === 'bots') await benchBots(Number(process.env.BENCH_SECONDS ?? 10));
if (only === undefined || only === 'cold') await benchColdRead();
if (only === undefined || only === 'worker') await benchWorker();
if (only === undefined || only === 'web') await benchWeb();
if (only === undefined || only === 'abuse') await benchAbuse();
if (only === undefined || only === 'abuse' || only === 'abuse-ws') await benchWebSocketAbuse();
