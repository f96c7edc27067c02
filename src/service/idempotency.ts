import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { err, ok, type Result } from '../core/result.js';
import type { SqlStatement } from '../store/db.js';
import { keyTaken, type IdempotencyStore } from '../store/idempotency-store.js';
import { inGraphqlWords, problem, type ServiceError } from './errors.js';

/** How long a first answer is kept for retries (as Stripe's keys: a day). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no answer this long after it was made belongs to a request that died: a retry may run again. */
const ABANDONED_MS = 60_000;
/** The IETF draft's key is an opaque string; ours is 1–128 printable ASCII characters, as `moveId` is. */
const KEY = /^[\x21-\x7e]{1,128}$/;
/** Waits before each new try of a write that settles a claim (giving the key back, keeping the answer). */
const SETTLE_RETRY_MS: readonly number[] = [250, 500, 1000, 2000];

export interface IdempotencyDeps {
  /** Without a store (a service built without a database) keys are accepted and not kept. */
  readonly store: IdempotencyStore | undefined;
  readonly clock: () => number;
  /**
   * Whether the creates it wraps write their answer in their own commit (`run` is handed `keep`):
   * the services over one database (node, tests). Without it (the Workers' edge, whose games are
   * written in their objects, not in the index that keeps the answers) a key is claimed first.
   */
  readonly inCommit?: boolean;
  /** Waits before each new try of a write that settles a claim (ms); tests shorten them. */
  readonly retryMs?: readonly number[];
  /**
   * Where a key is claimed first: the id of the game a claim's create will make, recorded in the claim
   * before the create runs and handed to `run` (`Claimed`). A retry that finds the claim with no answer
   * (its first request still running, failed, or gone) runs the create again on that same game, whose
   * maker (the Workers' game object) answers the first game or makes it once.
   */
  readonly newGameId?: () => string;
  /**
   * Keeps alive the writes tried again after the client was answered (a Worker's `ctx.waitUntil`:
   * the runtime may cancel what a request left running once its response is sent).
   */
  readonly background?: (work: Promise<unknown>) => void;
}

/** Handed to a claimed create (`newGameId`): the game it makes, and the client's key, which its maker keeps the answer under. */
export interface Claimed {
  readonly gameId: string;
  readonly key: string;
}

/**
 * Handed to a create that keeps its own answer: the statements to run first in the batch that makes
 * what `answer` answers (its game), so the create and its kept answer commit together or not at all.
 */
export type KeepAnswer<T> = (answer: T) => Promise<readonly SqlStatement[]>;

/** Runs a create once per key: what `once` wraps. */
export type Once = <T>(
  scope: string,
  key: string | undefined,
  request: unknown,
  run: (keep?: KeepAnswer<T>, claimed?: Claimed) => Promise<Result<T, ServiceError>>,
) => Promise<Result<T, ServiceError>>;

/**
 * Idempotent creates (draft-ietf-httpapi-idempotency-key-header). `once(scope, key, request, run)`
 * runs `run` the first time a key is seen and keeps its answer; a retry with the same key and the
 * same request (same use case, same body) gets that answer again, with the same seat tokens, instead
 * of a second game or a 409; the same key with another request is refused (422
 * `idempotency-key-reused`). A failure is not kept: a retry after it runs again.
 *
 * Where the create can (`inCommit`: node), its answer is written in the create's own commit (`keep`),
 * with no claim before it: the create and its answer land together or not at all, so a database that
 * refuses a write (busy, full) can neither leave a claim behind (a minute of 409s) nor keep a game
 * without its answer (a second game on the retry). Two requests with one key may both run; the first
 * commit wins on the table's key, the other writes nothing and answers the winner's answer. Concurrent
 * retries in this process wait for the first.
 *
 * Elsewhere (the Workers' edge) the key is claimed first (a row with no answer) naming the game its
 * create will make (`newGameId`), the create runs on that game with the key (`Claimed`: the game's
 * object keeps the answer in the game's commit), then the answer is written into the claim, tried
 * again (`retryMs`, as `background` work) when refused; an answer that could not be kept is not a
 * failure: the client is answered its game. A retry that finds the claim with no answer runs the
 * create again on the same game, which answers the first game or makes it once: never a second game.
 * Without `newGameId` (claims that name no game) a failed create gives its claim back, and a retry
 * meanwhile, in another isolate, is told to retry shortly (409 `idempotency-key-in-flight`).
 *
 * The table holds neither the key nor a readable answer: rows are found by a hash of the key, and
 * the answer is sealed (AES-GCM) under a cipher key derived from it, so a creator's retry can read
 * its tokens back, and nobody who does not hold the key (a database reader included) can.
 */
export function makeIdempotency({
  store,
  clock,
  inCommit = false,
  retryMs = SETTLE_RETRY_MS,
  newGameId,
  background = (work) => void work,
}: IdempotencyDeps): Once {
  /** What runs in this process per key hash: settled once its writes are done (answer kept or key given back). */
  const running = new Map<string, Promise<unknown>>();

  /** Runs `write` until it succeeds or `waits` run out; whether it succeeded. Never throws. */
  const settle = async (write: () => Promise<void>, waits = retryMs.length): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      try {
        await write();
        return true;
      } catch {
        const wait = attempt < waits ? retryMs[attempt] : undefined;
        if (wait === undefined) return false;
        await new Promise((done) => setTimeout(done, wait));
      }
    }
  };

  /**
   * Runs the create of a claim that names its game (`newGameId`): on that game, with the client's key
   * (its maker keeps the answer in the game's own commit and answers it to every later run), then
   * keeps the answer in the claim, tried again after the client is answered if refused. A failure
   * leaves the claim as it is: a retry runs again, on the same game.
   */
  const claimed = async <T>(
    keyHash: string,
    requestHash: string,
    key: string,
    gameId: string,
    run: (keep?: KeepAnswer<T>, claimed?: Claimed) => Promise<Result<T, ServiceError>>,
  ): Promise<Result<T, ServiceError>> => {
    const created = run(undefined, { gameId, key });
    running.set(keyHash, created);
    let outcome: Result<T, ServiceError>;
    try {
      outcome = await created;
    } finally {
      running.delete(keyHash);
    }
    if (outcome.ok) {
      const sealed = await seal(outcome.value, key);
      const write = () => store!.keep(keyHash, requestHash, sealed, clock());
      if (!(await settle(write, 0))) background(settle(write));
    }
    return outcome;
  };

  return async function once<T>(
    scope: string,
    key: string | undefined,
    request: unknown,
    run: (keep?: KeepAnswer<T>, claimed?: Claimed) => Promise<Result<T, ServiceError>>,
  ): Promise<Result<T, ServiceError>> {
    if (key === undefined) return run();
    if (!KEY.test(key)) return err(badKey());
    if (store === undefined) return run();
    const keyHash = hex(`rolltape idempotency key\0${scope}\0${key}`);
    const requestHash = hex(`${scope}\0${canonicalJson(request)}`);
    // A few rounds at most: each either answers or sees a request that another one just settled.
    for (let round = 0; round < 5; round++) {
      const row = await store.find(keyHash);
      if (row !== undefined) {
        if (row.requestHash !== requestHash) return err(reused());
        if (row.answer !== null) return ok((await unseal(row.answer, key)) as T);
      }
      // The first request with this key is running in this process: its retries wait for it.
      const first = running.get(keyHash);
      if (first !== undefined) {
        await first.catch(() => {});
        continue;
      }
      if (row?.gameId != null) {
        // A claim with no answer that names its game: made elsewhere, by a request still running, failed
        // or gone. The create runs again on that game, whose maker answers the first game or makes it
        // once; the claim is never given back, so no retry ever makes a second game.
        return claimed(keyHash, requestHash, key, row.gameId, run);
      }
      if (row !== undefined) {
        // A claim with no answer, made elsewhere (or by a process that has since stopped), naming no game.
        if (row.createdAt > clock() - ABANDONED_MS) return err(inFlight());
        await store.release(keyHash);
        continue;
      }
      const now = clock();
      if (inCommit) {
        let kept = false;
        const keep: KeepAnswer<T> = async (answer) => {
          kept = true;
          return store.keepStatements(keyHash, requestHash, await seal(answer, key), now, now - IDEMPOTENCY_TTL_MS);
        };
        const created = run(keep);
        running.set(keyHash, created);
        let result: Result<T, ServiceError>;
        try {
          result = await created;
        } catch (error) {
          // Another request with this key committed first: nothing of this one was written; answer its answer.
          if (keyTaken(error)) continue;
          throw error;
        } finally {
          running.delete(keyHash);
        }
        if (result.ok && !kept) {
          // A create that did not keep its answer in its commit: kept after it (tried again if refused, while the client has its answer).
          const sealed = await seal(result.value, key);
          const write = () => store.keep(keyHash, requestHash, sealed, now);
          if (!(await settle(write, 0))) void settle(write);
        }
        return result;
      }
      if (newGameId !== undefined) {
        const gameId = newGameId();
        if (!(await store.claim(keyHash, requestHash, now, now - IDEMPOTENCY_TTL_MS, gameId))) continue;
        return claimed(keyHash, requestHash, key, gameId, run);
      }
      if (!(await store.claim(keyHash, requestHash, now, now - IDEMPOTENCY_TTL_MS))) continue;
      let answered: (result: Result<T, ServiceError>) => void = () => {};
      const result = new Promise<Result<T, ServiceError>>((resolve) => (answered = resolve));
      const settled = (async () => {
        let outcome: Result<T, ServiceError>;
        try {
          outcome = await run();
        } catch (error) {
          // The key is given back before the failure is answered, so the client's retry runs again.
          await settle(() => store.release(keyHash));
          throw error;
        }
        if (!outcome.ok) {
          await settle(() => store.release(keyHash));
          answered(outcome);
          return;
        }
        // Created: the answer is kept before the client is answered, as the request's own work (a
        // Worker's request may not outlive its response). Refused, the client is answered its game
        // anyway and the write is tried again meanwhile. The claim is never given back here: a
        // retry must not create a second game.
        const sealed = await seal(outcome.value, key);
        const kept = await settle(() => store.answer(keyHash, sealed), 0);
        answered(outcome);
        if (!kept) {
          const again = settle(() => store.answer(keyHash, sealed));
          background(again);
          await again;
        }
      })();
      running.set(keyHash, settled);
      void settled.then(
        () => running.delete(keyHash),
        () => running.delete(keyHash),
      );
      return Promise.race([result, settled.then(() => result)]);
    }
    return err(inFlight());
  };
}

// REST sends the key as the `Idempotency-Key` header, GraphQL as the `idempotencyKey` argument: each is told its own.
const badKey = (): ServiceError =>
  inGraphqlWords(
    problem('malformed', 'invalid-idempotency-key', 'Idempotency-Key: expected 1 to 128 printable ASCII characters'),
    'idempotencyKey: expected 1 to 128 printable ASCII characters',
  );
const reused = (): ServiceError =>
  inGraphqlWords(
    problem(
      'rule',
      'idempotency-key-reused',
      'this Idempotency-Key was used for another request; use a new key for each new request',
    ),
    'this idempotencyKey was used for another request; use a new key for each new request',
  );
const inFlight = (): ServiceError =>
  inGraphqlWords(
    problem('conflict', 'idempotency-key-in-flight', 'the first request with this Idempotency-Key is still running', {
      retryAfter: 1,
    }),
    'the first request with this idempotencyKey is still running',
  );

const hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** JSON with object keys in order, so two bodies that differ only in key order are one request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The cipher key of a client's idempotency key: only its holder can derive it. */
const cipherKey = (key: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', bytes(sha256(utf8ToBytes(`rolltape idempotency cipher\0${key}`))), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);

async function seal(value: unknown, key: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = bytes(utf8ToBytes(JSON.stringify(value)));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await cipherKey(key), plain));
  return `${base64(iv)}.${base64(sealed)}`;
}

async function unseal(text: string, key: string): Promise<unknown> {
  const [iv = '', sealed = ''] = text.split('.');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: unbase64(iv) },
    await cipherKey(key),
    unbase64(sealed),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In pieces: a whole answer spread into one call could pass the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
const unbase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
/** The same bytes over a plain ArrayBuffer, as Web Crypto's types ask. */
const bytes = (view: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(view);
