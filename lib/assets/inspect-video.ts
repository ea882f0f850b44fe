import "server-only";
import { createFile, Log, MP4BoxBuffer, type Movie, type Track } from "mp4box";
import type { Storage } from "@/lib/storage/storage";
import { ContentError } from "./processing-errors";
import { VIDEO_MAX_BOXES, VIDEO_MAX_DIMENSION, VIDEO_MAX_DURATION_SEC, VIDEO_MAX_INSPECT_MS, VIDEO_MAX_MOOV_BYTES } from "./video-limits";

type VideoFacts = { width: number; height: number; durationSec: number };

// Only the file-type and movie header boxes are read (the media data is skipped), so a 50 MiB video costs
// a few reads of box headers and the size of its moov box, which holds every fact needed here.

Log.setLogLevel(Log.error);

type TopBox = { type: string; start: number; size: number };

const tooComplex = (what: string) =>
  new ContentError(
    "VIDEO_TOO_COMPLEX",
    `The video's structure is not that of a playable video: ${what}. Export it again as a standard MP4.`,
  );

/** What one run may spend on a video's structure: boxes read and time taken. */
export class InspectBudget {
  boxes = 0;
  private readonly startedAt = Date.now();

  constructor(
    private readonly maxBoxes = VIDEO_MAX_BOXES,
    private readonly maxMs = VIDEO_MAX_INSPECT_MS,
  ) {}

  countBoxes() {
    this.boxes += 1;
    this.assertRoomFor(0);
    if (Date.now() - this.startedAt > this.maxMs) throw tooComplex(`reading it took longer than ${this.maxMs / 1000} seconds`);
  }

  /** Throws when `more` boxes, on top of those counted, would go over the limit. */
  assertRoomFor(more: number) {
    if (this.boxes + more > this.maxBoxes) throw tooComplex(`it holds more than ${this.maxBoxes.toLocaleString("en")} boxes`);
  }
}

// Box headers are read through a window of this many bytes: in a bucket every read is a request, and a file of
// many small boxes would otherwise cost one per box.
const HEADER_WINDOW_BYTES = 64 * 1024;

async function topLevelBoxes(storage: Storage, key: string, fileSize: number, budget: InspectBudget): Promise<TopBox[]> {
  const boxes: TopBox[] = [];
  let window: { start: number; bytes: Buffer } = { start: 0, bytes: Buffer.alloc(0) };
  const headerAt = async (offset: number): Promise<Buffer> => {
    const end = Math.min(offset + 16, fileSize);
    if (offset < window.start || end > window.start + window.bytes.length) {
      window = { start: offset, bytes: await storage.readRange(key, offset, HEADER_WINDOW_BYTES) };
    }
    return window.bytes.subarray(offset - window.start, offset - window.start + 16);
  };
  for (let offset = 0; offset + 8 <= fileSize;) {
    budget.countBoxes();
    const header = await headerAt(offset);
    if (header.length < 8) break;
    let size = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(header.readBigUInt64BE(8));
    } else if (size === 0) {
      size = fileSize - offset;
    }
    if (size < 8 || offset + size > fileSize) {
      throw new ContentError("INVALID_VIDEO", `The video's ${JSON.stringify(type)} box at byte ${offset} runs past the end of the file.`);
    }
    boxes.push({ type, start: offset, size });
    offset += size;
  }
  return boxes;
}

// Boxes whose payload is made of boxes (at this offset into the payload), as the MP4 parser reads them.
const CONTAINER_OFFSETS: Record<string, number> = {
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
  dinf: 0,
  edts: 0,
  udta: 0,
  mvex: 0,
  tref: 0,
  sinf: 0,
  schi: 0,
  rinf: 0,
  wave: 0,
  meta: 4,
  dref: 8,
  stsd: 8,
};
// A sample description's own boxes follow its fixed fields: 78 bytes for video, 28 for audio, 8 for others.
const SAMPLE_ENTRY_OFFSETS = [78, 28, 8];

type InnerBox = { type: string; start: number; end: number };

/** The boxes laid end to end in `buffer[start, end)`, or null when the bytes are not such a run. */
function boxesIn(buffer: Buffer, start: number, end: number, budget: InspectBudget): InnerBox[] | null {
  const boxes: InnerBox[] = [];
  for (let offset = start; offset < end;) {
    if (offset + 8 > end) return null;
    const size = buffer.readUInt32BE(offset);
    if (size < 8 || offset + size > end) return null;
    budget.assertRoomFor(boxes.length + 1);
    boxes.push({ type: buffer.toString("latin1", offset + 4, offset + 8), start: offset, end: offset + size });
    offset += size;
  }
  return boxes;
}

/**
 * Counts the boxes of the movie header the way the MP4 parser will descend into them, with a stack of its own,
 * so that a header packed with millions of tiny boxes is refused before it is handed to the parser.
 */
function countMovieBoxes(moov: Buffer, budget: InspectBudget) {
  const stack: (InnerBox & { parent: string })[] = [{ type: "moov", start: 0, end: moov.length, parent: "" }];
  while (stack.length > 0) {
    const box = stack.pop()!;
    budget.countBoxes();
    const offsets = box.parent === "stsd" ? SAMPLE_ENTRY_OFFSETS : box.type in CONTAINER_OFFSETS ? [CONTAINER_OFFSETS[box.type]] : [];
    for (const offset of offsets) {
      const children = box.start + 8 + offset <= box.end ? boxesIn(moov, box.start + 8 + offset, box.end, budget) : null;
      if (!children) continue;
      for (const child of children) stack.push({ ...child, parent: box.type });
      break;
    }
  }
}

function parseMovie(header: Buffer): Movie | null {
  const file = createFile();
  let movie: Movie | null = null;
  let failure: string | null = null;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = (_module, message) => {
    failure = message;
  };
  const arrayBuffer = header.buffer.slice(header.byteOffset, header.byteOffset + header.length);
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(arrayBuffer, 0));
    file.flush();
  } catch (error) {
    throw new ContentError("INVALID_VIDEO", `The video's movie header could not be parsed: ${(error as Error).message}`);
  }
  if (failure) throw new ContentError("INVALID_VIDEO", `The video's movie header could not be parsed: ${failure}`);
  return movie;
}

function isQuarterTurn(track: Track): boolean {
  const [a, b] = Array.from(track.matrix ?? []);
  return a === 0 && b !== 0;
}

function durationOf(movie: Movie, track: Track): number {
  if (movie.duration > 0 && movie.timescale > 0) return movie.duration / movie.timescale;
  if (movie.fragment_duration && movie.fragment_duration.den > 0) return movie.fragment_duration.num / movie.fragment_duration.den;
  if (track.duration > 0 && track.timescale > 0) return track.duration / track.timescale;
  return 0;
}

/** Width, height (as displayed, after the track's rotation) and duration of a stored MP4 or MOV. */
export async function inspectVideo(storage: Storage, key: string, fileSize: number, budget = new InspectBudget()): Promise<VideoFacts> {
  const boxes = await topLevelBoxes(storage, key, fileSize, budget);
  const moov = boxes.find((b) => b.type === "moov");
  if (!moov)
    throw new ContentError("INVALID_VIDEO", "The video has no movie header (moov box): it is incomplete or not a playable MP4/MOV file.");
  if (moov.size > VIDEO_MAX_MOOV_BYTES) throw tooComplex(`its movie header is larger than ${VIDEO_MAX_MOOV_BYTES / 1024 / 1024} MiB`);
  const ftyp = boxes.find((b) => b.type === "ftyp" && b.start === 0);
  if (ftyp && ftyp.size > 4096) throw new ContentError("INVALID_VIDEO", "The video's file-type box is larger than 4 KiB.");
  const [ftypBytes, moovBytes] = await Promise.all([
    ftyp ? storage.readRange(key, ftyp.start, ftyp.size) : Buffer.alloc(0),
    storage.readRange(key, moov.start, moov.size),
  ]);
  countMovieBoxes(moovBytes, budget);
  const movie = parseMovie(Buffer.concat([ftypBytes, moovBytes]));
  if (!movie) throw new ContentError("INVALID_VIDEO", "The video's movie header could not be read.");
  const track = movie.videoTracks[0];
  if (!track) throw new ContentError("NO_VIDEO_TRACK", "The file has no video track.");
  let width = track.video?.width || Math.round(track.track_width);
  let height = track.video?.height || Math.round(track.track_height);
  if (isQuarterTurn(track)) [width, height] = [height, width];
  if (!(width >= 1 && height >= 1)) throw new ContentError("INVALID_VIDEO", "The video track has no width or height.");
  if (width > VIDEO_MAX_DIMENSION || height > VIDEO_MAX_DIMENSION) {
    throw new ContentError(
      "INVALID_VIDEO",
      `The video is ${width} × ${height} pixels; at most ${VIDEO_MAX_DIMENSION} on each side is accepted.`,
    );
  }
  const durationSec = durationOf(movie, track);
  if (!(durationSec > 0) || !Number.isFinite(durationSec)) throw new ContentError("INVALID_VIDEO", "The video has no duration.");
  if (durationSec > VIDEO_MAX_DURATION_SEC) {
    throw new ContentError(
      "VIDEO_TOO_LONG",
      `The video's header says it lasts ${formatDuration(durationSec)}; videos of at most ${VIDEO_MAX_DURATION_SEC / 60} minutes are accepted.`,
    );
  }
  return { width, height, durationSec };
}

function formatDuration(seconds: number): string {
  if (seconds >= 86_400) return `${(seconds / 86_400).toFixed(1)} days`;
  if (seconds >= 3_600) return `${(seconds / 3_600).toFixed(1)} hours`;
  return `${(seconds / 60).toFixed(1)} minutes`;
}
