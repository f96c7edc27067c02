import type { GameObjectRpc } from './game-object-rpc.js';

/**
 * The parts of the Workers runtime the game objects use, typed structurally (as `D1Like` is), so
 * the node type-check needs no Workers types. @cloudflare/workers-types' classes fit them.
 */

export interface SqlStorageLike {
  exec(query: string, ...bindings: unknown[]): { toArray(): Record<string, unknown>[] };
}

export interface ObjectStorage {
  readonly sql: SqlStorageLike;
  transactionSync<T>(closure: () => T): T;
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  getAlarm(): Promise<number | null>;
  setAlarm(scheduledTime: number): Promise<void>;
  deleteAlarm(): Promise<void>;
  deleteAll(): Promise<void>;
}

export interface HibernatableSocket {
  send(message: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
}

export interface ObjectState {
  readonly storage: ObjectStorage;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
  acceptWebSocket(socket: unknown, tags?: string[]): void;
  getWebSockets(tag?: string): HibernatableSocket[];
}

export interface GameObjects {
  idFromName(name: string): unknown;
  get(id: unknown): GameObjectRpc;
}

/** A challenge object's stub (RPC methods of `ChallengeObject`). */
export interface ChallengeObjectStub {
  follow(challengeId: string, limit: number, after: string | undefined, client: string | undefined): Promise<unknown>;
  entryChanged(challengeId: string): Promise<void>;
}

export interface ChallengeObjects {
  idFromName(name: string): unknown;
  get(id: unknown): ChallengeObjectStub;
}
