// Operation 17 and /media with STORAGE=s3, against a real S3 protocol server on loopback (s3rver) through the
// real AWS SDK: upload → processed → served, and what happens when the storage is unreachable.
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { startAssetWorker, stopAssetWorker } from "@/lib/workers/asset-worker";
import { createOwner } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { assetsPath, fileUpload, upload, waitForAsset } from "@/lib/test/assets";
import { makeJpeg, makeVideo, streamVideo } from "@/lib/test/media";
import { multipart } from "@/lib/test/multipart";
import { useS3Storage } from "@/lib/test/s3-server";
import { GET as media, HEAD as mediaHead } from "@/app/media/[...key]/route";
import { POST } from "./route";

// Runs a second apart, so that a job retries while the storage is down and succeeds once it is back.
process.env.ASSET_JOB_ATTEMPTS = "20";
process.env.ASSET_JOB_RETRY_DELAY_SECONDS = "1";

const s3 = await useS3Storage();
const MiB = 1024 * 1024;
const jpeg = await makeJpeg(640, 360);
// Over one 5 MiB part: stored as a multipart upload.
const video = makeVideo({ mediaBytes: 6 * MiB, durationSec: 12 });

afterEach(async () => {
  await stopAssetWorker(2_000);
  await s3.up();
});

async function fetchMedia(url: string, headers: Record<string, string> = {}, handler = media) {
  const { pathname } = new URL(url);
  const segments = pathname.replace(/^\/media\//, "").split("/");
  const res = await handler(new Request(url, { headers }), { params: Promise.resolve({ key: segments }) });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

const objectsOf = (organizationId: string) => s3.objects().filter((key) => key.includes(organizationId));

describe("assets in an S3 bucket", () => {
  it("an image upload is stored in the bucket, processed with its thumbnail, and served by /media", async () => {
    await startAssetWorker();
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, fileUpload(jpeg, "1", "banner.jpg"));
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    const asset = await waitForAsset(res.json.assetId);
    expect(asset).toMatchObject({ status: "READY", width: 640, height: 360 });
    expect(objectsOf(organization.id)).toEqual([asset.originalKey, asset.thumbnailKey].sort());

    const original = await fetchMedia(`http://localhost:3000/media/${asset.originalKey}`);
    expect(original.res.status).toBe(200);
    expect(original.res.headers.get("content-type")).toBe("image/jpeg");
    expect(original.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(original.body.equals(jpeg)).toBe(true);
    const again = await fetchMedia(`http://localhost:3000/media/${asset.originalKey}`, {
      "if-none-match": original.res.headers.get("etag")!,
    });
    expect(again.res.status).toBe(304);
    const thumbnail = await fetchMedia(`http://localhost:3000/media/${asset.thumbnailKey}`);
    expect(thumbnail.res.status).toBe(200);
    expect(thumbnail.res.headers.get("content-type")).toBe("image/webp");
    expect(thumbnail.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("a multipart-sized video is processed and served whole and by byte range (206, Content-Range, 416)", async () => {
    await startAssetWorker();
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, fileUpload(video, "2", "clip.mp4"));
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    const asset = await waitForAsset(res.json.assetId);
    expect(asset).toMatchObject({ status: "READY", fileSize: video.length, durationSec: 12 });
    const url = `http://localhost:3000/media/${asset.originalKey}`;

    const whole = await fetchMedia(url);
    expect(whole.res.status).toBe(200);
    expect(whole.res.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.res.headers.get("content-length")).toBe(String(video.length));
    expect(whole.body.equals(video)).toBe(true);

    const start = 5 * MiB - 10;
    const range = await fetchMedia(url, { range: `bytes=${start}-${start + 99}` });
    expect(range.res.status).toBe(206);
    expect(range.res.headers.get("content-range")).toBe(`bytes ${start}-${start + 99}/${video.length}`);
    expect(range.res.headers.get("content-length")).toBe("100");
    expect(range.body.equals(video.subarray(start, start + 100))).toBe(true);

    const suffix = await fetchMedia(url, { range: "bytes=-16" });
    expect(suffix.res.status).toBe(206);
    expect(suffix.body.equals(video.subarray(video.length - 16))).toBe(true);

    const beyond = await fetchMedia(url, { range: `bytes=${video.length}-` });
    expect(beyond.res.status).toBe(416);
    expect(beyond.res.headers.get("content-range")).toBe(`bytes */${video.length}`);
  });

  it("a client that disconnects mid-upload: the multipart upload is aborted, no object and no asset row", async () => {
    const { organization, apiKey } = await createOwner();
    const { body: whole, headers } = multipart(fileUpload(streamVideo(16 * MiB), "2", "cut.mp4"));
    const reader = whole.getReader();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // Past the first 5 MiB part, so that the multipart upload has started, then the connection drops.
        if (sent > 8 * MiB && s3.unfinishedUploads().length > 0) return controller.error(new Error("connection reset by peer"));
        const { value, done } = await reader.read();
        if (done) return controller.close();
        sent += value.length;
        controller.enqueue(value);
      },
    });
    const res = await callRoute(POST, "POST", assetsPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: body,
      headers,
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: "MALFORMED_MULTIPART" });
    expect(sent).toBeLessThan(16 * MiB);
    expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);
    expect(objectsOf(organization.id)).toEqual([]);
    expect(s3.unfinishedUploads()).toEqual([]);
  });

  describe("storage unreachable", () => {
    it("an upload answers 503 with Retry-After; no asset row, nothing in the bucket", async () => {
      const { organization, apiKey } = await createOwner();
      await s3.down();
      const res = await upload(POST, organization.id, apiKey, fileUpload(jpeg));
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ statusCode: 503, code: "ServiceUnavailable", reason: "SERVICE_UNAVAILABLE" });
      expect(res.headers.get("retry-after")).toBe("2");
      expect(JSON.stringify(res.json)).not.toContain(s3.endpoint);
      await s3.up();
      expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);
      expect(objectsOf(organization.id)).toEqual([]);
    });

    it("/media answers 503 with Retry-After (GET and HEAD), not 500, and is not cached", async () => {
      const { organization, apiKey } = await createOwner();
      const res = await upload(POST, organization.id, apiKey, fileUpload(jpeg));
      expect(res.status).toBe(202);
      const asset = await prisma.asset.findUniqueOrThrow({ where: { id: res.json.assetId } });
      await s3.down();
      for (const handler of [media, mediaHead]) {
        const answer = await fetchMedia(`http://localhost:3000/media/${asset.originalKey}`, { range: "bytes=0-9" }, handler);
        expect(answer.res.status).toBe(503);
        expect(answer.res.headers.get("retry-after")).toBe("2");
        expect(answer.res.headers.get("cache-control")).toBe("no-store");
      }
    });

    it("a processing job retries while the storage is down and the asset is READY once it is back", async () => {
      const { organization, apiKey } = await createOwner();
      const res = await upload(POST, organization.id, apiKey, fileUpload(jpeg));
      expect(res.status).toBe(202);
      await s3.down();
      await startAssetWorker();
      // A run failed on the storage and put the asset back in the queue for the next run.
      for (let i = 0; i < 200; i++) {
        const row = await prisma.asset.findUniqueOrThrow({ where: { id: res.json.assetId } });
        if (row.attempts >= 1 && row.status === "QUEUED") break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const queued = await prisma.asset.findUniqueOrThrow({ where: { id: res.json.assetId } });
      expect(queued, JSON.stringify(queued)).toMatchObject({ status: "QUEUED" });
      await s3.up();
      const asset = await waitForAsset(res.json.assetId);
      expect(asset.status).toBe("READY");
      expect(asset.attempts).toBeGreaterThanOrEqual(2);
      expect(objectsOf(organization.id)).toContain(asset.thumbnailKey);
    });
  });
});
