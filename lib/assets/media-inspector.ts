// Decides what an uploaded file is from its bytes while it streams, without holding it in memory:
// the type from its magic numbers, then a walk of its container structure (PNG chunks, WebP RIFF header,
// GIF blocks, MP4/MOV boxes, the JPEG end marker) that finds animated images and incomplete files.
import { ACCEPTED_TYPES_TEXT, MEDIA, type MediaType } from "./media-types";
import { VIDEO_MAX_BOXES } from "./video-limits";

type RefusalReason = "UNSUPPORTED_MEDIA_TYPE" | "ANIMATED_IMAGE_NOT_ALLOWED";

export class MediaRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = "MediaRefusal";
  }
}

const unsupported = (message: string) => new MediaRefusal("UNSUPPORTED_MEDIA_TYPE", message);
const animated = (label: string) =>
  new MediaRefusal("ANIMATED_IMAGE_NOT_ALLOWED", `This ${label} image is animated. Only static images are accepted.`);

// What a parser asks of the feeder.
type Ask =
  | { peek: number } // the next n bytes, left unconsumed
  | { read: number; endOk?: boolean } // the next n bytes; endOk: the file may end cleanly here
  | { skip: number } // drop n bytes
  | { rest: true } // drop everything to the end; the parser resumes with the file's last bytes
  | { detected: MediaType };
type Parser = Generator<Ask, void, Buffer>;

const TAIL_BYTES = 16;
const MAX_FTYP_BYTES = 4096;

const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "mp71",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "f4v ",
  "XAVC",
]);
const NOT_VIDEO_BRANDS: Record<string, string> = {
  heic: "HEIC images",
  heix: "HEIC images",
  mif1: "HEIF images",
  msf1: "HEIF image sequences",
  avif: "AVIF images",
  avis: "AVIF image sequences",
  "M4A ": "M4A audio",
  "M4B ": "M4B audio",
  "M4P ": "M4P audio",
  crx: "camera raw files",
};
const QUICKTIME_FIRST_BOXES = new Set(["moov", "mdat", "wide", "free", "skip"]);

const ascii = (bytes: Buffer) => bytes.toString("latin1");
const isFourCC = (bytes: Buffer) => bytes.length === 4 && [...bytes].every((b) => b >= 0x20 && b <= 0x7e);

function* parseJpeg(): Parser {
  yield { detected: MEDIA.jpeg };
  const tail = yield { rest: true };
  let end = tail.length;
  while (end > 0 && tail[end - 1] === 0x00) end--; // some encoders pad after the end marker
  if (end < 2 || tail[end - 2] !== 0xff || tail[end - 1] !== 0xd9) {
    throw unsupported("The JPEG file is incomplete: it does not end with an end-of-image marker.");
  }
}

function* parsePng(): Parser {
  yield { detected: MEDIA.png };
  yield { skip: 8 };
  let first = true;
  let sawImageData = false;
  for (;;) {
    const header = yield { read: 8 };
    const length = header.readUInt32BE(0);
    const type = header.subarray(4, 8);
    if (!isFourCC(type) || length > 0x7fffffff) throw unsupported("The PNG file is damaged: a chunk header is invalid.");
    const name = ascii(type);
    if (first && name !== "IHDR") throw unsupported("The PNG file is damaged: it does not start with an IHDR chunk.");
    first = false;
    // An animation control chunk before the image data makes an APNG (whatever decoders show of it).
    if (name === "acTL" && !sawImageData) throw animated("PNG");
    if (name === "IDAT") sawImageData = true;
    yield { skip: length + 4 };
    if (name === "IEND") return;
  }
}

function* parseWebp(): Parser {
  yield { detected: MEDIA.webp };
  const riff = yield { read: 12 };
  const total = riff.readUInt32LE(4) + 8;
  const chunk = yield { read: 8 };
  const name = ascii(chunk.subarray(0, 4));
  let consumed = 20;
  if (name === "VP8X") {
    const extended = yield { read: 10 };
    consumed += 10;
    if (extended[0] & 0x02) throw animated("WebP");
  } else if (name !== "VP8 " && name !== "VP8L") {
    throw unsupported("The WebP file is damaged: its first chunk is not VP8, VP8L or VP8X.");
  }
  if (total < consumed) throw unsupported("The WebP file is damaged: its RIFF size is too small.");
  yield { skip: total - consumed };
}

function* skipSubBlocks(): Parser {
  for (;;) {
    const [size] = yield { read: 1 };
    if (size === 0) return;
    yield { skip: size };
  }
}

// GIF is not an accepted type; the walk only tells an animated GIF (refused as animated) from a static one.
function* parseGif(): Parser {
  yield { detected: MEDIA.gif };
  const screen = yield { read: 13 };
  if (screen[10] & 0x80) yield { skip: 3 * 2 ** ((screen[10] & 0x07) + 1) };
  let frames = 0;
  for (;;) {
    const [introducer] = yield { read: 1 };
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      yield { skip: 1 };
      yield* skipSubBlocks();
    } else if (introducer === 0x2c) {
      if (++frames > 1) throw animated("GIF");
      const descriptor = yield { read: 9 };
      if (descriptor[8] & 0x80) yield { skip: 3 * 2 ** ((descriptor[8] & 0x07) + 1) };
      yield { skip: 1 };
      yield* skipSubBlocks();
    } else {
      break;
    }
  }
  throw unsupported(`GIF files are not accepted. Upload ${ACCEPTED_TYPES_TEXT}.`);
}

function* walkBoxes(label: string): Parser {
  for (let boxes = 1; ; boxes++) {
    const header = yield { read: 8, endOk: true };
    if (boxes > VIDEO_MAX_BOXES) {
      throw unsupported(
        `The ${label} file holds more than ${VIDEO_MAX_BOXES.toLocaleString("en")} top-level boxes: it is not a playable video.`,
      );
    }
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (!isFourCC(header.subarray(4, 8))) throw unsupported(`The ${label} file is damaged: a box type is invalid.`);
    if (size === 0) {
      yield { rest: true }; // the last box runs to the end of the file
      return;
    }
    if (size === 1) {
      const large = (yield { read: 8 }).readBigUInt64BE(0);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw unsupported(`The ${label} file is damaged: a box is too large.`);
      size = Number(large);
      headerSize = 16;
    }
    if (size < headerSize) throw unsupported(`The ${label} file is damaged: a box size is invalid.`);
    yield { skip: size - headerSize };
  }
}

function* parseIsoMedia(head: Buffer): Parser {
  const type = ascii(head.subarray(4, 8));
  if (type !== "ftyp") {
    yield { detected: MEDIA.mov }; // QuickTime files written before ftyp existed
    yield* walkBoxes("MOV");
    return;
  }
  const size = head.readUInt32BE(0);
  if (size < 16 || size > MAX_FTYP_BYTES || size % 4 !== 0) throw unsupported("The file has an invalid MP4 file-type box.");
  const ftyp = yield { read: size };
  const major = ascii(ftyp.subarray(8, 12));
  const compatible = new Set<string>();
  for (let offset = 16; offset + 4 <= size; offset += 4) compatible.add(ascii(ftyp.subarray(offset, offset + 4)));
  const other = NOT_VIDEO_BRANDS[major] ?? NOT_VIDEO_BRANDS[major.trim()];
  let media: MediaType;
  if (other) throw unsupported(`${other} are not accepted. Upload ${ACCEPTED_TYPES_TEXT}.`);
  if (major === "qt  ") media = MEDIA.mov;
  else if (MP4_BRANDS.has(major) || [...compatible].some((brand) => MP4_BRANDS.has(brand))) media = MEDIA.mp4;
  else if (compatible.has("qt  ")) media = MEDIA.mov;
  else throw unsupported(`This ISO media file (brand ${JSON.stringify(major)}) is not an MP4 or MOV video.`);
  yield { detected: media };
  yield* walkBoxes(media.label);
}

function* inspect(): Parser {
  const head = yield { peek: 12 };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return yield* parseJpeg();
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return yield* parsePng();
  if (ascii(head.subarray(0, 4)) === "RIFF" && ascii(head.subarray(8, 12)) === "WEBP") return yield* parseWebp();
  if (/^GIF8[79]a$/.test(ascii(head.subarray(0, 6)))) return yield* parseGif();
  const box = ascii(head.subarray(4, 8));
  if (box === "ftyp" || (QUICKTIME_FIRST_BOXES.has(box) && head.readUInt32BE(0) >= 8)) return yield* parseIsoMedia(head);
  throw unsupported(`This file is not ${ACCEPTED_TYPES_TEXT} (its content was checked, not its name).`);
}

/** Feed it the file's chunks in order; `end()` answers the media type or throws a MediaRefusal. */
export class MediaInspector {
  private readonly parser = inspect();
  private ask: Exclude<Ask, { detected: MediaType }> | null = null;
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private tail = Buffer.alloc(0);
  private done = false;
  detected: MediaType | null = null;
  bytes = 0;

  constructor() {
    this.resume(Buffer.alloc(0));
  }

  private resume(value: Buffer) {
    for (;;) {
      const step = this.parser.next(value);
      if (step.done) {
        this.done = true;
        this.ask = null;
        this.pending = [];
        this.pendingLength = 0;
        return;
      }
      if ("detected" in step.value) {
        this.detected = step.value.detected;
        value = Buffer.alloc(0);
        continue;
      }
      if ("skip" in step.value && step.value.skip === 0) {
        value = Buffer.alloc(0);
        continue;
      }
      this.ask = step.value;
      return;
    }
  }

  private drop(length: number) {
    let left = length;
    while (left > 0) {
      const first = this.pending[0];
      if (first.length <= left) {
        this.pending.shift();
        left -= first.length;
      } else {
        this.pending[0] = first.subarray(left);
        left = 0;
      }
    }
    this.pendingLength -= length;
  }

  private take(length: number, consume: boolean): Buffer {
    const all = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    const taken = Buffer.from(all.subarray(0, length));
    if (consume) {
      const rest = all.subarray(length);
      this.pending = rest.length ? [rest] : [];
      this.pendingLength = rest.length;
    } else {
      this.pending = [all];
    }
    return taken;
  }

  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.bytes += chunk.length;
    this.tail = Buffer.concat([this.tail, chunk.subarray(-TAIL_BYTES)]).subarray(-TAIL_BYTES);
    if (this.done) return;
    this.pending.push(chunk);
    this.pendingLength += chunk.length;
    while (this.ask && this.pendingLength > 0) {
      const ask = this.ask;
      if ("rest" in ask) {
        this.pending = [];
        this.pendingLength = 0;
        return;
      }
      if ("skip" in ask) {
        const dropped = Math.min(ask.skip, this.pendingLength);
        this.drop(dropped);
        if (dropped < ask.skip) {
          this.ask = { skip: ask.skip - dropped };
          return;
        }
        this.resume(Buffer.alloc(0));
        continue;
      }
      const length = "peek" in ask ? ask.peek : ask.read;
      if (this.pendingLength < length) return;
      this.resume(this.take(length, !("peek" in ask)));
    }
  }

  end(): MediaType {
    const ask = this.ask;
    if (!this.done && ask) {
      if ("rest" in ask) this.resume(this.tail);
      else if ("read" in ask && ask.endOk && this.pendingLength === 0) this.done = true;
    }
    if (!this.detected) throw unsupported(`This file is not ${ACCEPTED_TYPES_TEXT} (its content was checked, not its name).`);
    if (this.detected === MEDIA.gif) throw unsupported(`GIF files are not accepted. Upload ${ACCEPTED_TYPES_TEXT}.`);
    if (!this.done) throw unsupported(`The ${this.detected.label} file is incomplete: it ends before its structure does.`);
    return this.detected;
  }
}
