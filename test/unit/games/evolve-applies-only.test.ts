/**
 * A game's `evolve` only applies events (the `GameDefinition.evolve` contract): replaying a stored
 * tape never runs the game's move validation, which the engine ran once before it appended each move.
 * A game definition closes over its own `validateMove`, so swapping `validate` on the definition
 * cannot see a call from inside `evolve`; each game's validate module is wrapped instead, the real
 * function still answering, so only the count is added.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { auditTape } from '../../../src/core/audit.js';
import { mulberry32, randomTape } from '../../../src/core/playout.js';
import { replay } from '../../../src/core/replay.js';
import { validateMove as aircargoValidate } from '../../../src/games/aircargo/validate.js';
import { validateMove as carbondaleValidate } from '../../../src/games/carbondale/validate.js';
import { validateMove as circuitRacerValidate } from '../../../src/games/circuit-racer/validate.js';
import { validateMove as coalNWriteValidate } from '../../../src/games/coal-n-write/validate.js';
import { validateMove as goldmineValidate } from '../../../src/games/goldmine-rumbles/validate.js';
import { rulebook } from '../../../src/games/index.js';

vi.mock('../../../src/games/aircargo/validate.js', async (real) => counted(await real()));
vi.mock('../../../src/games/carbondale/validate.js', async (real) => counted(await real()));
vi.mock('../../../src/games/circuit-racer/validate.js', async (real) => counted(await real()));
vi.mock('../../../src/games/coal-n-write/validate.js', async (real) => counted(await real()));
vi.mock('../../../src/games/goldmine-rumbles/validate.js', async (real) => counted(await real()));

/** The module with its `validateMove` counted (hoisted with the mocks, so a function declaration). */
function counted<T extends { validateMove: (...args: never[]) => unknown }>(module: T): T {
  return { ...module, validateMove: vi.fn(module.validateMove) };
}

const validators: Record<string, ReturnType<typeof vi.fn>> = {
  aircargo: vi.mocked(aircargoValidate),
  carbondale: vi.mocked(carbondaleValidate),
  'circuit-racer': vi.mocked(circuitRacerValidate),
  'coal-n-write': vi.mocked(coalNWriteValidate),
  'goldmine-rumbles': vi.mocked(goldmineValidate),
};

describe('replaying a stored tape runs no move validation', () => {
  beforeEach(() => vi.clearAllMocks());

  test.each(rulebook.games.map((game) => [game.id, game] as const))('%s', (id, game) => {
    const players = Math.min(game.maxPlayers, 2);
    const tape = randomTape(game, `evolve-applies-${id}`, mulberry32(4), { players });
    const moves = tape.filter((e) => e.type === 'MoveMade').length;
    const validate = validators[id]!;
    // Playing the tape through the engine validated every move once, so the wrapper does count.
    expect(validate.mock.calls.length).toBeGreaterThanOrEqual(moves);
    expect(moves).toBeGreaterThan(0);

    validate.mockClear();
    expect(replay(rulebook, tape).ok).toBe(true);
    expect(validate).not.toHaveBeenCalled();

    // The audit is where a recorded move is checked again: once each.
    expect(auditTape(rulebook, tape).ok).toBe(true);
    expect(validate).toHaveBeenCalledTimes(moves);
  });
});
