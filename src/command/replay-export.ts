/**
 * `rolltape replay`: the view of an exported game at one version, folded from the file alone, for a
 * seat or a spectator. The file is audited first: a view folded from a tape the audit refuses would
 * show a game that never happened. A seat's export of a running game replays up to its first hidden
 * event; a later version is refused in the replay page's words, naming the versions that do replay,
 * with an exit status of its own (`NOT_YET`, 3), apart from a failure's (1).
 */
import { firstFailure } from '../client/audit-verdict.js';
import { auditExportFile } from '../client/offline-audit.js';
import type { ExportedGame } from '../core/export-audit.js';
import { tapeOf } from '../core/export-audit.js';
import { exportAgain, hiddenEventBy, undrawableVersion } from '../core/hidden-version.js';
import { replayChecked } from '../core/replay.js';
import type { GameCreated } from '../core/tape.js';
import { rulebook } from '../games/index.js';
import { ExitStatus, UsageError } from './conventions.js';

/**
 * `rolltape replay`'s exit status for a version this file cannot draw yet (a running game's export,
 * hidden from the reader from an event on): not a failure (1), since nothing is wrong with the file,
 * and not a view (0). Export the game again once it is over.
 */
const NOT_YET = 3;

export interface ReplayRequest {
  /** The file's name as given, for messages. */
  readonly file: string;
  /** The version to draw; `undefined`: the end. */
  readonly at: number | undefined;
  /** The seat whose view to print; `null`: a spectator's. */
  readonly seat: number | null;
}

/** What `rolltape replay` prints: the version, the seat, what the game waits for and the view. */
export interface ReplayedView {
  readonly version: number;
  readonly seat: number | null;
  readonly pending: unknown;
  readonly view: unknown;
}

/**
 * The view asked for; throws, saying why, when the file fails its audit or cannot draw it (an
 * `ExitStatus` of `NOT_YET` when the version is hidden in this export of a running game). A version or
 * seat the game does not have is a usage mistake (a `UsageError`, exit 2), naming the ones it has.
 */
export function replayExport(exported: ExportedGame, { file, at: asked, seat }: ReplayRequest): ReplayedView {
  const failed = firstFailure(auditExportFile(exported));
  if (failed !== undefined)
    throw new Error(
      `${file}: the ${failed.name} check fails${failed.seq === undefined ? '' : ` at event ${failed.seq}`}: ${failed.detail} (rolltape audit ${file} prints every check)`,
    );
  const tape = tapeOf(exported);
  const at = asked ?? tape.length;
  if (at < 1 || at > tape.length) throw new UsageError(`--at: this game has versions 1 to ${tape.length}`);
  const players = (tape[0] as GameCreated).players.length;
  if (seat !== null && (seat < 1 || seat > players))
    throw new UsageError(`--seat: this game has ${players === 1 ? 'one seat, 1' : `seats 1 to ${players}`}`);
  const undrawable = undrawableVersion(exported, at);
  if (undrawable !== undefined) throw new ExitStatus(`${file}: ${undrawable} ${whatReplays(exported, at)}`, NOT_YET);
  const rebuilt = replayChecked(rulebook, tape, at);
  if (!rebuilt.ok) throw new Error(rebuilt.error.message);
  const { game, state, version } = rebuilt.value;
  return { version, seat, pending: game.pending(state), view: game.view(state, seat) };
}

/** "Versions 1 to 4 replay from it (--at 4); export it again once it is over to replay the rest." */
function whatReplays(exported: ExportedGame, at: number): string {
  const last = hiddenEventBy(exported, at)! - 1;
  const drawable = last === 1 ? 'Version 1 replays' : `Versions 1 to ${last} replay`;
  return `${drawable} from it (--at ${last}); ${exportAgain(exported)} to replay the rest.`;
}
