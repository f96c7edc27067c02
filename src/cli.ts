import { readFileSync } from 'node:fs';
import { auditTape } from './core/audit.js';
import { replay } from './core/replay.js';
import type { TapeEvent } from './core/tape.js';
import { rulebook } from './games/index.js';

const USAGE = `rolltape <command>

  serve                       serve the API (PORT, DATABASE_URL, DATABASE_AUTH_TOKEN, ROLLTAPE_SYNC)
  audit <export.json|->       replay an exported game offline and check every move, roll and the seed
  replay <export.json|-> [N]  print the public view of an exported game at version N (default: the end)
`;

/** An export (GET /v1/games/{id}/export) as tape events. */
function readTape(path: string): TapeEvent[] {
  const text = readFileSync(path === '-' ? 0 : path, 'utf8');
  const exported = JSON.parse(text) as { format?: string; events?: { type: string; data: Record<string, unknown>; redacted?: boolean }[] };
  if (exported.format !== 'rolltape.export/1' || !Array.isArray(exported.events)) throw new Error(`${path}: not a Rolltape export (format rolltape.export/1)`);
  if (exported.events.some((e) => e.redacted)) throw new Error(`${path}: some events are redacted; export the game once it is over to audit it in full`);
  return exported.events.map((e) => ({ type: e.type, ...e.data }) as TapeEvent);
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'serve': {
      const { startServer, serverOptionsFromEnv } = await import('./server.js');
      const server = await startServer(serverOptionsFromEnv());
      console.log(`Rolltape listening on ${server.url}`);
      return new Promise(() => {});
    }
    case 'audit': {
      if (args[0] === undefined) break;
      const report = auditTape(rulebook, readTape(args[0]));
      for (const check of report.checks) console.log(`${check.status.padEnd(4)}  ${check.name.padEnd(10)}  ${check.detail}${check.seq ? ` (event ${check.seq})` : ''}`);
      console.log(report.ok ? `ok: ${report.events} events audited${report.sandbox ? ' (sandbox game)' : ''}` : 'FAILED');
      return report.ok ? 0 : 1;
    }
    case 'replay': {
      if (args[0] === undefined) break;
      const tape = readTape(args[0]);
      const upTo = args[1] === undefined ? tape.length : Number(args[1]);
      const rebuilt = replay(rulebook, tape, upTo);
      if (!rebuilt.ok) throw new Error(rebuilt.error.message);
      const { game, state, version } = rebuilt.value;
      console.log(JSON.stringify({ version, pending: game.pending(state), view: game.view(state, null) }, null, 2));
      return 0;
    }
  }
  process.stderr.write(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
