import { connect, type Socket } from 'node:net';

/** An answer as read off the wire: its status and its body's bytes as text. */
export interface RawAnswer {
  readonly status: number;
  readonly text: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection for the bench's load generator, one request at a time. It reads
 * answers that declare a `Content-Length` (every Rolltape answer does) and refuses any other; it
 * connects on first use and again after the server closed it. Only what a load generator needs:
 * the benches' client shares the 2 cores with the server, so what it costs per request is CPU the
 * server does not get (docs/development.md, "The bench's client").
 */
export class HttpConnection {
  private socket: Socket | undefined;
  private buffered: Buffer | undefined;
  /** The answer's whole length once its head has been read (head and body), else -1. */
  private expected = -1;
  private bodyStart = 0;
  private status = 0;
  private closeAfter = false;
  private waiting: { readonly done: (answer: RawAnswer) => void; readonly failed: (error: Error) => void } | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Sends `request` (a whole HTTP/1.1 request) and resolves with its answer. */
  send(request: string): Promise<RawAnswer> {
    if (this.waiting !== undefined)
      return Promise.reject(new Error('a request is already in flight on this connection'));
    return new Promise((done, failed) => {
      this.waiting = { done, failed };
      (this.socket ?? this.open()).write(request);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    // A socket this connection has let go of (closed, or replaced since) says nothing more.
    socket.on('data', (chunk: Buffer) => this.socket === socket && this.read(chunk));
    socket.on('error', (error) => this.socket === socket && this.fail(error));
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.fail(new Error('the server closed the connection before answering'));
    });
    this.socket = socket;
    return socket;
  }

  private read(chunk: Buffer): void {
    const bytes = this.buffered === undefined ? chunk : Buffer.concat([this.buffered, chunk]);
    if (this.expected < 0) {
      const head = this.readHead(bytes);
      if (head === 'refused') return;
      if (head === 'incomplete') {
        this.buffered = bytes;
        return;
      }
    }
    if (bytes.length < this.expected) {
      this.buffered = bytes;
      return;
    }
    const answer = { status: this.status, text: bytes.toString('utf8', this.bodyStart, this.expected) };
    this.buffered = undefined;
    this.expected = -1;
    if (this.closeAfter) this.close();
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.done(answer);
  }

  /** Reads the answer's head from `bytes`; a head this client cannot read fails the request. */
  private readHead(bytes: Buffer): 'read' | 'incomplete' | 'refused' {
    const end = bytes.indexOf(HEAD_END);
    if (end < 0) return 'incomplete';
    const lines = bytes.toString('latin1', 0, end).split('\r\n');
    this.status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0]!)?.[1] ?? Number.NaN);
    let length = -1;
    this.closeAfter = false;
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') length = Number(value);
      else if (name === 'connection' && value.toLowerCase() === 'close') this.closeAfter = true;
    }
    if (Number.isNaN(this.status) || !Number.isSafeInteger(length) || length < 0) {
      this.fail(new Error(`the bench's client reads answers with a Content-Length only; got: ${lines.join(' | ')}`));
      this.close();
      return 'refused';
    }
    this.bodyStart = end + HEAD_END.length;
    this.expected = this.bodyStart + length;
    return 'read';
  }

  private fail(error: Error): void {
    this.buffered = undefined;
    this.expected = -1;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.failed(error);
  }
}
