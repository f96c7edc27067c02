/**
 * The site's icon, drawn here rather than fetched: a die showing five, in the web client's ink, as a
 * 32×32 PNG inside an ICO file (the format `/favicon.ico` promises; every browser
 * reads a PNG entry). Built by `npm run build:web` into dist/web, which both runtimes serve.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 32;
/** Sub-pixel samples per side, so the die's rounded corners and pips have smooth edges. */
const SAMPLES = 4;
const INK: readonly [number, number, number] = [0x22, 0x22, 0x22];
const PIP: readonly [number, number, number] = [0xff, 0xff, 0xff];
const PIPS: readonly (readonly [number, number])[] = [
  [9, 9],
  [23, 9],
  [16, 16],
  [9, 23],
  [23, 23],
];

/** Inside the die (a square of side 30 with corners rounded by 6) at point (x, y). */
function inDie(x: number, y: number): boolean {
  const [lo, hi, r] = [1, 31, 6];
  const cx = Math.min(Math.max(x, lo + r), hi - r);
  const cy = Math.min(Math.max(y, lo + r), hi - r);
  return x >= lo && x <= hi && y >= lo && y <= hi && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const onPip = (x: number, y: number): boolean => PIPS.some(([px, py]) => (x - px) ** 2 + (y - py) ** 2 <= 3 * 3);

/** RGBA rows, each led by PNG's filter byte (0: none). */
function pixels(): Buffer {
  const row = SIZE * 4 + 1;
  const raw = Buffer.alloc(row * SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      let die = 0;
      let pip = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const [px, py] = [x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES];
          if (!inDie(px, py)) continue;
          die++;
          if (onPip(px, py)) pip++;
        }
      const samples = SAMPLES * SAMPLES;
      const at = y * row + 1 + x * 4;
      for (let c = 0; c < 3; c++)
        raw[at + c] = die === 0 ? 0 : Math.round((INK[c]! * (die - pip) + PIP[c]! * pip) / die);
      raw[at + 3] = Math.round((255 * die) / samples);
    }
  return raw;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function faviconPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels())),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file (reserved 0, type 1, one image) whose one entry is the PNG. */
export function faviconIco(): Buffer {
  const png = faviconPng();
  const dir = Buffer.alloc(6 + 16);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(1, 4);
  dir.writeUInt8(SIZE, 6);
  dir.writeUInt8(SIZE, 7);
  dir.writeUInt8(0, 8); // no palette
  dir.writeUInt8(0, 9);
  dir.writeUInt16LE(1, 10); // colour planes
  dir.writeUInt16LE(32, 12); // bits per pixel
  dir.writeUInt32LE(png.length, 14);
  dir.writeUInt32LE(dir.length, 18);
  return Buffer.concat([dir, png]);
}
