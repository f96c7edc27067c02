import { setFlagsFromString } from 'node:v8';

/**
 * V8 moves an allocation site's objects straight to the old generation once most of them outlive a
 * young-generation collection ("allocation-site pretenuring"). Under the GraphQL move load, sites in
 * the compiled operations (the legal moves of an answer, built item by item) were judged long-lived
 * after a collection struck mid-answer, and every later answer then went to the old generation: it
 * grew by about 20 KB a move until a full collection, and each young collection took 4-5 ms instead
 * of about 1 (`npm run bench graphql`, `--trace-gc`, `--trace-pretenuring-statistics`: 317 sites
 * tenured under GraphQL load, 18 under REST). Off, GC pauses per move fell from about 105-115 µs to
 * 35-65 under GraphQL and from about 65 to 22 under REST (same machine, alternating runs). A request's
 * objects never outlive it, and the games kept in memory are few, so the server turns the heuristic
 * off; the flag only stops new decisions, which makes it safe to set once the process has started.
 */
export function tuneGarbageCollection(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
