import "server-only";
import { createFile, Log, MP4BoxBuffer, type Movie, type Track } from "mp4box";
import type { Storage } from "@/lib/storage/storage";
import { ContentError } from "./processing-errors";

type VideoFacts = { width: number; height: number; durationSec: number };

// Only the file-type and movie header boxes are read (the media data is skipped), so a 50 MiB video costs
// a few reads of box headers and the size of its moov box, which holds every fact needed here.
const MAX_MOOV_BYTES = 32 * 1024 * 1024;

Log.setLogLevel(Log.error);

type TopBox = { type: string; start: number; size: number };

async function topLevelBoxes(storage: Storage, key: string, fileSize: number): Promise<TopBox[]> {
  const boxes: TopBox[] = [];
  for (let offset = 0; offset + 8 <= fileSize;) {
    const header = await storage.readRange(key, offset, 16);
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
export async function inspectVideo(storage: Storage, key: string, fileSize: number): Promise<VideoFacts> {
  const boxes = await topLevelBoxes(storage, key, fileSize);
  const moov = boxes.find((b) => b.type === "moov");
  if (!moov)
    throw new ContentError("INVALID_VIDEO", "The video has no movie header (moov box): it is incomplete or not a playable MP4/MOV file.");
  if (moov.size > MAX_MOOV_BYTES) throw new ContentError("INVALID_VIDEO", "The video's movie header is larger than 32 MiB.");
  const ftyp = boxes.find((b) => b.type === "ftyp" && b.start === 0);
  const parts = [ftyp, moov].filter((b): b is TopBox => !!b);
  const header = Buffer.concat(await Promise.all(parts.map((b) => storage.readRange(key, b.start, b.size))));
  const movie = parseMovie(header);
  if (!movie) throw new ContentError("INVALID_VIDEO", "The video's movie header could not be read.");
  const track = movie.videoTracks[0];
  if (!track) throw new ContentError("NO_VIDEO_TRACK", "The file has no video track.");
  let width = track.video?.width || Math.round(track.track_width);
  let height = track.video?.height || Math.round(track.track_height);
  if (isQuarterTurn(track)) [width, height] = [height, width];
  if (!(width >= 1 && height >= 1)) throw new ContentError("INVALID_VIDEO", "The video track has no width or height.");
  const durationSec = durationOf(movie, track);
  if (!(durationSec > 0)) throw new ContentError("INVALID_VIDEO", "The video has no duration.");
  return { width, height, durationSec };
}
