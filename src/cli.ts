import { readFileSync } from 'node:fs';
import { main, operandAndOptions, UsageError } from './command/conventions.js';

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
                                          a file the audit fails is refused, naming the check; a running game's
                                          export replays up to its first hidden event, and a later version is
                                          refused (exit 3), naming the event and the versions that replay
  signing-key                             print a new export signing key set (for ROLLTAPE_SIGNING_KEYS)

Options:
  -h, --help                              this help
  -V, --version                           the version

Exit status: 0 success; 1 failure (audit: a check failed; replay: the file fails its audit; or a file cannot
be read); 2 wrong usage (replay: also a version or seat the game does not have, naming those it has);
3 replay: not yet (the version asked for is hidden in this export of a running game; export it again once
the game is over).
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
      // The bundle (dist/cli.mjs, bin/rolltape.mjs having built what is stale) serves the server's build
      // beside it, as `npm start` does; run from its sources (tsx), the CLI serves the sources. Neither
      // is bundled into the CLI.
      const fromSource = import.meta.url.endsWith('.ts');
      if (!fromSource) process.setSourceMapsEnabled(true);
      const server = new URL(fromSource ? './server.ts' : './server.mjs', import.meta.url);
      const { serveUntilStopped } = (await import(server.href)) as typeof import('./server.js');
      await serveUntilStopped((url) => `Rolltape listening on ${url}`);
      return new Promise(() => {});
    }
    case 'audit': {
      // Each command loads its modules when it runs: the help, the version and a usage mistake answer
      // without loading the rules of every game.
      const { auditInputs } = await import('./command/audit-inputs.js');
      const { exported, against } = auditInputs(args, 'audit: missing the export file');
      const [{ auditExportWithKeys }, { printAudit }] = await Promise.all([
        import('./client/offline-audit.js'),
        import('./command/audit-report.js'),
      ]);
      const report = await auditExportWithKeys(exported, against);
      return printAudit(report, (line) => console.log(line));
    }
    case 'replay': {
      const { operand: file, options } = operandAndOptions(args, ['at', 'seat'], 'replay: missing the export file');
      const [{ readExportFile }, { replayExport }] = await Promise.all([
        import('./command/read-export.js'),
        import('./command/replay-export.js'),
      ]);
      const replayed = replayExport(readExportFile(file), {
        file,
        at: wholeNumber(options.get('at'), '--at'),
        seat: wholeNumber(options.get('seat'), '--seat') ?? null,
      });
      console.log(JSON.stringify(replayed, null, 2));
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
