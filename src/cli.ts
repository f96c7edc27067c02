import { readFileSync } from 'node:fs';
import type { AuditCheck } from './core/audit.js';
import { auditExport, parseExport, tapeOf, type ExportedGame } from './core/export-audit.js';
import { replay } from './core/replay.js';
import type { GameCreated } from './core/tape.js';
import { rulebook } from './games/index.js';

const USAGE = `rolltape <command>

  serve                                   serve the API (PORT, DATABASE_URL, DATABASE_AUTH_TOKEN, ROLLTAPE_SECRET, ...)
  audit <export.json|->                   check an exported game offline: the file, the seed, every move and roll
  replay <export.json|-> [--at N] [--seat S]
                                          print the view (of seat S; default: a spectator's) at version N (default: the end)
`;

function readExport(path: string): ExportedGame {
  const text = readFileSync(path === '-' ? 0 : path, 'utf8');
  const parsed = parseExport(JSON.parse(text));
  if (typeof parsed === 'string') throw new Error(`${path}: ${parsed}`);
  return parsed;
}

/** `--name value` flags after the file; unknown flags are refused so a typo is not ignored. */
function flags(args: readonly string[], known: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!.replace(/^--/, '');
    if (!args[i]!.startsWith('--') || !known.includes(name) || args[i + 1] === undefined) throw new UsageError(`unexpected argument ${args[i]}`);
    out.set(name, args[i + 1]!);
  }
  return out;
}

class UsageError extends Error {}

function wholeNumber(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`${what} must be a whole number, not ${text}`);
  return Number(text);
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'serve': {
      const { serveFromEnv } = await import('./server.js');
      await serveFromEnv((url) => `Rolltape listening on ${url}`);
      return new Promise(() => {});
    }
    case 'audit': {
      if (args[0] === undefined) break;
      const report = auditExport(rulebook, readExport(args[0]));
      for (const check of report.checks) console.log(`${check.status.padEnd(4)}  ${check.name.padEnd(10)}  ${check.detail}${check.seq ? ` (event ${check.seq})` : ''}`);
      const first = firstFailure(report.checks);
      console.log(first === undefined ? `ok: ${report.events} events audited${report.sandbox ? ' (sandbox game)' : ''}` : `FAILED at event ${first.seq ?? '?'}: ${first.detail}`);
      return first === undefined ? 0 : 1;
    }
    case 'replay': {
      if (args[0] === undefined) break;
      const exported = readExport(args[0]);
      if (exported.events.some((e) => e.redacted)) throw new Error(`${args[0]}: some events are redacted; export the game once it is over to replay it`);
      const options = flags(args.slice(1), ['at', 'seat']);
      const tape = tapeOf(exported);
      const at = wholeNumber(options.get('at'), '--at') ?? tape.length;
      const seat = wholeNumber(options.get('seat'), '--seat') ?? null;
      if (at < 1 || at > tape.length) throw new Error(`--at: this game has versions 1 to ${tape.length}`);
      const rebuilt = replay(rulebook, tape, at);
      if (!rebuilt.ok) throw new Error(rebuilt.error.message);
      const { game, state, version } = rebuilt.value;
      const players = (tape[0] as GameCreated).players.length;
      if (seat !== null && (seat < 1 || seat > players)) throw new Error(`--seat: this game has seats 1 to ${players}`);
      console.log(JSON.stringify({ version, seat, pending: game.pending(state), view: game.view(state, seat) }, null, 2));
      return 0;
    }
  }
  process.stderr.write(USAGE);
  return 2;
}

/** The failure that comes first on the tape (checks are listed by kind, not by event). */
function firstFailure(checks: readonly AuditCheck[]): AuditCheck | undefined {
  const failed = checks.filter((c) => c.status === 'fail');
  return failed.sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity))[0];
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof UsageError) process.stderr.write(USAGE);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
