/** Reading Server-Sent Events from a streamed `Response` in tests (REST streams and GraphQL subscriptions alike). */

export interface SseMessage {
  readonly event: string | undefined;
  readonly id: string | undefined;
  readonly data: string;
}

/** Parses messages as they arrive; comment lines (`: heartbeat`) are counted, not returned. */
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  comments = 0;

  constructor(response: Response) {
    if (response.body === null) throw new Error(`no body (status ${response.status})`);
    this.reader = response.body.getReader();
  }

  /** The next message, or `undefined` when the stream ends; fails after `timeoutMs` without one. */
  async next(timeoutMs = 5_000): Promise<SseMessage | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const cut = this.buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = this.buffer.slice(0, cut);
        this.buffer = this.buffer.slice(cut + 2);
        const message = parse(block);
        if (message === undefined) this.comments++;
        else return message;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no SSE message within ${timeoutMs} ms (buffer: ${JSON.stringify(this.buffer.slice(0, 200))})`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), left)));
      const read = await Promise.race([this.reader.read(), timeout]);
      clearTimeout(timer);
      if (read === 'timeout') continue;
      if (read.done) return undefined;
      this.buffer += this.decoder.decode(read.value, { stream: true });
    }
  }

  /** Messages until one passes `until` (inclusive). */
  async until(until: (m: SseMessage) => boolean, timeoutMs = 5_000): Promise<SseMessage[]> {
    const out: SseMessage[] = [];
    for (;;) {
      const m = await this.next(timeoutMs);
      if (m === undefined) throw new Error('the stream ended first');
      out.push(m);
      if (until(m)) return out;
    }
  }

  /** Hangs up, as a client closing the connection does. */
  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }
}

function parse(block: string): SseMessage | undefined {
  let event: string | undefined;
  let id: string | undefined;
  const data: string[] = [];
  let fields = 0;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields++;
    if (name === 'event') event = value;
    else if (name === 'id') id = value;
    else if (name === 'data') data.push(value);
  }
  return fields === 0 ? undefined : { event, id, data: data.join('\n') };
}
