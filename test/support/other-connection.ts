import { join } from 'node:path';
import Database from 'libsql';

/** Another connection to a node server's database file (`dataDir`/rolltape.db), as another process would open it. */
export function otherConnection(dataDir: string): InstanceType<typeof Database> {
  const db = new Database(join(dataDir, 'rolltape.db'));
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}
