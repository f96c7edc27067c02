/**
 * The files whose mutation score may not fall under 90% (test/support/mutation-floor.ts checks each one):
 * the audit and replay core, and each game's redaction, validation and scoring.
 */
export const floorFiles = [
  'src/core/audit.ts',
  'src/core/export-audit.ts',
  'src/core/dice.ts',
  'src/core/replay.ts',
  'src/core/engine.ts',
  // redaction: which events a seat may see. The views themselves are held by the leak tests
  // (test/unit/games/*/leaks.test.ts), whole random games too slow to run once per mutant.
  'src/games/carbondale/redact.ts',
  // validation
  'src/games/aircargo/validate.ts',
  'src/games/carbondale/validate.ts',
  'src/games/carbondale/costs.ts',
  'src/games/circuit-racer/validate.ts',
  'src/games/circuit-racer/payment.ts',
  'src/games/coal-n-write/validate.ts',
  'src/games/goldmine-rumbles/validate.ts',
  // scoring
  'src/games/aircargo/score.ts',
  'src/games/carbondale/score.ts',
  'src/games/circuit-racer/pending.ts',
  'src/games/coal-n-write/delivery.ts',
  'src/games/goldmine-rumbles/scoring.ts',
];
