/** The projection: status, standings, seats and turn start, derived from the tape alone. */
import { describe, expect, test } from 'vitest';
import { createdProjection, project, type ProjectedEvent } from '../../../src/core/projection.js';
import { fold } from '../../../src/core/replay.js';
import type { GameCreated, TapeEvent } from '../../../src/core/tape.js';
import { rulebook } from '../../../src/games/index.js';
import { created, ended, honestTape } from '../../support/tampers.js';

const game = rulebook.resolve(created.rules, created.rulesVersion)!;
const stamped = (events: readonly TapeEvent[], from = 2, at = (seq: number) => seq * 1000): ProjectedEvent[] =>
  events.map((event, i) => ({ seq: from + i, event, at: at(from + i) }));
const setup = (c: GameCreated) => game.setup({ players: c.players, options: c.options });

describe('project', () => {
  test('a whole tape: over, with the standings GameEnded recorded, at its last version and time', () => {
    const { projection, state } = project(
      game,
      created,
      createdProjection(created, 1000),
      setup(created),
      stamped(honestTape.slice(1)),
    );
    expect(projection).toMatchObject({
      status: 'over',
      standings: ended.standings,
      version: honestTape.length,
      updatedAt: honestTape.length * 1000,
      players: created.players,
      turnStartedAt: null,
    });
    expect(state).toEqual(fold(game, setup(created), honestTape.slice(1)));
  });

  test('open seats: open until the last one is taken, open again when one is left; names follow the joins', () => {
    const lobby: GameCreated = { ...created, players: [{ name: 'Ada' }, { name: '', open: true }] };
    const start = createdProjection(lobby, 0);
    expect(start.status).toBe('open');
    const joined = project(
      game,
      lobby,
      start,
      setup(lobby),
      stamped([{ type: 'PlayerJoined', seat: 2, name: 'Bo' }]),
    ).projection;
    expect(joined).toMatchObject({ status: 'active', players: [{ name: 'Ada' }, { name: 'Bo' }] });
    const left = project(game, lobby, joined, setup(lobby), stamped([{ type: 'PlayerLeft', seat: 2 }], 3)).projection;
    expect(left).toMatchObject({ status: 'open', players: [{ name: 'Ada' }, { name: '', open: true }], version: 3 });
  });

  test('with turn deadlines, a new throw starts the turn clock; without, there is none', () => {
    const timed: GameCreated = { ...created, turnSeconds: 60 };
    const start = createdProjection(timed, 500);
    expect(start.turnStartedAt).toBe(500);
    const firstRoll = honestTape.findIndex((e) => e.type === 'DiceRolled');
    const { projection } = project(game, timed, start, setup(timed), stamped(honestTape.slice(1, firstRoll + 1)));
    expect(projection.turnStartedAt).toBe((firstRoll + 1) * 1000);
    expect(createdProjection(created, 500).turnStartedAt).toBeNull();
  });

  test('nothing appended changes nothing; a state handed in is kept, not folded again', () => {
    const start = createdProjection(created, 0);
    expect(project(game, created, start, 'state', []).projection).toBe(start);
    expect(project(game, created, start, setup(created), stamped(honestTape.slice(1, 3)), 'given').state).toBe('given');
  });
});
