/**
 * The frame a board is drawn in. A board scaled down to a phone's width draws its texts at 4–5 px,
 * unreadable and too small to tap, so on a narrow screen the board is drawn at its own size and
 * scrolls sideways inside the frame; "Fit whole board" scales it to the screen for an overview.
 * The choice is the player's and is remembered in this browser. On a wide screen the board fits
 * its column at a readable size and the button is hidden (style.css).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

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
    <div class={fit ? 'board-wrap fit' : 'board-wrap'} {...props.data}>
      <button type="button" class="board-zoom" aria-pressed={fit} onClick={toggle}>
        {fit ? 'Readable size' : 'Fit whole board'}
      </button>
      {/* Focusable so a keyboard can scroll it (arrow keys) when no piece on the board is a move. */}
      <div class="board-scroll" tabIndex={0} role="region" aria-label="Board">
        {props.children}
      </div>
    </div>
  );
}
