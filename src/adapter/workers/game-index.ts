import type { SqlDriver, SqlStatement } from '../../store/db.js';
import { causeChain, type ChallengeEntryRow, type GameRow } from '../../store/event-store.js';

/**
 * The index of games in D1 (or Turso), written by each game's object after its commits: the game's
 * row (what the lobby lists and leaderboards rank) and its challenge entry. The row only ever moves
 * forward (`WHERE excluded.version > games.version`), so a late or repeated write never takes it
 * back, and it is written only from a committed tape, so it never runs ahead of one. The index
 * holds no seed and no token: those stay in the game's object.
 */
export async function writeIndex(
  index: SqlDriver,
  row: GameRow,
  entry: ChallengeEntryRow | undefined,
  bound: readonly { readonly playerId: string; readonly seat: number }[] = [],
): Promise<void> {
  const statements: SqlStatement[] = [];
  if (entry !== undefined) {
    statements.push({
      sql: 'INSERT INTO challenge_entries (challenge_id, handle_key, name, game_id, entered_at, player_id) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      args: [entry.challengeId, entry.handleKey, entry.name, entry.gameId, entry.enteredAt, entry.playerId ?? null],
    });
  }
  // The seats bound to players, as the game's object has them now: "my games" reads them here.
  statements.push({ sql: 'DELETE FROM player_games WHERE game_id = ?', args: [row.id] });
  for (const b of bound)
    statements.push({
      sql: 'INSERT INTO player_games (player_id, game_id, seat) VALUES (?, ?, ?)',
      args: [b.playerId, row.id, b.seat],
    });
  statements.push({
    sql:
      'INSERT INTO games (id, rules, rules_version, status, version, players, sandbox, seed_commitment, seed, standings, challenge_id, created_at, updated_at) ' +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET status = excluded.status, version = excluded.version, " +
      'players = excluded.players, standings = excluded.standings, updated_at = excluded.updated_at WHERE excluded.version > games.version',
    args: [
      row.id,
      row.rules,
      row.rulesVersion,
      row.status,
      row.version,
      JSON.stringify(row.players),
      row.sandbox ? 1 : 0,
      row.seedCommitment,
      row.standings === null ? null : JSON.stringify(row.standings),
      row.challengeId,
      row.createdAt,
      row.updatedAt,
    ],
  });
  await index.runBatch(statements);
}

/**
 * Reserves a handle's entry of a daily challenge in the index before its game is created: the
 * entries' key is what makes one entry per handle hold across all the games' objects. `false`
 * when the handle already has one.
 */
export async function reserveEntry(index: SqlDriver, entry: ChallengeEntryRow): Promise<boolean> {
  try {
    await index.runBatch([
      {
        sql: 'INSERT INTO challenge_entries (challenge_id, handle_key, name, game_id, entered_at, player_id) VALUES (?, ?, ?, ?, ?, ?)',
        args: [entry.challengeId, entry.handleKey, entry.name, entry.gameId, entry.enteredAt, entry.playerId ?? null],
      },
    ]);
    return true;
  } catch (error) {
    if (/(UNIQUE|PRIMARY KEY) constraint failed: challenge_entries\./.test(causeChain(error))) return false;
    throw error;
  }
}

/** Gives a reservation back when its game could not be created. */
export async function releaseEntry(
  index: SqlDriver,
  entry: Pick<ChallengeEntryRow, 'challengeId' | 'handleKey' | 'gameId'>,
): Promise<void> {
  await index.runBatch([
    {
      sql: 'DELETE FROM challenge_entries WHERE challenge_id = ? AND handle_key = ? AND game_id = ?',
      args: [entry.challengeId, entry.handleKey, entry.gameId],
    },
  ]);
}

/**
 * Spends a commitment in the index for game `gameId` (`claim`: the statement `redeemCommitment`
 * built), before the game's object creates it: the uses' key is what keeps a commitment to one game
 * across every object. `false` when it already seeds another.
 */
export async function claimCommitment(index: SqlDriver, claim: SqlStatement): Promise<boolean> {
  try {
    await index.runBatch([claim]);
    return true;
  } catch (error) {
    if (/(UNIQUE|PRIMARY KEY) constraint failed: commitment_uses\./.test(causeChain(error))) return false;
    throw error;
  }
}

/** Gives a commitment back when the game it was claimed for could not be created. */
export async function releaseCommitment(index: SqlDriver, commitmentId: string, gameId: string): Promise<void> {
  await index.runBatch([
    { sql: 'DELETE FROM commitment_uses WHERE commitment_id = ? AND game_id = ?', args: [commitmentId, gameId] },
  ]);
}
