/**
 * The board of a dropped export at any version, computed here with the rules core (no server): the
 * tape replayed to that version and the spectator's view of it. Lives in the replay page's chunk.
 */
import type { GameExport } from '../client/index.js';
import { parseExport, tapeOf } from '../core/export-audit.js';
import { exportAgain, undrawableVersion } from '../core/hidden-version.js';
import { replayChecked } from '../core/replay.js';
import { rulebook } from '../games/index.js';

export function localViewAt(file: GameExport, version: number): unknown {
  const parsed = parseExport(file);
  if (typeof parsed === 'string') throw new Error(parsed);
  // A seat's export of a running game hides what the seat may not see (shuffle orders, others'
  // hands): the versions before the first hidden event replay, the later ones cannot here.
  const undrawable = undrawableVersion(parsed, version);
  if (undrawable !== undefined)
    throw new Error(`${undrawable} Open the game by its id to see its board, or ${exportAgain(parsed)}.`);
  const replayed = replayChecked(rulebook, tapeOf(parsed), version);
  if (!replayed.ok) throw new Error(replayed.error.message);
  return replayed.value.game.view(replayed.value.state, null);
}
