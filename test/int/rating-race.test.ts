/**
 * Ratings lose no update when two games sharing players end at once and are rated by two passes
 * (two node servers on one database file): each write is a compare-and-set on the ratings it read.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sqlDriverOf } from '../../src/store/db.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';
import { raceTwoGames } from '../support/rating-race.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

test('two games ending at once, rated by two racing passes: both counted, as if one after the other', async () => {
  const { db, client } = database;
  const outcome = await raceTwoGames(db, sqlDriverOf(db), 'race', (sql, ...args) => client.execute({ sql, args }));
  expect(outcome.ratedGames).toBe(2);
  expect(outcome.ratings.map((r) => r.games)).toEqual([2, 2]);
  for (const [i, r] of outcome.ratings.entries()) {
    expect(r.rating).toBeCloseTo(outcome.expected[i]!.rating, 9);
    expect(r.rd).toBeCloseTo(outcome.expected[i]!.rd, 9);
  }
});
