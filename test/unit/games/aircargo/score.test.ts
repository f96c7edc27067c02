/** The sheet's points, the crash rule and the pilot ranks (spec §6, §2.8), read off a state directly. */
import { describe, expect, test } from 'vitest';
import { aircargo, CONTENT_V1, type AircargoState } from '../../../../src/games/aircargo/index.js';
import { rankOf, scoreOf, standingsOf } from '../../../../src/games/aircargo/score.js';

const fresh = aircargo.setup({ players: [{ name: 'P' }], options: {} });
const withSheet = (
  cargo: Record<number, 'planned' | 'delivered'>,
  airports: Record<number, 'planned' | 'visited'>,
  end: AircargoState['end'] = 'stop',
): AircargoState => ({
  ...fresh,
  end,
  cargo: fresh.cargo.map((c, i) => cargo[i] ?? c),
  airports: fresh.airports.map((a, i) => airports[i] ?? a),
});

describe('scoreOf', () => {
  test('delivered weights, less one per planned cargo and per planned airport', () => {
    // weights: c1 1, c2 2, c3 3, c11 8
    const s = withSheet(
      { 0: 'delivered', 2: 'delivered', 10: 'delivered', 1: 'planned' },
      { 0: 'visited', 1: 'planned', 2: 'planned' },
    );
    expect(scoreOf(CONTENT_V1, s)).toEqual({
      delivered: 12,
      openCargo: 1,
      openAirports: 2,
      points: 9,
      score: 9,
      rank: 'lost',
    });
  });

  test('a crash scores 0 and ranks crashed, whatever the points', () => {
    const s = withSheet({ 9: 'delivered', 10: 'delivered' }, {}, 'crash');
    expect(scoreOf(CONTENT_V1, s)).toMatchObject({ delivered: 15, points: 15, score: 0, rank: 'crashed' });
    expect(standingsOf(CONTENT_V1, s)).toEqual({
      lowerIsBetter: false,
      players: [{ seat: 1, rank: 1, score: 0, title: 'Crashed' }],
    });
  });

  test('an empty sheet scores nothing', () => {
    expect(scoreOf(CONTENT_V1, fresh)).toEqual({
      delivered: 0,
      openCargo: 0,
      openAirports: 0,
      points: 0,
      score: 0,
      rank: 'lost',
    });
  });
});

describe('rankOf', () => {
  const { win, silver, gold } = CONTENT_V1.thresholds;
  test.each([
    [win - 1, 'lost'],
    [win, 'win'],
    [silver - 1, 'win'],
    [silver, 'silver-wing'],
    [gold - 1, 'silver-wing'],
    [gold, 'gold-wing'],
    [gold + 10, 'gold-wing'],
  ])('%i points rank %s', (points, rank) => {
    expect(rankOf(CONTENT_V1, points)).toBe(rank);
  });

  test('the standings carry the score and the title of the rank', () => {
    const all = withSheet(Object.fromEntries(fresh.cargo.map((_, i) => [i, 'delivered'])), {});
    const { score } = scoreOf(CONTENT_V1, all);
    expect(standingsOf(CONTENT_V1, all)).toEqual({
      lowerIsBetter: false,
      players: [{ seat: 1, rank: 1, score, title: 'Gold Wing' }],
    });
  });
});
