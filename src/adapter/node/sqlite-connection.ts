import Database from 'libsql';
import type { WriterSettings } from './sqlite-writer-protocol.js';

/** A connection of the writer's threads to the embedded file: WAL mode, with their lock wait and sync level. */
export function openConnection(settings: WriterSettings): Database.Database {
  const db = new Database(settings.path);
  db.exec(`PRAGMA busy_timeout = ${settings.busyTimeoutMs}`);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA synchronous = ${settings.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  return db;
}
