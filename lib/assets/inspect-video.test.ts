// Videos made to tie up the asset worker or to pass forged facts: each is refused with a reason that says why,
// after a bounded number of reads.
import { describe, expect, it } from "vitest";
import type { Storage } from "@/lib/storage/storage";
import { makeVideo, tinyBoxes, videoHeader } from "@/lib/test/media";
import { InspectBudget, inspectVideo } from "./inspect-video";
import { ContentError } from "./processing-errors";
import { VIDEO_MAX_BOXES, VIDEO_MAX_DURATION_SEC } from "./video-limits";

/** One stored file in memory, counting the reads made of it. */
function memoryStorage(file: Buffer) {
  const counts = { reads: 0, bytes: 0 };
  const storage = {
    async readRange(_key: string, start: number, length: number) {
      counts.reads++;
      const bytes = file.subarray(start, start + length);
      counts.bytes += bytes.length;
      return bytes;
    },
  } as Partial<Storage> as Storage;
  return { storage, counts };
}

async function inspect(file: Buffer) {
  const { storage, counts } = memoryStorage(file);
  const budget = new InspectBudget();
  try {
    return { facts: await inspectVideo(storage, "video.mp4", file.length, budget), counts, budget };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { error: { reason: error.reason, message: error.message }, counts, budget };
  }
}

const TEN_MIB = 10 * 1024 * 1024;

describe("inspectVideo: bounded work", () => {
  it("1.31 million top-level boxes in 10 MiB → VIDEO_TOO_COMPLEX after at most 10,000 box reads", async () => {
    const { ftyp, moov } = videoHeader();
    const file = Buffer.concat([ftyp, moov, tinyBoxes((TEN_MIB - ftyp.length - moov.length) / 8)]);
    expect(file.length).toBe(TEN_MIB);
    const { error, counts, budget } = await inspect(file);
    expect(error).toMatchObject({ reason: "VIDEO_TOO_COMPLEX", message: expect.stringMatching(/more than 10,000 boxes/) });
    expect(budget.boxes).toBe(VIDEO_MAX_BOXES + 1);
    // Box headers come through a 64 KiB window: two reads (two requests to a bucket), not one per box.
    expect(counts.reads).toBe(2);
    expect(counts.bytes).toBe(2 * 64 * 1024);
  });

  it("a movie header of 500,000 tiny boxes (4 MB) → VIDEO_TOO_COMPLEX, counted before the MP4 parser sees it", async () => {
    const { error, budget } = await inspect(makeVideo({ tinyMoovBoxes: 500_000 }));
    expect(error).toMatchObject({ reason: "VIDEO_TOO_COMPLEX", message: expect.stringMatching(/more than 10,000 boxes/) });
    expect(budget.boxes).toBeLessThanOrEqual(VIDEO_MAX_BOXES);
  });

  it("a movie header larger than 4 MiB → VIDEO_TOO_COMPLEX without reading it", async () => {
    const { error, counts } = await inspect(makeVideo({ tinyMoovBoxes: 600_000 }));
    expect(error).toMatchObject({ reason: "VIDEO_TOO_COMPLEX", message: expect.stringMatching(/larger than 4 MiB/) });
    // Box headers through two 64 KiB windows at most, not the 4 MiB header.
    expect(counts.bytes).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it("a run that takes too long is refused as VIDEO_TOO_COMPLEX", () => {
    const budget = new InspectBudget(VIDEO_MAX_BOXES, -1);
    expect(() => budget.countBoxes()).toThrow(expect.objectContaining({ reason: "VIDEO_TOO_COMPLEX" }));
  });

  it("a real video's structure is a handful of boxes", async () => {
    const { facts, budget } = await inspect(makeVideo({ tinyMoovBoxes: 100 }));
    expect(facts).toEqual({ width: 320, height: 240, durationSec: 2.5 });
    expect(budget.boxes).toBeLessThan(150);
  });
});

describe("inspectVideo: implausible metadata", () => {
  it("a duration of 0xFFFFFFFF units (49.7 days) → VIDEO_TOO_LONG, not READY", async () => {
    const { error } = await inspect(makeVideo({ rawDuration: 0xffffffff }));
    expect(error).toMatchObject({ reason: "VIDEO_TOO_LONG", message: expect.stringMatching(/49\.7 days.*10 minutes/) });
  });

  it.each([
    [VIDEO_MAX_DURATION_SEC, undefined],
    [VIDEO_MAX_DURATION_SEC + 1, "VIDEO_TOO_LONG"],
  ])("%s seconds → %s", async (durationSec, reason) => {
    const { error, facts } = await inspect(makeVideo({ durationSec }));
    if (reason) expect(error).toMatchObject({ reason });
    else expect(facts).toMatchObject({ durationSec });
  });

  it.each([
    ["zero width", { width: 0 }],
    ["zero height", { height: 0 }],
    ["10,000 pixels wide", { width: 10_000 }],
  ])("%s → INVALID_VIDEO", async (_label, size) => {
    const { error } = await inspect(makeVideo(size));
    expect(error).toMatchObject({ reason: "INVALID_VIDEO" });
  });
});
