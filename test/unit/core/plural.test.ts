/** Counts a person reads agree with their number: "1 entry", "1 shuffle", never "1 entries". */
import { expect, test } from 'vitest';
import { auditTape } from '../../../src/core/audit.js';
import { counted } from '../../../src/core/plural.js';
import { rulebook } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

test.each([
  [0, 'entry', 'entries', '0 entries'],
  [1, 'entry', 'entries', '1 entry'],
  [2, 'entry', 'entries', '2 entries'],
  [1, 'event', undefined, '1 event'],
  [12, 'event', undefined, '12 events'],
])('counted(%i, %s, %s) is "%s"', (n, singular, plural, expected) => {
  expect(counted(n, singular, plural)).toBe(expected);
});

test('an audit of a game with one shuffle (Coal n’ Write deals its Boom Town once) says "1 shuffle"', () => {
  const tape = mixedPlayout(rulebook.current('coal-n-write')!, 1, 1, 3);
  expect(tape.filter((e) => e.type === 'DeckShuffled')).toHaveLength(1);
  const report = auditTape(rulebook, tape);
  expect(report.checks).toContainEqual(
    expect.objectContaining({ name: 'shuffles', detail: expect.stringMatching(/^1 shuffle /) }),
  );
});
