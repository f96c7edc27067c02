import { replay } from '../src/core/replay.js';
import { rulebook } from '../src/games/index.js';
import { circuitRacer } from '../src/games/circuit-racer/index.js';
import { mulberry32, randomTape } from '../src/core/playout.js';
import { PREVIOUS } from './previous.js';
import { fmt, verdict } from './stats.js';

/**
 * Replay throughput: random Circuit Racer tapes folded through the pure core (setup + evolve),
 * as every cold read, time-travel query and audit does. Targets: >= 4,000,000 events/s on one core (issue 20),
 * and no worse than the figure before (issue 33).
 */
export function benchReplay(): { eventsPerSecond: number } {
  const pick = mulberry32(42);
  const tapes = Array.from({ length: 200 }, (_, i) => randomTape(circuitRacer, `bench-${i}`, pick));
  const events = tapes.reduce((sum, t) => sum + t.length, 0);

  for (const tape of tapes) replay(rulebook, tape); // warm up the JIT
  let replayed = 0;
  const started = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < 2) {
    for (const tape of tapes) {
      const result = replay(rulebook, tape);
      if (!result.ok) throw new Error(result.error.message);
    }
    replayed += events;
    elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  }
  const eventsPerSecond = replayed / elapsed;
  console.log(
    `replay: ${tapes.length} random Circuit Racer games, ${fmt(events / tapes.length)} events each on average`,
  );
  console.log(
    `replay: ${fmt(eventsPerSecond)} events/s over ${fmt(elapsed, 1)} s (target >= 4,000,000: ${verdict(eventsPerSecond >= 4_000_000)}; ` +
      `no worse than before, ${fmt(PREVIOUS.replayEventsPerSecond.value)} (${PREVIOUS.replayEventsPerSecond.when}): ${verdict(eventsPerSecond >= PREVIOUS.replayEventsPerSecond.value)})`,
  );
  return { eventsPerSecond };
}
