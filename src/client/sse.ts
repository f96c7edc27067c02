/** Server-Sent Events read from a fetch body, for runtimes without EventSource (node 20, Workers). */

export interface SseMessage {
  readonly event: string;
  readonly id: string | undefined;
  readonly data: string;
  readonly retry: number | undefined;
}

/** Yields each message of an event stream as it arrives (comments such as `: heartbeat` are skipped). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const message = parseBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (message !== undefined) yield message;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

function parseBlock(block: string): SseMessage | undefined {
  let event = 'message';
  let id: string | undefined;
  let retry: number | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'event') event = value;
    else if (name === 'id') id = value;
    else if (name === 'data') data.push(value);
    else if (name === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }
  return data.length === 0 && retry === undefined ? undefined : { event, id, data: data.join('\n'), retry };
}
