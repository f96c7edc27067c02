import type { LiveMessage } from '../service/live-message.js';
import { memoSlot } from '../service/memo-slot.js';

/**
 * A live update as a WebSocket text frame on both runtimes, the SSE message's three parts in one
 * JSON object: `{"event":"update","id":"12","data":GameUpdate}`. `json` is the update already
 * serialized (a `LiveMessage`'s, shared by every viewer of its seat), so it is never parsed and
 * serialized again. Runtime-neutral.
 */
export const updateFrame = (version: number, json: string): string =>
  `{"event":"update","id":"${version}","data":${json}}`;

const frames = memoSlot<LiveMessage, string>('WebSocket frame');

/** `updateFrame` of a live message, built once however many sockets of its seat send it. */
export function frameOf(message: LiveMessage): string {
  return frames.get(message) ?? frames.set(message, updateFrame(message.update.version, message.json));
}
