/**
 * Bots' moves visible as they happen. A move answered with the bots' replies, or a stream update
 * carrying several moves, jumps the game by several versions at once; the page then draws the
 * board at each version in between, in turn, at a steady pace, before the newest one.
 *
 * Each in-between picture is the server's time travel (`stateAt`, as this seat sees it). Folding
 * the events here would spare those requests, but the events a seat receives are redacted (hidden
 * hands, shuffle orders), so only the server can draw an honest view of a version in between; the
 * requests are small, one per version, fetched one frame ahead so the pace stays steady.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Game, TapeEntry } from '../client/index.js';
import { client } from './client.js';

/** How long each version in between stays on the board. */
export const FRAME_MS = 450;
/** A bigger jump (a reconnection after a long time, a whole game of bots) goes straight to the newest version. */
export const MAX_FRAMES = 80;

export interface Playback {
  /** The game as the board draws it now: the newest version, or one in between while playing. */
  readonly shown: Game | null;
  /** The newest version is not drawn yet (moves wait until it is). */
  readonly playing: boolean;
  /** Draws the newest version now. */
  skip(): void;
}

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether the versions in (from, to] hold a move this page did not make: a bot's, or another person's. */
function someoneElseMoved(log: readonly TapeEntry[], from: number, to: number, you: number | null): boolean {
  return log.some((e) => e.seq > from && e.seq <= to && e.type === 'MoveMade' && e.actor !== you);
}

/**
 * Follows `latest`, the newest game the page knows, drawing the versions in between when someone
 * else's moves arrive several at once. People who ask for reduced motion get the newest version at
 * once (the event list still names every move). A new `token` (another seat) starts afresh.
 */
export function usePlayback(
  id: string,
  token: string | null,
  latest: Game | null,
  log: readonly TapeEntry[],
): Playback {
  const [shown, setShown] = useState<Game | null>(null);
  const [playing, setPlaying] = useState(false);
  const target = useRef<Game | null>(null);
  const drawn = useRef<Game | null>(null);
  const run = useRef<AbortController | null>(null);
  target.current = latest;

  const show = (g: Game) => {
    drawn.current = g;
    setShown(g);
  };
  const stop = () => {
    run.current?.abort();
    run.current = null;
    setPlaying(false);
  };

  useEffect(() => {
    stop();
    drawn.current = null;
    setShown(null);
    return stop;
  }, [id, token]);

  useEffect(() => {
    if (latest === null || run.current !== null) return; // a running playback goes on to the newest version itself
    const from = drawn.current;
    const jump = from === null ? 0 : latest.version - from.version;
    if (
      from === null ||
      jump < 2 ||
      jump > MAX_FRAMES ||
      reducedMotion() ||
      !someoneElseMoved(log, from.version, latest.version, latest.you)
    )
      return show(latest);
    const controller = new AbortController();
    run.current = controller;
    setPlaying(true);
    void playFrom(from.version + 1, controller.signal).finally(() => {
      if (run.current !== controller) return;
      run.current = null;
      setPlaying(false);
      if (target.current !== null) show(target.current);
    });
  }, [latest, id, token]);

  const playFrom = async (first: number, signal: AbortSignal) => {
    const frame = (v: number) => client.stateAt(id, v, token);
    let next = frame(first);
    for (let v = first; !signal.aborted && target.current !== null && v < target.current.version; v++) {
      const wanted = next;
      const paced = sleep(FRAME_MS);
      if (v + 1 < target.current.version) next = frame(v + 1);
      next.catch(() => undefined);
      let game: Game;
      try {
        game = await wanted;
      } catch {
        return; // a version in between cannot be fetched: draw the newest one
      }
      if (signal.aborted) return;
      show(game);
      await paced;
    }
  };

  return {
    shown,
    playing,
    skip: () => {
      stop();
      if (target.current !== null) show(target.current);
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
