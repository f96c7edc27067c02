import { setFlagsFromString } from 'node:v8';

/**
 * V8 allocates an allocation site's objects straight in the old generation once most of them have
 * outlived a young-generation collection ("allocation-site pretenuring"). Under the GraphQL move
 * load it judged hundreds of sites long-lived, among them the compiled operations' sites that build
 * an answer's legal moves item by item (why is not established: a young collection striking while
 * an answer is being built would do it). Every later answer then went to the old generation: it grew
 * by about 20 KB a move until a full collection, and young collections took 4-5 ms instead of about 1
 * (`--trace-gc`, `--trace-pretenuring-statistics`: 317-369 sites tenured under GraphQL load, 18 under
 * REST). Off, GC pauses per move fell from about 105-115 µs to 35-65 under GraphQL and from about 65
 * to 22 under REST (alternating runs on the same machine). A request's objects never outlive it and
 * the games kept in memory are few, so the server turns the heuristic off. The flag is read each time
 * sites are judged, so setting it at start-up takes effect (14 sites tenured under the same load).
 */
export function tuneGarbageCollection(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
