import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { getStorage } from "@/lib/storage/storage";
import { useTestStorage } from "@/lib/test/assets";
import { makeJpeg, makeVideo } from "@/lib/test/media";
import { GET, HEAD } from "./route";

await useTestStorage();

async function call(handler: typeof GET, segments: string[], headers: Record<string, string> = {}) {
  const req = new Request(`http://localhost:3000/media/${segments.join("/")}`, { headers });
  const res = await handler(req, { params: Promise.resolve({ key: segments }) });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

const jpeg = await makeJpeg(64, 64);
const video = makeVideo({ mediaBytes: 10_000 });
const base = ["assets", "6740a1b2c3d4e5f601234567", "6740a1b2c3d4e5f601234568"];
await getStorage().put(`${base.join("/")}/original.jpg`, Readable.from([jpeg]));
await getStorage().put(`${base.join("/")}/original.mp4`, Readable.from([video]));
await getStorage().put("secret.jpg", Readable.from([Buffer.from("outside assets/")]));

describe("GET /media/{key}", () => {
  it("serves a stored file with its content type and year-long immutable caching", async () => {
    const { res, body } = await call(GET, [...base, "original.jpg"]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-length")).toBe(String(jpeg.length));
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(body.equals(jpeg)).toBe(true);
  });

  it("answers byte ranges (video players seek with them) and 416 past the end", async () => {
    const { res, body } = await call(GET, [...base, "original.mp4"], { range: "bytes=8-23" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-range")).toBe(`bytes 8-23/${video.length}`);
    expect(body.equals(video.subarray(8, 24))).toBe(true);
    const suffix = await call(GET, [...base, "original.mp4"], { range: "bytes=-10" });
    expect(suffix.body.equals(video.subarray(video.length - 10))).toBe(true);
    const beyond = await call(GET, [...base, "original.mp4"], { range: `bytes=${video.length}-` });
    expect(beyond.res.status).toBe(416);
    expect(beyond.res.headers.get("content-range")).toBe(`bytes */${video.length}`);
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const first = await call(GET, [...base, "original.jpg"]);
    const etag = first.res.headers.get("etag")!;
    const again = await call(GET, [...base, "original.jpg"], { "if-none-match": etag });
    expect(again.res.status).toBe(304);
    const head = await call(HEAD, [...base, "original.jpg"]);
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get("content-length")).toBe(String(jpeg.length));
    expect(head.body.length).toBe(0);
  });

  it.each([
    [[...base, "missing.jpg"]],
    [["assets", "..", "..", "etc", "passwd"]],
    [["assets", "%2e%2e", "secret.jpg"]],
    [["..", "secret.jpg"]],
    [["secret.jpg"]],
    [["assets", "x", ".hidden.jpg"]],
    [[...base, "original.html"]],
    [["assets", "a\\..\\..\\secret.jpg"]],
  ])("404 for %j, never a file outside the stored assets", async (segments) => {
    const { res, body } = await call(GET, segments);
    expect(res.status).toBe(404);
    expect(JSON.parse(body.toString())).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
