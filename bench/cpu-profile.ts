import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lastBusyWindow } from './last-busy-window.js';

/**
 * Where a move's request-thread time goes, from a V8 CPU profile of the bench's server:
 *
 *   BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench http
 *   npx tsx bench/cpu-profile.ts /tmp/prof/CPU.*.0.001.cpuprofile <moves the bench printed>
 *
 * (`.0.001` is the main thread's profile; the writer's and the bots' threads write their own.) A
 * frame in the server's build (dist/server.mjs) is named by its source file, through the build's
 * source map. Each
 * sample of the profile's last 10 s of work (the measured moves: the server then idles while the
 * bench measures its floor; bench/last-busy-window.ts) goes to the first category that matches a frame, walking from the
 * sample's own function up its stack, so a hash under the token check counts as token hashing and
 * the same hash under the dice as dice. Samples are wall-clock: on a busy machine everything,
 * system calls most, looks slower; compare shares, or two runs taken one after the other. GraphQL's
 * own work (its document, variables, compiled resolvers and answer) has categories of its own, for
 * `npm run bench graphql`'s server.
 */
const CATEGORIES: readonly (readonly [string, RegExp])[] = [
  ['GC', /garbage collector/],
  ['token hashing', /src\/service\/secrets\.ts|quotas\/quota\.ts/],
  ['dice (keyed HMAC)', /src\/core\/dice\.ts|src\/core\/random\.ts|src\/core\/hmac-sha256\.ts/],
  ['JSON of the answer', /^json nm\/hono|answer-json|live-message|^stringify /],
  ['legal moves and labels', /labelled-move|move-label|legal/i],
  ['view and snapshot', /src\/service\/present\.ts|\/view\.ts|headSnapshot|game-context/],
  [
    'body parsing and validation',
    /zod|validator|readBody|bodyOf|moveBody|^\(anon\) nm\/hono\/dist\/request\.js|mediaTypeGate/,
  ],
  ['hand-off to the writer thread', /postMessage|sqlite-writer|append-sql|event-store|messageport/],
  ['rules (decide, evolve, project)', /src\/core|src\/games/],
  ['service (command loop, cache, use case)', /src\/service/],
  [
    'GraphQL variables (coercion)',
    /coerceInputValue|coerceVariableValues|getVariableValues|^getVariables |input-object-variables/,
  ],
  [
    'GraphQL (document, execution, the answer and its JSON)',
    /graphql-jit|nm\/graphql\/|nm\/graphql-yoga|src\/api\/graphql|compiled-graphql|direct-graphql|(Handler|Mutation) $|^query $/,
  ],
  ['routing and middleware (hono, app, direct path)', /nm\/hono\/|zod-openapi|src\/api|compose|direct-rest/],
  [
    'node HTTP, sockets and kernel writes',
    /writev|^\S+ node:|_http|@hono\/node-server|undici|^\(program\)|^runMicrotasks|^encodeUtf8|set natives|^\(anon\) :|nm\/ws\//,
  ],
];

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, movesArg, secondsArg = '10'] = process.argv.slice(2);
if (file === undefined || movesArg === undefined) {
  console.error('usage: tsx bench/cpu-profile.ts <file.cpuprofile> <moves> [seconds, default 10]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
const maps = new Map<string, SourceMap | undefined>();
/** The source file a frame of a bundle with a source map beside it (the server's build) comes from. */
function sourceUrl({ url, lineNumber, columnNumber }: ProfileNode['callFrame']): string {
  if (!url.startsWith('file:')) return url;
  const file = fileURLToPath(url);
  if (!maps.has(file))
    maps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : undefined,
    );
  const entry = maps.get(file)?.findEntry(lineNumber, columnNumber);
  return entry !== undefined && 'originalSource' in entry
    ? pathToFileURL(resolve(dirname(file), entry.originalSource)).href
    : url;
}
const name = ({ callFrame }: ProfileNode): string =>
  `${callFrame.functionName || '(anon)'} ${sourceUrl(callFrame)
    .replace(/^file:\/\/\/.*?\/(src|bench)\//, '$1/')
    .replace(/.*node_modules\//, 'nm/')}`;

const times: number[] = [];
let t = profile.startTime;
for (const delta of profile.timeDeltas) times.push((t += delta));
const idle = (i: number) => nodes.get(profile.samples[i]!)!.callFrame.functionName === '(idle)';
const stands = profile.samples.map((_, i) => (idle(i) ? 0 : (times[i + 1] ?? times[i]!) - times[i]!));
const window = lastBusyWindow(times, stands, Number(secondsArg) * 1e6);
const spent = new Map<string, number>();
// `CPU_PROFILE_TOP=20`: also the functions the samples stood in (their own time), with their callers
// (`CPU_PROFILE_DEPTH` frames in all, default 3).
const ownTime = new Map<string, number>();
const top = Number(process.env.CPU_PROFILE_TOP ?? 0);
const depth = Number(process.env.CPU_PROFILE_DEPTH ?? 3);
let busy = 0;
for (let i = window.from; i < window.to; i++) {
  const dt = stands[i]!;
  if (dt === 0) continue;
  busy += dt;
  let category: string | undefined;
  for (
    let at: number | undefined = profile.samples[i];
    at !== undefined && category === undefined;
    at = parent.get(at)
  ) {
    const frame = name(nodes.get(at)!);
    category = CATEGORIES.find(([, pattern]) => pattern.test(frame))?.[0];
  }
  spent.set(category ?? 'other', (spent.get(category ?? 'other') ?? 0) + dt);
  if (top > 0) {
    const stack = [];
    for (let at: number | undefined = profile.samples[i]; at !== undefined && stack.length < depth; at = parent.get(at))
      stack.push(name(nodes.get(at)!));
    const key = `${stack.join(' < ')} [${category ?? 'other'}]`;
    ownTime.set(key, (ownTime.get(key) ?? 0) + dt);
  }
}
const moves = Number(movesArg);
console.log(`request thread busy ${(busy / moves).toFixed(1)} µs per move (${moves} moves)`);
for (const [category, us] of [...spent].sort((a, b) => b[1] - a[1]))
  console.log(`${(us / moves).toFixed(1).padStart(7)} µs ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${category}`);
if (top > 0) {
  console.log(`the ${top} functions with the most samples, with their callers:`);
  for (const [frames, us] of [...ownTime].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(us / moves).toFixed(1).padStart(7)} µs  ${frames}`);
}
