/**
 * Whether a board, drawn at its own (readable) size, is wider than the frame it is drawn in, and
 * whether the frame scrolls sideways now. Every phone layout fits a 390 px phone (not a 360 px
 * one): offering "Fit whole board" there gave a button that changed nothing visible, and a
 * frame that does not scroll needs no tab stop of its own. Measured again after every render (a
 * new version can draw a board of another size), and whenever the frame or the board is resized (a
 * phone turned, a window resized, a fitted board scaled).
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface BoardOverflow {
  /** The board at its readable size is wider than the frame: fitting it to the frame changes something. */
  readonly tooWide: boolean;
  /** The frame scrolls sideways as drawn now (a readable board too wide for it, on a narrow screen). */
  readonly scrolls: boolean;
}

/**
 * The board's width at its own size: its SVG's `width` attribute (the width style.css draws it at
 * when not fitted) and the SVG's borders, or, for a board drawn as anything else, what the frame holds.
 */
function readableWidth(frame: HTMLElement): number {
  const svg = frame.querySelector('svg');
  if (svg === null) return frame.scrollWidth;
  const style = getComputedStyle(svg);
  return svg.width.baseVal.value + parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
}

export function useBoardOverflow(frame: RefObject<HTMLElement | null>): BoardOverflow {
  const [tooWide, setTooWide] = useState(false);
  const [scrolls, setScrolls] = useState(false);
  const measure = () => {
    const el = frame.current;
    if (el === null) return;
    // Half a pixel of slack: a board exactly as wide as its frame rounds either way.
    setTooWide(readableWidth(el) > el.clientWidth + 0.5);
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
  return { tooWide, scrolls };
}
