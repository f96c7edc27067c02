import { sql } from 'drizzle-orm';
import type { Db } from './db.js';

/**
 * Games still running that were created with a turn deadline (`turnSeconds` on their `GameCreated`):
 * the ones a restarted server must arm its deadline timer for.
 */
export async function timedGameIds(db: Db): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    sql`SELECT g.id AS id FROM games g JOIN events e ON e.game_id = g.id AND e.seq = 1 WHERE g.status = 'active' AND json_extract(e.data, '$.turnSeconds') IS NOT NULL`,
  );
  return rows.map((r) => r.id);
}

/**
 * Games still running with a bot seat (one with a `bot` among its `GameCreated` players): the ones a
 * restarted server looks at for a search bot left due, whose job it must start again.
 */
export async function botGameIds(db: Db): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    sql`SELECT g.id AS id FROM games g JOIN events e ON e.game_id = g.id AND e.seq = 1 WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM json_each(e.data, '$.players') p WHERE json_extract(p.value, '$.bot') IS NOT NULL)`,
  );
  return rows.map((r) => r.id);
}
