// Test media made on the fly, so the repository carries no binary fixtures: images through sharp, MP4 and MOV
// files written box by box (a real ISO BMFF structure that MP4 parsers read; the samples are not decodable).
import zlib from "node:zlib";
import sharp from "sharp";

export async function makeJpeg(width = 640, height = 360): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function makePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 240, g: 80, b: 20, alpha: 1 } } })
    .png()
    .toBuffer();
}

export async function makeWebp(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .webp()
    .toBuffer();
}

export async function makeAnimatedWebp(width = 32, height = 24): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .png()
      .toBuffer();
  return sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
    .webp({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

export async function makeAnimatedGif(width = 32, height = 24): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .png()
      .toBuffer();
  return sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

export async function makeStaticGif(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#0f0" } })
    .gif()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An APNG: a PNG with an animation control chunk (acTL) after IHDR. */
export async function makeAnimatedPng(width = 32, height = 24): Promise<Buffer> {
  const png = await makePng(width, height);
  const ihdrEnd = 8 + 8 + 13 + 4;
  const control = Buffer.alloc(8);
  control.writeUInt32BE(2, 0); // frames
  control.writeUInt32BE(0, 4); // loop forever
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk("acTL", control), png.subarray(ihdrEnd)]);
}

/** A valid JPEG padded to exactly `total` bytes with comment segments (still decodable). */
export function padJpeg(jpeg: Buffer, total: number): Buffer {
  let missing = total - jpeg.length;
  if (missing < 0) throw new Error(`JPEG is already ${jpeg.length} bytes`);
  const segments: Buffer[] = [];
  while (missing > 0) {
    let size = Math.min(missing, 65_537);
    if (missing - size > 0 && missing - size < 4) size -= 4;
    if (size < 4) throw new Error("cannot pad by fewer than 4 bytes");
    const segment = Buffer.alloc(size, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    missing -= size;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

// ---- ISO base media (MP4 / MOV) ----

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return box(type, head, ...payload);
}

function u32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => buffer.writeUInt32BE(value >>> 0, i * 4));
  return buffer;
}

function u16(...values: number[]): Buffer {
  const buffer = Buffer.alloc(2 * values.length);
  values.forEach((value, i) => buffer.writeUInt16BE(value & 0xffff, i * 2));
  return buffer;
}

const IDENTITY = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);
const ROTATE_90 = u32(0, 0x00010000, 0, 0xffff0000, 0, 0, 0, 0, 0x40000000);

type VideoOptions = {
  width?: number;
  height?: number;
  durationSec?: number;
  /** "qt  " makes a QuickTime MOV */
  brand?: string;
  /** bytes of (meaningless) media data after the header */
  mediaBytes?: number;
  /** mdat before moov, as cameras write it */
  moovLast?: boolean;
  rotate90?: boolean;
  /** leave the video track out (an audio-only file) */
  noVideoTrack?: boolean;
  /** leave moov out entirely */
  noMoov?: boolean;
  /** the duration in timescale units (1000 a second) as written, e.g. 0xFFFFFFFF; overrides durationSec */
  rawDuration?: number;
  /** this many empty 8-byte `free` boxes inside moov, after the track */
  tinyMoovBoxes?: number;
};

/** `count` empty 8-byte `free` boxes end to end: the cheapest way to make a parser read a box. */
export function tinyBoxes(count: number): Buffer {
  const one = Buffer.from([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65]);
  const buffer = Buffer.alloc(count * 8);
  for (let offset = 0; offset < buffer.length; offset += 8) one.copy(buffer, offset);
  return buffer;
}

function videoTrack(width: number, height: number, duration: number, timescale: number, rotate90: boolean): Buffer {
  const tkhd = fullBox(
    "tkhd",
    0,
    3,
    u32(0, 0, 1, 0, duration, 0, 0),
    u16(0, 0, 0, 0),
    rotate90 ? ROTATE_90 : IDENTITY,
    u32(width << 16, height << 16),
  );
  const mdhd = fullBox("mdhd", 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0));
  const hdlr = fullBox("hdlr", 0, 0, u32(0), Buffer.from("vide", "latin1"), u32(0, 0, 0), Buffer.from("VideoHandler\0", "latin1"));
  const avcC = box("avcC", Buffer.from([1, 0x42, 0xc0, 0x1e, 0xff, 0xe0, 0x00]));
  const avc1 = box(
    "avc1",
    Buffer.alloc(6),
    u16(1, 0, 0),
    u32(0, 0, 0),
    u16(width, height),
    u32(0x00480000, 0x00480000, 0),
    u16(1),
    Buffer.alloc(32),
    u16(0x0018, 0xffff),
    avcC,
  );
  const stbl = box(
    "stbl",
    fullBox("stsd", 0, 0, u32(1), avc1),
    fullBox("stts", 0, 0, u32(1, 1, duration)),
    fullBox("stsc", 0, 0, u32(1, 1, 1, 1)),
    fullBox("stsz", 0, 0, u32(0, 1, 16)),
    fullBox("stco", 0, 0, u32(1, 0)),
  );
  const dinf = box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1)));
  const minf = box("minf", fullBox("vmhd", 0, 1, u16(0, 0, 0, 0)), dinf, stbl);
  return box("trak", tkhd, box("mdia", mdhd, hdlr, minf));
}

function soundTrack(duration: number, timescale: number): Buffer {
  const tkhd = fullBox("tkhd", 0, 3, u32(0, 0, 2, 0, duration, 0, 0), u16(0, 0, 0x0100, 0), IDENTITY, u32(0, 0));
  const mdhd = fullBox("mdhd", 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0));
  const hdlr = fullBox("hdlr", 0, 0, u32(0), Buffer.from("soun", "latin1"), u32(0, 0, 0), Buffer.from("SoundHandler\0", "latin1"));
  const mp4a = box("mp4a", Buffer.alloc(6), u16(1), u32(0, 0), u16(2, 16, 0, 0), u32(44_100 << 16));
  const stbl = box(
    "stbl",
    fullBox("stsd", 0, 0, u32(1), mp4a),
    fullBox("stts", 0, 0, u32(0)),
    fullBox("stsc", 0, 0, u32(0)),
    fullBox("stsz", 0, 0, u32(0, 0)),
    fullBox("stco", 0, 0, u32(0)),
  );
  const minf = box("minf", fullBox("smhd", 0, 0, u32(0)), box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1))), stbl);
  return box("trak", tkhd, box("mdia", mdhd, hdlr, minf));
}

/** The header boxes (ftyp, moov) of a video, and how many media bytes follow in its mdat. */
export function videoHeader(options: VideoOptions = {}) {
  const { width = 320, height = 240, durationSec = 2.5, brand = "isom", mediaBytes = 64, rotate90 = false } = options;
  const timescale = 1000;
  const duration = options.rawDuration ?? Math.round(durationSec * timescale);
  const compatible = brand === "qt  " ? ["qt  "] : ["isom", "iso2", "avc1", "mp41"];
  const ftyp = box("ftyp", Buffer.from(brand, "latin1"), u32(512), ...compatible.map((b) => Buffer.from(b, "latin1")));
  const mvhd = fullBox(
    "mvhd",
    0,
    0,
    u32(0, 0, timescale, duration, 0x00010000),
    u16(0x0100, 0),
    u32(0, 0),
    IDENTITY,
    Buffer.alloc(24),
    u32(3),
  );
  const trak = options.noVideoTrack ? soundTrack(duration, timescale) : videoTrack(width, height, duration, timescale, rotate90);
  const moov = options.noMoov ? Buffer.alloc(0) : box("moov", mvhd, trak, tinyBoxes(options.tinyMoovBoxes ?? 0));
  const mdatHeader = u32(8 + mediaBytes);
  return { ftyp, moov, mdatHeader: Buffer.concat([mdatHeader, Buffer.from("mdat", "latin1")]), mediaBytes };
}

/** A whole small video in memory. */
export function makeVideo(options: VideoOptions = {}): Buffer {
  const { ftyp, moov, mdatHeader, mediaBytes } = videoHeader(options);
  const mdat = Buffer.concat([mdatHeader, Buffer.alloc(mediaBytes, 0x11)]);
  return options.moovLast ? Buffer.concat([ftyp, mdat, moov]) : Buffer.concat([ftyp, moov, mdat]);
}

/** A video of exactly `total` bytes, streamed in chunks without holding it in memory. */
export async function* streamVideo(total: number, options: VideoOptions = {}, chunkSize = 256 * 1024): AsyncGenerator<Buffer> {
  const head = videoHeader({ ...options, mediaBytes: 0 });
  const mediaBytes = total - head.ftyp.length - head.moov.length - 8;
  const { ftyp, moov, mdatHeader } = videoHeader({ ...options, mediaBytes });
  yield Buffer.concat([ftyp, moov, mdatHeader]);
  const chunk = Buffer.alloc(chunkSize, 0x11);
  for (let left = mediaBytes; left > 0; left -= chunkSize) yield left >= chunkSize ? chunk : chunk.subarray(0, left);
}
