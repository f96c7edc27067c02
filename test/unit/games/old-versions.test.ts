/**
 * Games recorded before this release's rules corrections keep replaying and auditing under the version
 * they were played with: Carbondale v1 (♡/♢-only challenges, scores as sums) and Coal n' Write v2 (the
 * Coal Baron counting shipped Coal). Each is played to the end by its bots under the old version, then
 * audited with the server's rulebook, whose current versions are later ones (Carbondale v3, Coal n' Write v4).
 */
import { describe, expect, test } from 'vitest';
import type { Chooser } from '../../../src/core/playout.js';
import { makeBot as makeCarbondaleBot } from '../../../src/games/carbondale/bot.js';
import {
  carbondale,
  carbondaleV1,
  CONTENT_V1 as CARBONDALE_V1,
  type CarbondaleState,
} from '../../../src/games/carbondale/index.js';
import { makeBot } from '../../../src/games/coal-n-write/bot.js';
import {
  coalNWrite,
  coalNWriteV2,
  coalNWriteV3,
  CONTENT_V2,
  CONTENT_V3,
  type CoalNWriteState,
} from '../../../src/games/coal-n-write/index.js';
import { circuitRacer, circuitRacerV1, type CircuitRacerState } from '../../../src/games/circuit-racer/index.js';
import { aircargo, aircargoV1, type AircargoMove, type AircargoState } from '../../../src/games/aircargo/index.js';
import { makeBot as makeAircargoBot } from '../../../src/games/aircargo/bot.js';
import { scoreOf } from '../../../src/games/aircargo/score.js';
import { decide } from '../../../src/games/circuit-racer/bot.js';
import type { GameEnded } from '../../../src/core/tape.js';
import { playOldVersion } from '../../support/old-version-game.js';
describe('old rules versions still replay and audit', () => {
  test('Carbondale v1: a finished game audits and replays under v1, its standings scored as sums', () => {
    expect(carbondale.version).toBe(3);
    const { played, report } = playOldVersion<CarbondaleState>(
      carbondaleV1,
      'old-carbondale-v1',
      makeCarbondaleBot(CARBONDALE_V1) as Chooser<CarbondaleState>,
      { players: 2 },
    );
    // v1 never opened the challenge window for a ♣/♠ addition.
    expect(played.state.duels.every((d) => d.suit === 'H' || d.suit === 'D')).toBe(true);
    const ended = played.tape.at(-1) as GameEnded;
    expect(report.checks.find((c) => c.name === 'ending')?.status).toBe('pass');
    const scores = ended.standings.players.map((p) => p.score);
    expect(scores.some((s) => s > 1)).toBe(true); // Σ♡ + Σ♢, not an outcome
  });
  test("Coal n' Write v2: a finished game audits and replays under v2", () => {
    expect(coalNWrite.version).toBe(4);
    playOldVersion<CoalNWriteState>(coalNWriteV2, 'old-coal-v2', makeBot(CONTENT_V2) as Chooser<CoalNWriteState>, {
      players: 1,
    });
  });
  test("Coal n' Write v3 (Sheriff's Deputy 4 boxes): a finished game audits and replays under v3, not the calibrated v4", () => {
    expect(coalNWrite.version).toBe(4);
    const { played } = playOldVersion<CoalNWriteState>(
      coalNWriteV3,
      'old-coal-v3',
      makeBot(CONTENT_V3) as Chooser<CoalNWriteState>,
      { players: 1 },
    );
    expect(played.state.players[0]!.sheriff).toBeLessThanOrEqual(4);
  });
  test('AirCargo v1 (X-Heavy c17 weighs 12): a finished game audits and replays under v1, not the calibrated v3', () => {
    expect(aircargo.version).toBe(3);
    const pilot = makeAircargoBot(aircargoV1.board);
    // A seed on which v1's bot delivers c17, so its weight (12 in v1, 10 in v3) is in the score.
    const { played, report } = playOldVersion<AircargoState>(aircargoV1, 'old-aircargo-v1-0', (s, seat, legal) =>
      pilot(s, seat, legal as readonly AircargoMove[]),
    );
    expect(report.checks.find((c) => c.name === 'ending')?.status).toBe('pass');
    expect(played.state.cargo[16]).toBe('delivered');
    const ended = played.tape.at(-1) as GameEnded;
    expect(ended.standings.players[0]!.score).toBe(scoreOf(aircargoV1.board.content, played.state).score);
    expect(scoreOf(aircargo.board.content, played.state).score).toBe(ended.standings.players[0]!.score - 2);
  });
  test('Circuit Racer v1 (15 Damage boxes): a finished game audits and replays under v1, not the calibrated v2', () => {
    expect(circuitRacer.version).toBe(2);
    const { played } = playOldVersion<CircuitRacerState>(
      circuitRacerV1,
      'old-circuit-racer-v1',
      (s, seat, legal) => decide(circuitRacerV1.view(s, seat), legal as never),
      { players: 1 },
    );
    expect(circuitRacerV1.view(played.state, 1).damage.boxes).toBe(15);
  });
});
