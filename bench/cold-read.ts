import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonClient } from './http-client.js';
import { startBenchServer } from './server.js';
import { fmt, verdict } from './stats.js';

const SIX_BOTS = {
  rules: 'coal-n-write',
  players: Array.from({ length: 6 }, (_, i) => ({ name: `Bot ${i + 1}`, bot: 'default' })),
};

/**
 * A cold read: a long game (six bots play Coal n' Write to the end, about 1,850 events) read right
 * after the server restarts, against the same read warm and a second long game read cold on the
 * warm server (its tape not yet folded in this process). Three restarts; the median counts.
 * Target: the first read after a restart under 20 ms.
 */
export async function benchColdRead(restarts = 3): Promise<{ coldMs: number; warmMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'rolltape-cold-'));
  try {
    const ids: string[] = [];
    let events = 0;
    {
      const server = await startBenchServer({ dir });
      const call = jsonClient(server.url, 1);
      for (let i = 0; i < 2; i++) {
        const created = await call<{ game: { id: string; version: number; status: string } }>(
          'POST',
          '/v1/games',
          SIX_BOTS,
        );
        if (created.body.game.status !== 'over') throw new Error('the bots did not finish the game in one request');
        ids.push(created.body.game.id);
        events = created.body.game.version;
      }
      await call.close();
      await server.stop();
    }
    const cold: number[] = [];
    const warm: number[] = [];
    const otherGame: number[] = [];
    for (let round = 0; round < restarts; round++) {
      const server = await startBenchServer({ dir });
      const call = jsonClient(server.url, 1);
      const time = async (id: string) => {
        const t0 = performance.now();
        const answer = await call('GET', `/v1/games/${id}`);
        if (answer.status !== 200) throw new Error(`GET answered ${answer.status}`);
        return performance.now() - t0;
      };
      cold.push(await time(ids[0]!));
      warm.push(await time(ids[0]!));
      otherGame.push(await time(ids[1]!));
      await call.close();
      await server.stop();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const coldMs = median(cold);
    const warmMs = median(warm);
    console.log(
      `cold read: a 6-bot Coal n' Write game of ${fmt(events)} events, ${restarts} restarts (median; each run ${cold.map((x) => fmt(x, 1)).join(', ')} ms)`,
    );
    console.log(
      `cold read: first read after a restart ${fmt(coldMs, 1)} ms; the same read again ${fmt(warmMs, 1)} ms; another long game first read on the warm server ${fmt(median(otherGame), 1)} ms (target first read < 20 ms: ${verdict(coldMs < 20)})`,
    );
    return { coldMs, warmMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
