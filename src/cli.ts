import { readFileSync } from 'node:fs';
import { printAudit } from './command/audit-report.js';
import { auditInputs } from './command/audit-inputs.js';
import { main, operandAndOptions, UsageError } from './command/conventions.js';
import { readExportFile } from './command/read-export.js';
import { auditExportFile, auditExportWithKeys, firstFailure } from './client/offline-audit.js';
import { tapeOf } from './core/export-audit.js';
import { replayChecked } from './core/replay.js';
import type { GameCreated } from './core/tape.js';
import { rulebook } from './games/index.js';

const USAGE = `Usage: rolltape <command> [arguments]

Commands:
  serve                                   serve the API (PORT, DATABASE_URL, DATABASE_AUTH_TOKEN, ROLLTAPE_SECRET, ...)
  audit <export.json|-> [--keys keys.json] [--commitment HEX] [--chain chain.json]
                                          check an exported game offline: the file, the seed, every move and roll;
                                          --keys: the server's GET /.well-known/rolltape-keys.json, to check it signed
                                          this very file (without it the signature check is skipped);
                                          --commitment: the seedCommitment POST /v1/commitments gave you, checked too;
                                          --chain: a saved GET /v1/challenges/chain, whose head a challenge entry must reach
  replay <export.json|-> [--at N] [--seat S]
                                          print the view (of seat S; default: a spectator's) at version N (default: the end);
                                          a file the audit fails is refused, naming the check
  signing-key                             print a new export signing key set (for ROLLTAPE_SIGNING_KEYS)

Options:
  -h, --help                              this help
  -V, --version                           the version

Exit status: 0 success; 1 failure (audit: a check failed; or a file cannot be read); 2 wrong usage.
`;

function wholeNumber(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`${what} must be a whole number, not ${text}`);
  return Number(text);
}

async function run(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'serve': {
      const { serveFromEnv } = await import('./server.js');
      await serveFromEnv((url) => `Rolltape listening on ${url}`);
      return new Promise(() => {});
    }
    case 'audit': {
      const { exported, against } = auditInputs(args, 'audit: missing the export file');
      const report = await auditExportWithKeys(exported, against);
      return printAudit(report, (line) => console.log(line));
    }
    case 'replay': {
      const { operand: file, options } = operandAndOptions(args, ['at', 'seat'], 'replay: missing the export file');
      const exported = readExportFile(file);
      if (exported.events.some((e) => e.redacted))
        throw new Error(`${file}: some events are redacted; export the game once it is over to replay it`);
      // A view folded from a tape the audit refuses would show a game that never happened.
      const failed = firstFailure(auditExportFile(exported));
      if (failed !== undefined)
        throw new Error(
          `${file}: the ${failed.name} check fails${failed.seq === undefined ? '' : ` at event ${failed.seq}`}: ${failed.detail} (rolltape audit ${file} prints every check)`,
        );
      const tape = tapeOf(exported);
      const at = wholeNumber(options.get('at'), '--at') ?? tape.length;
      const seat = wholeNumber(options.get('seat'), '--seat') ?? null;
      if (at < 1 || at > tape.length) throw new Error(`--at: this game has versions 1 to ${tape.length}`);
      const rebuilt = replayChecked(rulebook, tape, at);
      if (!rebuilt.ok) throw new Error(rebuilt.error.message);
      const { game, state, version } = rebuilt.value;
      const players = (tape[0] as GameCreated).players.length;
      if (seat !== null && (seat < 1 || seat > players))
        throw new Error(`--seat: this game has ${players === 1 ? 'one seat, 1' : `seats 1 to ${players}`}`);
      console.log(
        JSON.stringify({ version, seat, pending: game.pending(state), view: game.view(state, seat) }, null, 2),
      );
      return 0;
    }
    case 'signing-key': {
      if (args.length > 0) throw new UsageError(`signing-key: unexpected argument ${args[0]}`);
      const { newSigningKeys } = await import('./provenance/export-signer.js');
      process.stdout.write(await newSigningKeys(new Date()));
      return 0;
    }
    case undefined:
      throw new UsageError('missing a command (serve, audit, replay or signing-key)');
    default:
      throw new UsageError(`unknown command '${command}' (commands: serve, audit, replay, signing-key)`);
  }
}

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

main({ name: 'rolltape', version, usage: USAGE, run });
