/**
 * The legal moves as labelled buttons: the server's `label` when it gives one, else a readable line
 * made from the move's fields. Moves the board can take by clicking are also here (keyboard users,
 * and the variants a click does not choose).
 */
export function moveLabel(move: unknown): string {
  if (typeof move !== 'object' || move === null) return String(move);
  const { label, type, ...rest } = move as Record<string, unknown>;
  if (typeof label === 'string' && label !== '') return label;
  const parts = Object.entries(rest).map(
    ([k, v]) =>
      `${k} ${Array.isArray(v) ? v.map((x) => (Array.isArray(x) ? `(${x.join(',')})` : String(x))).join(' ') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
  );
  return [String(type ?? 'move'), ...parts].join(' · ');
}

/** The move as sent: without the display-only `label`. */
export function moveBody(move: unknown): unknown {
  if (typeof move !== 'object' || move === null || !('label' in move)) return move;
  const { label: _label, ...rest } = move as Record<string, unknown>;
  return rest;
}

export function MoveList(props: { moves: readonly unknown[]; onMove: (move: unknown) => void; busy: boolean }) {
  if (props.moves.length === 0) return <p class="muted">No move for you now.</p>;
  return (
    <div class="moves" role="list" aria-label="legal moves">
      {props.moves.map((m) => (
        <div role="listitem">
          <button
            type="button"
            disabled={props.busy}
            onClick={() => props.onMove(m)}
            data-move={JSON.stringify(moveBody(m))}
          >
            {moveLabel(m)}
          </button>
        </div>
      ))}
    </div>
  );
}
