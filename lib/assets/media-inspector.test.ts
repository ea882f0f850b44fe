import { describe, expect, it } from "vitest";
import {
  makeAnimatedGif,
  makeAnimatedPng,
  makeAnimatedWebp,
  makeJpeg,
  makePng,
  makeStaticGif,
  makeVideo,
  makeWebp,
  padJpeg,
  tinyBoxes,
} from "@/lib/test/media";
import { MediaInspector, MediaRefusal } from "./media-inspector";
import { VIDEO_MAX_BOXES } from "./video-limits";

/** Feeds `bytes` in chunks of `chunkSize`, as a network stream would deliver them. */
function inspect(bytes: Buffer, chunkSize = 7) {
  const inspector = new MediaInspector();
  for (let i = 0; i < bytes.length; i += chunkSize) inspector.push(bytes.subarray(i, i + chunkSize));
  return inspector.end();
}

function refusal(bytes: Buffer, chunkSize = 7): { reason: string; message: string } {
  try {
    inspect(bytes, chunkSize);
  } catch (error) {
    if (error instanceof MediaRefusal) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("MediaInspector: the type comes from the bytes", () => {
  it.each([
    ["JPEG", () => makeJpeg(40, 30), "image/jpeg"],
    ["PNG", () => makePng(), "image/png"],
    ["WebP", () => makeWebp(), "image/webp"],
    ["MP4", async () => makeVideo(), "video/mp4"],
    ["MP4 with moov after mdat", async () => makeVideo({ moovLast: true }), "video/mp4"],
    ["MOV", async () => makeVideo({ brand: "qt  " }), "video/quicktime"],
    ["JPEG padded with comment segments", async () => padJpeg(await makeJpeg(40, 30), 70_000), "image/jpeg"],
  ])("recognises %s", async (_label, make, mime) => {
    const bytes = await make();
    for (const chunkSize of [1, 7, 4096, bytes.length]) expect(inspect(bytes, chunkSize).mime).toBe(mime);
  });

  it("decides early, before the whole file is seen", async () => {
    const inspector = new MediaInspector();
    inspector.push((await makeJpeg()).subarray(0, 12));
    expect(inspector.detected?.mime).toBe("image/jpeg");
    const video = new MediaInspector();
    video.push(makeVideo().subarray(0, 40));
    expect(video.detected?.kind).toBe("VIDEO");
  });

  it.each([
    ["text", Buffer.from("hello, this is not an image at all\n")],
    ["HTML", Buffer.from("<!doctype html><html><body>x</body></html>")],
    ["too short", Buffer.from([0xff, 0xd8])],
    ["a PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")],
    ["HEIC", Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(4), Buffer.from("mif1heic")])],
    ["M4A audio", Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from("ftypM4A "), Buffer.alloc(4), Buffer.from("isom")])],
  ])("refuses %s as UNSUPPORTED_MEDIA_TYPE", (_label, bytes) => {
    expect(refusal(bytes).reason).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses a static GIF as unsupported and an animated one as animated", async () => {
    expect(refusal(await makeStaticGif())).toMatchObject({ reason: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringContaining("GIF") });
    expect(refusal(await makeAnimatedGif()).reason).toBe("ANIMATED_IMAGE_NOT_ALLOWED");
  });

  it.each([
    ["animated WebP", makeAnimatedWebp],
    ["animated PNG (APNG)", makeAnimatedPng],
  ])("refuses %s as ANIMATED_IMAGE_NOT_ALLOWED", async (_label, make) => {
    expect(refusal(await make()).reason).toBe("ANIMATED_IMAGE_NOT_ALLOWED");
  });

  it.each([
    ["a truncated JPEG", async () => (await makeJpeg()).subarray(0, 1500)],
    ["a truncated PNG", async () => (await makePng(200, 200)).subarray(0, 100)],
    ["a truncated WebP", async () => (await makeWebp(200, 200)).subarray(0, 60)],
    ["a truncated MP4", async () => makeVideo({ mediaBytes: 5000 }).subarray(0, 3000)],
    [
      "an MP4 with a box smaller than its header",
      async () => Buffer.concat([makeVideo().subarray(0, 32), Buffer.from([0, 0, 0, 4]), Buffer.from("free")]),
    ],
  ])("refuses %s as incomplete", async (_label, make) => {
    expect(refusal(await make())).toMatchObject({ reason: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringMatching(/incomplete|damaged/) });
  });

  it("refuses an MP4 of 1.31 million tiny top-level boxes (10 MiB) once it has walked 10,000 of them", () => {
    const file = Buffer.concat([makeVideo(), tinyBoxes(1_310_000)]);
    const inspector = new MediaInspector();
    let refused: unknown = null;
    let pushed = 0;
    for (let i = 0; i < file.length && !refused; i += 64 * 1024) {
      try {
        inspector.push(file.subarray(i, i + 64 * 1024));
        pushed = i + 64 * 1024;
      } catch (error) {
        refused = error;
      }
    }
    expect(refused).toMatchObject({ reason: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringMatching(/more than 10,000 top-level boxes/) });
    expect(pushed).toBeLessThan(VIDEO_MAX_BOXES * 8 + 64 * 1024);
  });

  it("accepts an MP4 of 10,000 top-level boxes", () => {
    const video = makeVideo();
    expect(inspect(Buffer.concat([video, tinyBoxes(VIDEO_MAX_BOXES - 3)]), 4096).mime).toBe("video/mp4");
  });

  it("counts every byte it is given", async () => {
    const inspector = new MediaInspector();
    const bytes = makeVideo({ mediaBytes: 100_000 });
    for (let i = 0; i < bytes.length; i += 1000) inspector.push(bytes.subarray(i, i + 1000));
    expect(inspector.bytes).toBe(bytes.length);
    expect(inspector.end().mime).toBe("video/mp4");
  });
});
