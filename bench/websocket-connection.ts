import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** RFC 6455 §1.3: the server's `Sec-WebSocket-Accept` is the SHA-1 of the client's key and this. */
const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const HEAD_END = Buffer.from('\r\n\r\n');
const TEXT = 0x1;
const CLOSE = 0x8;
const PING = 0x9;
const PONG = 0xa;

/**
 * One WebSocket for the bench's load generator, as `HttpConnection` is one HTTP connection: a client
 * handshake, text frames out (masked, as RFC 6455 §5.3 requires of a client, with keys from a pool of
 * random bytes) and whole text frames in (what the server sends), pings answered, anything else
 * (fragments, binary frames) refused. The `ws` package's client cost about as much CPU a move as the
 * server's whole request thread spends on node's side of it; what the load generator spends is CPU the
 * server does not get on these 2 cores (docs/development.md, "The bench's client").
 */
export class WebSocketConnection {
  private buffered: Buffer | undefined;
  private masks = Buffer.alloc(0);
  private maskAt = 0;
  private closed = false;

  private constructor(
    private readonly socket: Socket,
    private readonly onText: (text: string) => void,
    private readonly onClose: () => void,
  ) {
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('close', () => this.end());
    socket.on('error', () => this.end());
  }

  /** Opens `url` (`ws://host:port/path`) with the handshake's extra `headers`; resolves once the server accepted. */
  static open(
    url: string,
    headers: Record<string, string>,
    onText: (text: string) => void,
    onClose: () => void,
  ): Promise<WebSocketConnection> {
    const { hostname, port, pathname, search } = new URL(url);
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + ACCEPT_GUID)
      .digest('base64');
    let request =
      `GET ${pathname}${search} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nupgrade: websocket\r\nconnection: Upgrade\r\n` +
      `sec-websocket-key: ${key}\r\nsec-websocket-version: 13\r\n`;
    for (const name in headers) request += `${name}: ${headers[name]}\r\n`;
    return new Promise((opened, failed) => {
      const socket = connect({ host: hostname, port: Number(port), noDelay: true });
      let head = Buffer.alloc(0);
      const onHandshake = (chunk: Buffer): void => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf(HEAD_END);
        if (end < 0) return;
        socket.off('data', onHandshake);
        const lines = head.toString('latin1', 0, end).split('\r\n');
        const acceptLine = lines.find((line) => line.toLowerCase().startsWith('sec-websocket-accept:'));
        if (!/^HTTP\/1\.1 101 /.test(lines[0]!) || acceptLine?.slice(acceptLine.indexOf(':') + 1).trim() !== accept) {
          socket.destroy();
          return failed(new Error(`the WebSocket handshake was refused: ${lines[0]}`));
        }
        const connection = new WebSocketConnection(socket, onText, onClose);
        opened(connection);
        const rest = head.subarray(end + HEAD_END.length);
        if (rest.length > 0) connection.read(rest);
      };
      socket.on('data', onHandshake);
      socket.once('error', failed);
      socket.write(`${request}\r\n`);
    });
  }

  /** Sends `text` as one masked text frame. */
  send(text: string): void {
    this.write(TEXT, Buffer.from(text));
  }

  /** Hangs up without a closing handshake (as `ws`'s `terminate`). */
  terminate(): void {
    this.socket.destroy();
  }

  private write(opcode: number, payload: Buffer): void {
    const length = payload.length;
    const lengthBytes = length < 126 ? 0 : length < 65536 ? 2 : 8;
    const frame = Buffer.allocUnsafe(2 + lengthBytes + 4 + length);
    frame[0] = 0x80 | opcode;
    if (lengthBytes === 0) frame[1] = 0x80 | length;
    else if (lengthBytes === 2) {
      frame[1] = 0x80 | 126;
      frame.writeUInt16BE(length, 2);
    } else {
      frame[1] = 0x80 | 127;
      frame.writeBigUInt64BE(BigInt(length), 2);
    }
    const maskAt = 2 + lengthBytes;
    this.mask().copy(frame, maskAt);
    for (let i = 0; i < length; i++) frame[maskAt + 4 + i] = payload[i]! ^ frame[maskAt + (i & 3)]!;
    this.socket.write(frame);
  }

  /** The next four random bytes of the pool (drawn 8 KiB at a time: a draw per frame would cost a system call). */
  private mask(): Buffer {
    if (this.maskAt + 4 > this.masks.length) {
      this.masks = randomFillSync(Buffer.allocUnsafe(8192));
      this.maskAt = 0;
    }
    this.maskAt += 4;
    return this.masks.subarray(this.maskAt - 4, this.maskAt);
  }

  private read(chunk: Buffer): void {
    let bytes = this.buffered === undefined ? chunk : Buffer.concat([this.buffered, chunk]);
    this.buffered = undefined;
    while (bytes.length >= 2) {
      const fin = (bytes[0]! & 0x80) !== 0;
      const opcode = bytes[0]! & 0x0f;
      const short = bytes[1]! & 0x7f;
      const lengthBytes = short === 126 ? 2 : short === 127 ? 8 : 0;
      if ((bytes[1]! & 0x80) !== 0) return this.refuse('the server masked a frame');
      if (bytes.length < 2 + lengthBytes) break;
      const length =
        lengthBytes === 0 ? short : lengthBytes === 2 ? bytes.readUInt16BE(2) : Number(bytes.readBigUInt64BE(2));
      const start = 2 + lengthBytes;
      if (bytes.length < start + length) break;
      const payload = bytes.subarray(start, start + length);
      bytes = bytes.subarray(start + length);
      if (!fin || (opcode !== TEXT && opcode < CLOSE))
        return this.refuse(`a frame this client does not read (${opcode})`);
      if (opcode === TEXT) this.onText(payload.toString('utf8'));
      else if (opcode === PING) this.write(PONG, payload);
      else if (opcode === CLOSE) return this.terminate();
    }
    if (bytes.length > 0) this.buffered = bytes;
  }

  private refuse(why: string): void {
    console.error(`bench WebSocket client: ${why}; hanging up`);
    this.terminate();
  }

  private end(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
  }
}
