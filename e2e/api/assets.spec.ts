import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "@/lib/assets/media-types";
import { makeJpeg, makeVideo, padJpeg, videoHeader } from "@/lib/test/media";
import { bearer, expect, test } from "@/e2e/fixtures";

// Through the real server (no proxy.ts in front, which would make Next buffer and cap request bodies): an
// upload body must arrive whole, however large.
test.describe("creative assets API with a bootstrap key", () => {
  const assets = (organizationId: string) => `/api/core/organization/${organizationId}/ad/assets`;

  async function waitSettled(request: import("@playwright/test").APIRequestContext, path: string, apiKey: string) {
    for (let i = 0; i < 150; i++) {
      const res = await request.get(path, { headers: bearer(apiKey) });
      const body = await res.json();
      if (body.status === "READY" || body.status === "FAILED") return body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${path} never settled`);
  }

  test("a 50 MiB video arrives whole and reaches READY", async ({ request, seed }) => {
    const { ftyp, moov } = videoHeader({ width: 1920, height: 1080, durationSec: 42 });
    const mediaBytes = VIDEO_MAX_BYTES - ftyp.length - moov.length - 8;
    const { mdatHeader } = videoHeader({ width: 1920, height: 1080, durationSec: 42, mediaBytes });
    const video = Buffer.concat([ftyp, moov, mdatHeader, Buffer.alloc(mediaBytes, 0x11)]);
    expect(video.length).toBe(VIDEO_MAX_BYTES);
    const res = await request.post(assets(seed.owner.organizationId), {
      headers: bearer(seed.owner.apiKey),
      multipart: { productType: "3", file: { name: "long.mp4", mimeType: "video/mp4", buffer: video } },
      timeout: 120_000,
    });
    expect(res.status()).toBe(202);
    const accepted = await res.json();
    expect(accepted).toMatchObject({ status: "QUEUED", statusPath: `${assets(seed.owner.organizationId)}/${accepted.assetId}` });
    const asset = await waitSettled(request, accepted.statusPath, seed.owner.apiKey);
    expect(asset).toMatchObject({
      status: "READY",
      fileSize: VIDEO_MAX_BYTES,
      result: { width: 1920, height: 1080, durationSec: 42, fileSize: VIDEO_MAX_BYTES },
    });
  });

  test("an image reaches READY and its URL serves the file with its type and immutable caching", async ({ request, seed }) => {
    const jpeg = await makeJpeg(300, 200);
    const res = await request.post(assets(seed.owner.organizationId), {
      headers: bearer(seed.owner.apiKey),
      multipart: { productType: "1", file: { name: "a.jpg", mimeType: "image/jpeg", buffer: jpeg } },
    });
    expect(res.status()).toBe(202);
    const asset = await waitSettled(request, (await res.json()).statusPath, seed.owner.apiKey);
    expect(asset).toMatchObject({ status: "READY", result: { width: 300, height: 200, mime: "image/jpeg" } });
    expect(asset.result.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/assets\//);
    const file = await request.get(asset.result.url);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/jpeg");
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(await file.body(), jpeg)).toBe(0);
    const thumbnail = await request.get(asset.result.thumbnailUrl);
    expect(thumbnail.headers()["content-type"]).toBe("image/webp");
    expect((await request.get("/media/assets/../../package.json")).status()).toBe(404);
  });

  test("refusals, wrong methods and unknown paths answer the common error object", async ({ request, seed }) => {
    const auth = bearer(seed.owner.apiKey);
    const path = assets(seed.owner.organizationId);
    const tooBig = await request.post(path, {
      headers: auth,
      multipart: {
        productType: "1",
        file: { name: "big.jpg", mimeType: "image/jpeg", buffer: padJpeg(await makeJpeg(50, 50), IMAGE_MAX_BYTES + 1) },
      },
    });
    expect(tooBig.status()).toBe(400);
    expect(await tooBig.json()).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "FILE_TOO_LARGE" });
    const wrongKind = await request.post(path, {
      headers: auth,
      multipart: { productType: "1", file: { name: "a.mp4", mimeType: "video/mp4", buffer: makeVideo() } },
    });
    expect(await wrongKind.json()).toMatchObject({ reason: "UNSUPPORTED_MEDIA_TYPE" });
    const noFile = await request.post(path, { headers: auth, multipart: { productType: "1" } });
    expect(await noFile.json()).toMatchObject({ reason: "FILE_REQUIRED" });

    const put = await request.put(path, { headers: auth, data: {} });
    expect(put.status()).toBe(404);
    expect(await put.json()).toMatchObject({ reason: "METHOD_NOT_ALLOWED" });
    expect(put.headers()["allow"].split(", ").sort()).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
    const unknown = await request.get(`${path}/6740a1b2c3d4e5f601234567/nothing-here`, { headers: auth });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ reason: "ROUTE_NOT_FOUND" });
    const retry = await request.post(`${path}/6740a1b2c3d4e5f601234567/retry`, { headers: auth });
    expect(retry.status()).toBe(404);
    const anonymous = await request.post(path, { multipart: { productType: "1" } });
    expect(anonymous.status()).toBe(401);
  });
});
