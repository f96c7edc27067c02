/**
 * The frame a board is drawn in. A laptop's board scaled down to a phone's width would draw its texts
 * at 4–5 px, so a phone's page draws the board in its phone layout (368 units wide) at its own size,
 * scaled down to a narrower frame (a 360 px phone's) as far as its texts stay readable
 * (board-overflow.ts); a board wider than its frame even then scrolls sideways inside it, and "Fit
 * whole board" scales it to the screen for an overview. The choice is the player's and is remembered
 * in this browser. The button is offered only where it changes something: a board that fits its
 * frame at a readable size (every phone layout on a 360 or 390 px phone) shows none, and on a wide
 * screen the board fits its column at a readable size and the button is hidden (style.css).
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
  const { tooWide, scrolls, leastWidth } = useBoardOverflow(frame);
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
      <div
        ref={frame}
        class="board-scroll"
        // How narrow style.css may scale the board on a phone's page before it scrolls instead.
        style={leastWidth === undefined ? undefined : { '--board-least-width': `${leastWidth}px` }}
        tabIndex={scrolls ? 0 : undefined}
        role="region"
        aria-label="Board"
      >
        {props.children}
      </div>
    </div>
  );
}
