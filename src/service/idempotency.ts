import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { err, ok, type Result } from '../core/result.js';
import type { IdempotencyStore } from '../store/idempotency-store.js';
import { inGraphqlWords, problem, type ServiceError } from './errors.js';

/** How long a first answer is kept for retries (as Stripe's keys: a day). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no answer this long after it was made belongs to a request that died: a retry may run again. */
const ABANDONED_MS = 60_000;
/** The IETF draft's key is an opaque string; ours is 1–128 printable ASCII characters, as `moveId` is. */
const KEY = /^[\x21-\x7e]{1,128}$/;

export interface IdempotencyDeps {
  /** Without a store (a service built without a database) keys are accepted and not kept. */
  readonly store: IdempotencyStore | undefined;
  readonly clock: () => number;
}

/** Runs a create once per key: what `once` wraps. */
export type Once = <T>(
  scope: string,
  key: string | undefined,
  request: unknown,
  run: () => Promise<Result<T, ServiceError>>,
) => Promise<Result<T, ServiceError>>;

/**
 * Idempotent creates (draft-ietf-httpapi-idempotency-key-header). `once(scope, key, request, run)`
 * runs `run` the first time a key is seen and keeps its answer; a retry with the same key and the
 * same request (same use case, same body) gets that answer again, with the same seat tokens, instead
 * of a second game or a 409; the same key with another request is refused (422
 * `idempotency-key-reused`). Concurrent retries in this process wait for the first; in another
 * process (another Worker isolate) they are told to retry shortly (409 `idempotency-key-in-flight`).
 * A failure is not kept: a retry after it runs again.
 *
 * The table holds neither the key nor a readable answer: rows are found by a hash of the key, and
 * the answer is sealed (AES-GCM) under a cipher key derived from it, so a creator's retry can read
 * its tokens back, and nobody who does not hold the key (a database reader included) can.
 */
export function makeIdempotency({ store, clock }: IdempotencyDeps): Once {
  const running = new Map<string, Promise<unknown>>();

  return async function once<T>(
    scope: string,
    key: string | undefined,
    request: unknown,
    run: () => Promise<Result<T, ServiceError>>,
  ): Promise<Result<T, ServiceError>> {
    if (key === undefined) return run();
    if (!KEY.test(key)) return err(badKey());
    if (store === undefined) return run();
    const keyHash = hex(`rolltape idempotency key\0${scope}\0${key}`);
    const requestHash = hex(`${scope}\0${canonicalJson(request)}`);
    // A few rounds at most: each either answers or sees a claim that another request just settled.
    for (let round = 0; round < 5; round++) {
      const row = await store.find(keyHash);
      if (row !== undefined) {
        if (row.requestHash !== requestHash) return err(reused());
        if (row.answer !== null) return ok((await unseal(row.answer, key)) as T);
        const first = running.get(keyHash);
        if (first !== undefined) {
          await first.catch(() => {});
          continue;
        }
        if (row.createdAt > clock() - ABANDONED_MS) return err(inFlight());
        await store.release(keyHash);
        continue;
      }
      const now = clock();
      if (!(await store.claim(keyHash, requestHash, now, now - IDEMPOTENCY_TTL_MS))) continue;
      const first = (async () => {
        let answered = false;
        try {
          const result = await run();
          if (result.ok) {
            await store.answer(keyHash, await seal(result.value, key));
            answered = true;
          }
          return result;
        } finally {
          if (!answered) await store.release(keyHash);
        }
      })();
      running.set(keyHash, first);
      try {
        return await first;
      } finally {
        running.delete(keyHash);
      }
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
