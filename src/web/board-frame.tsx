/**
 * The frame a board is drawn in. A board scaled down to a phone's width draws its texts at 4–5 px,
 * unreadable and too small to tap, so on a narrow screen the board is drawn at its own size and
 * scrolls sideways inside the frame; "Fit whole board" scales it to the screen for an overview.
 * The choice is the player's and is remembered in this browser. The button is offered only where it
 * changes something: a board whose readable size fits its frame (every phone layout on a 390 px
 * phone) shows none, and on a wide screen the board fits its column at a readable size and
 * the button is hidden (style.css).
 */
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { useBoardOverflow } from './board-overflow.js';

const KEY = 'rolltape.boardFit';

const storedFit = (): boolean => {
  try {
    return localStorage.getItem(KEY) === 'fit';
  } catch {
    return false; // storage refused (private mode, sandboxed frame): the readable default
  }
};

export function BoardFrame(props: { children: ComponentChildren; data?: Record<string, string | undefined> }) {
  const [fit, setFit] = useState(storedFit);
  const frame = useRef<HTMLDivElement>(null);
  const { tooWide, scrolls } = useBoardOverflow(frame);
  // A remembered "fit" holds only for a board too wide to read whole: a narrower one keeps its own size.
  const fitted = fit && tooWide;
  const toggle = () => {
    const next = !fit;
    setFit(next);
    try {
      if (next) localStorage.setItem(KEY, 'fit');
      else localStorage.removeItem(KEY);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  };
  return (
    <div class={fitted ? 'board-wrap fit' : 'board-wrap'} {...props.data}>
      {tooWide && (
        <button type="button" class="board-zoom" aria-pressed={fitted} onClick={toggle}>
          {fitted ? 'Readable size' : 'Fit whole board'}
        </button>
      )}
      {/* Focusable while it scrolls, so a keyboard can scroll it (arrow keys) when no piece on the board is a move. */}
      <div ref={frame} class="board-scroll" tabIndex={scrolls ? 0 : undefined} role="region" aria-label="Board">
        {props.children}
      </div>
    </div>
  );
}
