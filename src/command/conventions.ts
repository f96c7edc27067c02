/**
 * What every command line of ours does the same way (POSIX/GNU habits): `--help`/`-h` prints the
 * usage to stdout and exits 0; `--version`/`-V` prints the version and exits 0; a usage mistake is
 * named on stderr with a pointer to `--help` and exits 2; any other failure prints its message and
 * exits 1 (an `ExitStatus` with its own code).
 */

/** A mistake in how the command was called (exit 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * An outcome that is not a failure nor a success, with an exit code of its own (above 2), so a script
 * can tell it from both: `rolltape replay`'s "not yet" (3). Its message is printed as a failure's is.
 */
export class ExitStatus extends Error {
  override readonly name = 'ExitStatus';
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export interface CommandSpec {
  /** The command's name as typed, e.g. `rolltape-audit`. */
  readonly name: string;
  readonly version: string;
  readonly usage: string;
  /** Runs the command with the arguments left after the conventions; answers the exit code. */
  readonly run: (args: readonly string[]) => Promise<number> | number;
}

export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const processIo: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

/** Applies the conventions around `spec.run`; answers the exit code (the caller exits with it). */
export async function runCommand(spec: CommandSpec, argv: readonly string[], io: Io = processIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    io.out(spec.usage);
    return 0;
  }
  if (argv[0] === '--version' || argv[0] === '-V' || argv[0] === 'version') {
    io.out(`${spec.name} ${spec.version}\n`);
    return 0;
  }
  try {
    return await spec.run(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${spec.name}: ${error.message}\nRun '${spec.name} --help' for usage.\n`);
      return 2;
    }
    io.err(`${spec.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return error instanceof ExitStatus ? error.code : 1;
  }
}

/** Exits the process with the command's code once it is known. */
export function main(spec: CommandSpec): void {
  runCommand(spec, process.argv.slice(2)).then((code) => process.exit(code));
}

/** A command's one operand and its `--name value` options. */
export interface OperandAndOptions {
  readonly operand: string;
  readonly options: ReadonlyMap<string, string>;
}

/**
 * One operand (a file, or `-` for standard input) and `--name value` options in any order, as GNU
 * tools take them: `audit --keys keys.json game.json` and `audit game.json --keys keys.json` alike.
 * An unknown, repeated or valueless option, a second operand or none is a usage mistake, so a typo
 * is never ignored. `missing` names the operand for the message ("the export file").
 */
export function operandAndOptions(
  args: readonly string[],
  known: readonly string[],
  missing: string,
): OperandAndOptions {
  const options = new Map<string, string>();
  let operand: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-' || !arg.startsWith('-')) {
      if (operand !== undefined) throw new UsageError(`unexpected argument ${arg}`);
      operand = arg;
      continue;
    }
    const name = arg.replace(/^--/, '');
    if (!arg.startsWith('--') || !known.includes(name)) throw new UsageError(`unknown option ${arg}`);
    if (options.has(name)) throw new UsageError(`${arg} given twice`);
    const value = args[i + 1];
    if (value === undefined) throw new UsageError(`${arg} needs a value`);
    options.set(name, value);
    i++;
  }
  if (operand === undefined) throw new UsageError(`missing ${missing}`);
  return { operand, options };
}
