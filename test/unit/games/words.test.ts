/**
 * Labels and event lines in words a player would say: random games of every game, every legal move's
 * label and every event's line in the log, read for what only the code says: content ids (`AH2`,
 * `chippawaLeaf`), camelCase words and JSON.
 */
import { describe, expect, test } from 'vitest';
import { labelledMoves } from '../../../src/core/labelled-move.js';
import { CARGO_CLASSES } from '../../../src/games/aircargo/content.js';
import { CARD_IDS as CARBONDALE_CARDS } from '../../../src/games/carbondale/content.js';
import { SPECIAL_ACTION_IDS } from '../../../src/games/circuit-racer/content.js';
import {
  CARD_IDS as TOWN_CARDS,
  CONTENT_V1,
  CONTENT_V2,
  CONTENT_V3,
  CONTENT_V4,
} from '../../../src/games/coal-n-write/content.js';
import { CLAIM_TYPES, COLUMN_IDS, ITEM_IDS } from '../../../src/games/goldmine-rumbles/content-ids.js';
import { HOSTED, rulebook } from '../../../src/games/index.js';
import { MOVE_WORDS, moveWords } from '../../../src/games/move-words.js';
import { eventLine, randomLabelWords } from '../../../src/web/events.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

/** Each game's content ids: what its code calls a card, item or column, and a player never reads. */
const CONTENT_IDS: Readonly<Record<string, readonly string[]>> = {
  aircargo: CARGO_CLASSES,
  carbondale: CARBONDALE_CARDS,
  'circuit-racer': SPECIAL_ACTION_IDS,
  'coal-n-write': TOWN_CARDS,
  'goldmine-rumbles': [...ITEM_IDS, ...COLUMN_IDS, ...CLAIM_TYPES],
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What in `text` is code rather than words: ids, camelCase, JSON punctuation; [] when it reads well. */
function codeIn(rules: string, text: string): string[] {
  const found: string[] = [];
  for (const id of CONTENT_IDS[rules] ?? [])
    if (new RegExp(`(?<![\\w-])${escape(id)}(?![\\w-])`).test(text)) found.push(`id ${id}`);
  for (const m of text.matchAll(/\b[a-z]+[A-Z]\w*/g)) found.push(`camelCase ${m[0]}`);
  for (const m of text.matchAll(/[{}"[\]]|\w:\S|undefined|\[object/g)) found.push(`JSON ${m[0]}`);
  return found;
}

test("Coal n' Write's logged moves are worded with one version's content: every version names its town cards alike", () => {
  const names = (c: typeof CONTENT_V4) => JSON.stringify(c.cards);
  for (const older of [CONTENT_V1, CONTENT_V2, CONTENT_V3]) expect(names(older)).toBe(names(CONTENT_V4));
});

describe('the checks themselves', () => {
  test.each([
    ['goldmine-rumbles', 'Place a cube on companyShares', 'camelCase companyShares'],
    ['goldmine-rumbles', 'Buy 2 bread', 'id bread'],
    ['carbondale', "Take AH2 from player 2's face-up pile", 'id AH2'],
    ['coal-n-write', 'load · ore {"S":0,"T":1}', 'JSON {'],
  ])('%s: "%s" is caught (%s)', (rules, text, expected) => {
    expect(codeIn(rules, text)).toContain(expected);
  });

  test.each([
    ['goldmine-rumbles', 'Place a cube on Company Shares'],
    ['carbondale', "Take A♡ from player 2's face-up pile"],
    ['coal-n-write', 'Take bonus $: $10 at delivery'],
  ])('%s: "%s" reads as words', (rules, text) => {
    expect(codeIn(rules, text)).toEqual([]);
  });

  test('roll labels read as words', () => {
    expect(randomLabelWords('round1.bonus.p2.gamble.throw3')).toBe('round 1, bonus, player 2, gamble, throw 3');
  });

  test("Coal n' Write's log names a die it knows only by position as 'die 2', not 'a die 2' (a die showing 2)", () => {
    expect(moveWords('coal-n-write', { type: 'dig', vein: 'B', die: 1 })).toBe('Dig Borax with die 2');
    expect(moveWords('coal-n-write', { type: 'visitTown', card: 'sheriffsDeputy', die: 0 })).toBe(
      "Visit Sheriff's Deputy with die 1",
    );
    expect(moveWords('coal-n-write', { type: 'claim', vein: 'S', dice: [0, 2] })).toBe('Claim Silver with die 1+die 3');
  });

  test('a move that is not one of its game still gets a line', () => {
    expect(moveWords('coal-n-write', { type: 'visitTown' })).toBe('visit town');
    expect(moveWords('no-such-game', { type: 'endTurn' })).toBe('end turn');
  });
});

test('every hosted game names its logged moves', () => {
  expect(Object.keys(MOVE_WORDS).sort()).toEqual(HOSTED.map((h) => h.releases[0]!.id).sort());
});

describe.each(rulebook.games.map((g) => [g.id, g] as const))('%s', (id, game) => {
  test('every legal move label and every event line of random games reads as words', () => {
    const code = new Map<string, string>();
    const check = (text: string) => {
      for (const c of codeIn(id, text)) code.set(c, text);
    };
    for (const seed of [1, 2, 3]) {
      const tape = mixedPlayout(game, seed, game.maxPlayers, 300, (state, _seat, legal) => {
        for (const move of labelledMoves(game, state, legal)) check(move.label);
      });
      tape.forEach(({ type, ...data }, i) =>
        check(eventLine({ seq: i + 1, type, actor: null, at: '', moveId: null, redacted: false, data }, id)),
      );
    }
    expect([...code].slice(0, 10)).toEqual([]);
  });
});
