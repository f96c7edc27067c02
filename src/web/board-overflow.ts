/**
 * How a board on a phone's page fits its frame. A phone board is 368 units wide, as wide as a
 * 390 px phone's frame; a 360 px phone's (the commonest Android width) is 340 px, so style.css scales
 * the board down to it through its viewBox, but never below READABLE_SCALE of its own size, where
 * its smallest texts would fall under 9 px. Only a board wider than its frame even then (a phone
 * narrower still) scrolls sideways in it and offers "Fit whole board"; offering it where the board
 * already fits gave a button that changed nothing visible, and a frame that does not scroll needs
 * no tab stop of its own. Measured again after every render (a new version can draw a board of
 * another size), and whenever the frame or the board is resized (a phone turned, a window resized,
 * a fitted board scaled).
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/**
 * The least a board is scaled to fit its frame and still be read: every phone board draws its texts
 * at 10 units or more, so at 90% they stay at 9 px (test/browser/board-zoom.test.ts measures them).
 */
export const READABLE_SCALE = 0.9;

export interface BoardOverflow {
  /** Even scaled down as far as it stays readable, the board is wider than the frame: fitting it changes something. */
  readonly tooWide: boolean;
  /** The frame scrolls sideways as drawn now (a readable board too wide for it, on a narrow screen). */
  readonly scrolls: boolean;
  /** The narrowest the board is drawn when not fitted, in CSS px with its borders (style.css); undefined before it is measured. */
  readonly leastWidth: number | undefined;
}

/**
 * The narrowest the board can be drawn and stay readable: its SVG's `width` attribute (its own size)
 * scaled by READABLE_SCALE, and the SVG's borders, which do not scale; for a board drawn as
 * anything else, what the frame holds.
 */
function leastReadableWidth(frame: HTMLElement): number {
  const svg = frame.querySelector('svg');
  if (svg === null) return frame.scrollWidth;
  const style = getComputedStyle(svg);
  // Rounded up to a whole pixel: a board scaled to exactly 0.9 could measure a hair under 9 px.
  return (
    Math.ceil(svg.width.baseVal.value * READABLE_SCALE) +
    parseFloat(style.borderLeftWidth) +
    parseFloat(style.borderRightWidth)
  );
}

export function useBoardOverflow(frame: RefObject<HTMLElement | null>): BoardOverflow {
  const [tooWide, setTooWide] = useState(false);
  const [scrolls, setScrolls] = useState(false);
  const [leastWidth, setLeastWidth] = useState<number | undefined>(undefined);
  const measure = () => {
    const el = frame.current;
    if (el === null) return;
    const least = leastReadableWidth(el);
    setLeastWidth(least);
    // Half a pixel of slack: a board exactly as wide as its frame rounds either way.
    setTooWide(least > el.clientWidth + 0.5);
    setScrolls(el.scrollWidth > el.clientWidth);
  };
  const observer = useRef<ResizeObserver | null>(null);
  const watched = useRef<Element | null>(null);
  // A layout effect, declared first: the observer is there when the one below first looks for the board.
  useLayoutEffect(() => {
    if (typeof ResizeObserver !== 'function' || frame.current === null) return;
    const resized = new ResizeObserver(() => measure());
    resized.observe(frame.current);
    observer.current = resized;
    return () => {
      resized.disconnect();
      observer.current = null;
      watched.current = null;
    };
  }, []);
  useLayoutEffect(() => {
    measure();
    // The board's own box too: a board drawn anew in another size resizes it, not always the frame.
    const svg = frame.current?.querySelector('svg') ?? null;
    if (observer.current === null || svg === watched.current) return;
    if (watched.current !== null) observer.current.unobserve(watched.current);
    if (svg !== null) observer.current.observe(svg);
    watched.current = svg;
  });
  return { tooWide, scrolls, leastWidth };
}
