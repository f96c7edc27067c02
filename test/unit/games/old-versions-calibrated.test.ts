/**
 * Issue 32's calibrated releases keep the versions before them playable: a Carbondale game played to
 * the end under v2 (hand of 5, spare piles 12 + 12, 8-turn stalemate) audits and replays under v2 with
 * the server's rulebook, whose current Carbondale is the calibrated v3; a Goldmine Rumbles game under v1
 * (the spec's Rumbles orders) audits and replays under v1, the current being the calibrated v2; an AirCargo
 * game under v2 (the first calibration: Stamina 20, Plan Reroll 9, c17 weighs 11) under v2, the current being v3.
 */
import { describe, expect, test } from 'vitest';
import type { Chooser } from '../../../src/core/playout.js';
import { makeBot as makeCarbondaleBot } from '../../../src/games/carbondale/bot.js';
import {
  carbondale,
  carbondaleV2,
  CONTENT_V2 as CARBONDALE_V2,
  type CarbondaleMove,
  type CarbondaleState,
} from '../../../src/games/carbondale/index.js';
import { makeBot as makeGoldmineBot } from '../../../src/games/goldmine-rumbles/bot.js';
import {
  goldmineRumbles,
  goldmineRumblesV1,
  CONTENT_V1 as GOLDMINE_V1,
  type GoldmineState,
} from '../../../src/games/goldmine-rumbles/index.js';
import { makeBot as makeAircargoBot } from '../../../src/games/aircargo/bot.js';
import { aircargo, aircargoV2, type AircargoMove, type AircargoState } from '../../../src/games/aircargo/index.js';
import { gameKit } from '../../support/game-kit.js';
import { playOldVersion } from '../../support/old-version-game.js';
describe('versions before the calibrated releases still replay and audit', () => {
  test('Carbondale v2: a finished game audits and replays under v2 (hand of 5, two piles per spare group)', () => {
    expect(carbondale.version).toBe(3);
    const { played } = playOldVersion<CarbondaleState>(
      carbondaleV2,
      'old-carbondale-v2',
      makeCarbondaleBot(CARBONDALE_V2) as Chooser<CarbondaleState>,
      { players: 2 },
    );
    // v2's setup split each spare group in two (four piles) and dealt five cards each.
    const spareShuffles = played.tape.filter((e) => e.type === 'DeckShuffled' && e.label.startsWith('setup.spare'));
    expect(spareShuffles).toHaveLength(2);
    expect(carbondaleV2.view(played.state, 1).handSize).toBe(5);
  });

  test('Carbondale v3 deals six each, leaves the spare groups as one pile of 24 each and stalemates after 12 turns', () => {
    const { given } = gameKit<CarbondaleState, CarbondaleMove, unknown, typeof carbondale>(carbondale, {
      players: [{ name: 'Ada' }, { name: 'Bo' }],
    });
    const identity = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
    const setUp = given(
      [1],
      ...(['setup.draw', 'setup.spare57', 'setup.spare810'] as const).map((label, i) => ({
        type: 'DeckShuffled' as const,
        label,
        order: identity(i === 0 ? 28 : 24),
      })),
    ).state;
    expect(setUp.players.map((p) => p.hand.length)).toEqual([6, 6]);
    expect(setUp.drawPile).toHaveLength(16);
    expect(setUp.spares.map((pile) => pile.length)).toEqual([24, 24]);
    expect(setUp.spares[0]!.every((card) => /^[567]/.test(card))).toBe(true);
    expect(carbondale.view(setUp, 1)).toMatchObject({ handSize: 6, stalemateTurns: 12, sparePiles: [24, 24] });
  });

  test('Goldmine Rumbles v1 (the spec’s Rumbles orders): a finished four-player game audits and replays under v1', () => {
    expect(goldmineRumbles.version).toBe(2);
    expect(goldmineRumbles.content.rumbles).not.toEqual(GOLDMINE_V1.rumbles);
    playOldVersion<GoldmineState>(
      goldmineRumblesV1,
      'old-goldmine-v1',
      makeGoldmineBot(GOLDMINE_V1) as Chooser<GoldmineState>,
      { players: 4 },
    );
  });

  test('AirCargo v2: a finished game audits and replays under v2 (Stamina 20, Plan Reroll 9, c17 weighs 11)', () => {
    expect(aircargo.version).toBe(3);
    const pilot = makeAircargoBot(aircargoV2.board);
    const { played } = playOldVersion<AircargoState>(aircargoV2, 'old-aircargo-v2', (s, seat, legal) =>
      pilot(s, seat, legal as readonly AircargoMove[]),
    );
    expect(aircargoV2.view(played.state, 1)).toMatchObject({
      stamina: { boxes: 20 },
      planRerolls: { boxes: 9 },
    });
    expect(aircargo.view(played.state, 1)).toMatchObject({ stamina: { boxes: 19 }, planRerolls: { boxes: 10 } });
  });
});
