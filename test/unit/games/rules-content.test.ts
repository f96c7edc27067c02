/** Each game's rules content per released version: plain JSON, and it follows the version's own content. */
import { describe, expect, test } from 'vitest';
import { rulebook } from '../../../src/games/index.js';
import { rulesContentOf } from '../../../src/games/rules-content.js';

describe('rules content', () => {
  test('every released version of every game has content, and it survives JSON unchanged', () => {
    for (const game of rulebook.games) {
      for (let version = 1; version <= game.version; version++) {
        const content = rulesContentOf(game.id, version);
        expect(content, `${game.id} v${version}`).toBeTypeOf('object');
        expect(JSON.parse(JSON.stringify(content))).toEqual(content);
      }
    }
    expect(rulesContentOf('carbondale', 99)).toBeUndefined();
    expect(rulesContentOf('chess', 1)).toBeUndefined();
  });
  test('old versions describe their own rules: the Coal Baron and the Carbondale challenge before the corrections', () => {
    const baron = (v: number) =>
      (rulesContentOf('coal-n-write', v) as { cards: { id: string; requirement: string }[] }).cards.find(
        (c) => c.id === 'coalBaron',
      )!.requirement;
    expect(baron(2)).toBe('12 Coal written in your Ore Stash (shipped or not)');
    expect(baron(3)).toBe('12 Coal in your Ore Stash (Coal shipped by burro does not count)');
    const stash = (v: number) => (rulesContentOf('coal-n-write', v) as { stashSize: number }).stashSize;
    expect([stash(1), stash(2), stash(3)]).toEqual([36, 30, 30]);
    const challenge = (v: number) => rulesContentOf('carbondale', v) as { challengeable: string[]; challenge: string };
    expect(challenge(1).challengeable).toEqual(['H', 'D']);
    expect(challenge(1).challenge).toContain('goes back to the hand');
    expect(challenge(2).challengeable).toEqual(['C', 'S', 'H', 'D']);
  });
});
