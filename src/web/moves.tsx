import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { confirmationFor } from './confirm-move.js';

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

/**
 * A move that ends the game (confirm-move.ts) asks first, in place of its button: the question, then
 * "yes" (focused, so Enter answers it) and "no" (Escape too), which puts the focus back on the move.
 */
export function MoveList(props: {
  rules: string;
  moves: readonly unknown[];
  onMove: (move: unknown) => void;
  busy: boolean;
}) {
  // The move asked about, by its body: a fresh copy of the same moves (a live update) keeps the question.
  const [asking, setAsking] = useState<string | null>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const back = useRef<string | null>(null);
  const keys = props.moves.map((m) => JSON.stringify(moveBody(m)));
  // Focus moves as the question opens or closes, before the browser paints: nothing else takes it between.
  useLayoutEffect(() => {
    if (asking !== null) yes.current?.focus();
    else if (back.current !== null) {
      const key = back.current;
      back.current = null;
      [...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])]
        .find((b) => b.dataset.move === key)
        ?.focus();
    }
  }, [asking]);
  // The game went on without that move: the question goes with it.
  if (asking !== null && !keys.includes(asking)) setAsking(null);
  if (props.moves.length === 0) return <p class="muted">No move for you now.</p>;
  const cancel = (key: string) => {
    back.current = key;
    setAsking(null);
  };
  return (
    <div class="moves" role="list" aria-label="legal moves" ref={list}>
      {props.moves.map((m, i) => {
        const ask = confirmationFor(props.rules, m);
        const key = keys[i]!;
        if (ask !== undefined && asking === key)
          return (
            <div role="listitem">
              <div
                class="confirm"
                role="group"
                aria-label={moveLabel(m)}
                onKeyDown={(e) => {
                  if (e.key !== 'Escape') return;
                  e.preventDefault();
                  cancel(key);
                }}
              >
                <p>{ask.question}</p>
                <button
                  type="button"
                  ref={yes}
                  disabled={props.busy}
                  onClick={() => {
                    setAsking(null);
                    props.onMove(m);
                  }}
                >
                  {ask.yes}
                </button>{' '}
                <button type="button" onClick={() => cancel(key)}>
                  {ask.no}
                </button>
              </div>
            </div>
          );
        return (
          <div role="listitem">
            <button
              type="button"
              disabled={props.busy}
              onClick={() => (ask === undefined ? props.onMove(m) : setAsking(key))}
              data-move={key}
            >
              {moveLabel(m)}
            </button>
          </div>
        );
      })}
    </div>
  );
}
