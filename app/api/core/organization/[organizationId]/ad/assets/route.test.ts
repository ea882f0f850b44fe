import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "@/lib/assets/media-types";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { assetsPath, fileUpload, upload, useAssetWorker, useTestStorage, waitForAsset } from "@/lib/test/assets";
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
  streamVideo,
} from "@/lib/test/media";
import { multipart, type Part } from "@/lib/test/multipart";
import { GET as getOne } from "./[assetId]/route";
import { DELETE, GET, POST, PUT } from "./route";

const storage = await useTestStorage();
useAssetWorker();

/** A stream of `total` bytes of a valid PNG: its real header, then padding (never held whole in memory). */
async function* bigPng(total: number): AsyncGenerator<Buffer> {
  const png = await makePng(8, 8);
  yield png.subarray(0, 33); // signature + IHDR
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  for (let left = total - 33; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
}

const jpeg = await makeJpeg(640, 360);

type Case = [label: string, parts: () => Promise<Part[]> | Part[], reason: string];

const badUploads: Case[] = [
  ["no file", () => [{ name: "productType", value: "1" }], "FILE_REQUIRED"],
  [
    "a text value in the file field",
    () => [
      { name: "productType", value: "1" },
      { name: "file", value: "not a file" },
    ],
    "FILE_REQUIRED",
  ],
  ["a zero-byte file", () => fileUpload(Buffer.alloc(0), "1", "empty.jpg", "image/jpeg"), "FILE_REQUIRED"],
  [
    "two files",
    () => [
      { name: "productType", value: "1" },
      { name: "file", filename: "a.jpg", contentType: "image/jpeg", data: jpeg },
      { name: "file", filename: "b.jpg", contentType: "image/jpeg", data: jpeg },
    ],
    "TOO_MANY_FILES",
  ],
  ["an image of 1 MiB + 1 byte", () => fileUpload(padJpeg(jpeg, IMAGE_MAX_BYTES + 1), "1", "big.jpg", "image/jpeg"), "FILE_TOO_LARGE"],
  ["a video of 50 MiB + 1 byte", () => fileUpload(streamVideo(VIDEO_MAX_BYTES + 1), "2", "big.mp4", "video/mp4"), "FILE_TOO_LARGE"],
  [
    "a 1 MiB + 1 byte PNG named .mp4 (an image keeps the image limit)",
    () => fileUpload(bigPng(IMAGE_MAX_BYTES + 1), "2", "clip.mp4", "video/mp4"),
    "FILE_TOO_LARGE",
  ],
  [
    "a text file named .jpg",
    () => fileUpload(Buffer.from("just some text, not a picture\n".repeat(20)), "1", "photo.jpg", "image/jpeg"),
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  [
    "a truncated JPEG",
    () => fileUpload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "1", "cut.jpg", "image/jpeg"),
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  ["a static GIF", async () => fileUpload(await makeStaticGif(), "1", "a.gif", "image/gif"), "UNSUPPORTED_MEDIA_TYPE"],
  ["a video for productType 1 (images only)", () => fileUpload(makeVideo(), "1", "clip.mp4", "video/mp4"), "UNSUPPORTED_MEDIA_TYPE"],
  [
    "a video for productType 4 (images only), productType sent last",
    () => [
      { name: "file", filename: "clip.mov", data: makeVideo({ brand: "qt  " }) },
      { name: "productType", value: "4" },
    ],
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  ["an animated WebP", async () => fileUpload(await makeAnimatedWebp(), "1", "anim.webp", "image/webp"), "ANIMATED_IMAGE_NOT_ALLOWED"],
  ["an animated PNG", async () => fileUpload(await makeAnimatedPng(), "1", "anim.png", "image/png"), "ANIMATED_IMAGE_NOT_ALLOWED"],
  ["an animated GIF", async () => fileUpload(await makeAnimatedGif(), "1", "anim.gif", "image/gif"), "ANIMATED_IMAGE_NOT_ALLOWED"],
  ["a missing productType", () => [{ name: "file", filename: "a.jpg", contentType: "image/jpeg", data: jpeg }], "INVALID_PRODUCT_TYPE"],
  ["productType 5", () => fileUpload(jpeg, "5", "a.jpg"), "INVALID_PRODUCT_TYPE"],
  ["productType 0", () => fileUpload(jpeg, "0", "a.jpg"), "INVALID_PRODUCT_TYPE"],
  ["productType banner", () => fileUpload(jpeg, "banner", "a.jpg"), "INVALID_PRODUCT_TYPE"],
  ["productType 1.0", () => fileUpload(jpeg, "1.0", "a.jpg"), "INVALID_PRODUCT_TYPE"],
  [
    "productType after the file, invalid",
    () => [
      { name: "file", filename: "a.jpg", data: jpeg },
      { name: "productType", value: "9" },
    ],
    "INVALID_PRODUCT_TYPE",
  ],
  [
    "productType twice",
    () => [
      { name: "productType", value: "1" },
      { name: "productType", value: "2" },
      { name: "file", filename: "a.jpg", data: jpeg },
    ],
    "INVALID_PRODUCT_TYPE",
  ],
  ["an unknown field", () => [...fileUpload(jpeg, "1", "a.jpg"), { name: "colour", value: "red" }], "VALIDATION_FAILED"],
  [
    "the file under another field name",
    () => [
      { name: "productType", value: "1" },
      { name: "image", filename: "a.jpg", data: jpeg },
    ],
    "VALIDATION_FAILED",
  ],
];

describe("POST /ad/assets (operation 17): refusals", () => {
  it.each(badUploads)("400 for %s, leaving nothing behind", async (_label, parts, reason) => {
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, await parts());
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason });
    expect(res.json.message).toEqual(expect.any(String));
    expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);
    expect(storage.files().filter((file) => file.includes(organization.id))).toEqual([]);
  });

  it("400 FILE_REQUIRED for a body that is not multipart", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(POST, "POST", assetsPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      body: { productType: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "BadRequest", reason: "FILE_REQUIRED" });
  });

  it("400 MALFORMED_MULTIPART for a body cut off in the middle", async () => {
    const { organization, apiKey } = await createOwner();
    const boundary = "xyz";
    const rawBody = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="productType"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`,
      ),
      jpeg.subarray(0, 500),
    ]);
    const res = await callRoute(POST, "POST", assetsPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(res.json.reason).toMatch(/MALFORMED_MULTIPART|UNSUPPORTED_MEDIA_TYPE/);
    expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);
    expect(storage.files().filter((file) => file.includes(organization.id))).toEqual([]);
  });

  it("a client that disconnects mid-upload leaves nothing behind", async () => {
    const { organization, apiKey } = await createOwner();
    const { body: whole, headers } = multipart(fileUpload(streamVideo(8 * 1024 * 1024), "2", "cut.mp4"));
    const reader = whole.getReader();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await reader.read();
        if (done || sent > 2 * 1024 * 1024) return controller.error(new Error("connection reset by peer"));
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
    expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);
    expect(storage.files().filter((file) => file.includes(organization.id))).toEqual([]);
  });

  it("503 when storage cannot take the file, leaving nothing behind", async () => {
    const { organization, apiKey } = await createOwner();
    const restore = await storage.outage();
    try {
      const res = await upload(POST, organization.id, apiKey, fileUpload(jpeg));
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ statusCode: 503, code: "ServiceUnavailable" });
      expect(res.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
      expect(res.json.message).not.toContain(storage.location);
      expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);
    } finally {
      await restore();
    }
    expect(storage.files().filter((file) => file.includes(organization.id))).toEqual([]);
  });

  it("a refused large upload closes the connection instead of reading the rest of the body", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, fileUpload(streamVideo(VIDEO_MAX_BYTES + 1), "2", "big.mp4"));
    expect(res.status).toBe(400);
    expect(res.headers.get("connection")).toBe("close");
  });

  it("a refused small upload is read to its end, so that browsers receive the answer", async () => {
    const { organization, apiKey } = await createOwner();
    const { body, headers } = multipart(fileUpload(await makeAnimatedPng(), "1", "anim.png"));
    const bytes = Buffer.from(await new Response(body).arrayBuffer());
    const res = await callRoute(POST, "POST", assetsPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: bytes,
      headers: { ...headers, "content-length": String(bytes.length) },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: "ANIMATED_IMAGE_NOT_ALLOWED" });
    expect(res.headers.get("connection")).toBeNull();
  });

  it("403 PERMISSION_DENIED for a Viewer, 403 NOT_A_MEMBER in another organization", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const denied = await upload(POST, organization.id, viewer.apiKey, fileUpload(jpeg));
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ reason: "PERMISSION_DENIED" });
    const other = await createOwner();
    const foreign = await upload(POST, organization.id, other.apiKey, fileUpload(jpeg));
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ reason: "NOT_A_MEMBER" });
    expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("answers other methods with 404 METHOD_NOT_ALLOWED and an Allow header", async () => {
    const { organization, apiKey } = await createOwner();
    for (const [handler, method] of [
      [PUT, "PUT"],
      [DELETE, "DELETE"],
    ] as const) {
      const res = await callRoute(async (req) => handler(req), method, assetsPath(organization.id), {
        params: { organizationId: organization.id },
        apiKey,
      });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "METHOD_NOT_ALLOWED" });
      expect(res.headers.get("allow")).toContain("POST");
    }
  });
});

describe("POST /ad/assets (operation 17): accepted uploads reach READY", () => {
  it("a JPEG: 202 QUEUED with statusPath, the original stored before the answer, then READY with its size and a thumbnail", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, fileUpload(jpeg, "1", "summer banner.jpg", "image/jpeg"));
    expect(res.status).toBe(202);
    expect(Object.keys(res.json).sort()).toEqual(["assetId", "status", "statusPath"]);
    const { assetId, statusPath } = res.json;
    expect(res.json.status).toBe("QUEUED");
    expect(assetId).toMatch(/^[0-9a-f]{24}$/);
    expect(statusPath).toBe(assetsPath(organization.id, assetId));
    expect(storage.files()).toContain(`assets/${organization.id}/${assetId}/original.jpg`);

    await waitForAsset(assetId);
    const status = await callRoute(getOne, "GET", statusPath, { params: { organizationId: organization.id, assetId }, apiKey });
    expect(status.status).toBe(200);
    expect(status.json).toMatchObject({
      assetId,
      status: "READY",
      statusPath,
      kind: "IMAGE",
      mime: "image/jpeg",
      productType: 1,
      fileSize: jpeg.length,
      originalName: "summer banner.jpg",
      attempts: 1,
      result: {
        url: `http://localhost:3000/media/assets/${organization.id}/${assetId}/original.jpg`,
        mime: "image/jpeg",
        width: 640,
        height: 360,
        aspectRatio: 1.7778,
        fileSize: jpeg.length,
        thumbnailUrl: `http://localhost:3000/media/assets/${organization.id}/${assetId}/thumbnail.webp`,
      },
    });
    expect(status.json.result.durationSec).toBeUndefined();
    expect(status.json.errorReason).toBeUndefined();
    expect(storage.files()).toContain(`assets/${organization.id}/${assetId}/thumbnail.webp`);
  });

  it.each([
    ["PNG", () => makePng(300, 250), "image/png", 300, 250, "4"],
    ["WebP", () => makeWebp(120, 600), "image/webp", 120, 600, "3"],
    ["a 1 MiB JPEG (exactly at the limit)", async () => padJpeg(await makeJpeg(800, 600), IMAGE_MAX_BYTES), "image/jpeg", 800, 600, "1"],
    ["a PNG named .mp4 with a video content type (the bytes decide)", () => makePng(50, 40), "image/png", 50, 40, "2"],
  ])("%s reaches READY with its dimensions", async (_label, make, mime, width, height, productType) => {
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, fileUpload(await make(), productType, "clip.mp4", "video/mp4"));
    expect(res.status).toBe(202);
    const asset = await waitForAsset(res.json.assetId);
    expect(asset).toMatchObject({ status: "READY", kind: "IMAGE", mime, width, height, productType: Number(productType) });
  });

  it.each([
    ["an MP4", { width: 1280, height: 720, durationSec: 15.5 }, "video/mp4", 1280, 720, 15.5],
    [
      "an MP4 with its movie header at the end",
      { width: 640, height: 480, durationSec: 3, moovLast: true, mediaBytes: 200_000 },
      "video/mp4",
      640,
      480,
      3,
    ],
    ["a MOV", { width: 1920, height: 1080, durationSec: 30.25, brand: "qt  " }, "video/quicktime", 1920, 1080, 30.25],
    ["a portrait phone video (rotated track)", { width: 1920, height: 1080, durationSec: 6, rotate90: true }, "video/mp4", 1080, 1920, 6],
  ])("%s reaches READY with width, height and duration", async (_label, options, mime, width, height, durationSec) => {
    const { organization, apiKey } = await createOwner();
    const video = makeVideo(options);
    const res = await upload(POST, organization.id, apiKey, fileUpload(video, "3", "clip.bin"));
    expect(res.status).toBe(202);
    const { assetId } = res.json;
    await waitForAsset(assetId);
    const status = await callRoute(getOne, "GET", res.json.statusPath, { params: { organizationId: organization.id, assetId }, apiKey });
    expect(status.json).toMatchObject({
      status: "READY",
      kind: "VIDEO",
      result: { mime, width, height, durationSec, fileSize: video.length, aspectRatio: Math.round((width / height) * 10_000) / 10_000 },
    });
    expect(status.json.result.thumbnailUrl).toBeUndefined();
  });

  it("a 50 MiB video (exactly at the limit) is accepted and streamed to storage whole", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, fileUpload(streamVideo(VIDEO_MAX_BYTES, { durationSec: 60 }), "2", "long.mp4"));
    expect(res.status).toBe(202);
    const asset = await waitForAsset(res.json.assetId);
    expect(asset).toMatchObject({ status: "READY", fileSize: VIDEO_MAX_BYTES, durationSec: 60 });
  });

  it("uses PUBLIC_URL for result.url when it is set", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, fileUpload(jpeg));
    await waitForAsset(res.json.assetId);
    process.env.PUBLIC_URL = "https://ads.example.com/";
    try {
      const status = await callRoute(getOne, "GET", res.json.statusPath, {
        params: { organizationId: organization.id, assetId: res.json.assetId },
        apiKey,
      });
      expect(status.json.result.url).toBe(`https://ads.example.com/media/assets/${organization.id}/${res.json.assetId}/original.jpg`);
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });
});

describe("processing failures on bad content: FAILED, retryable false", () => {
  it.each([
    [
      "a JPEG whose image data is corrupt",
      async () =>
        Buffer.concat([
          jpeg.subarray(0, 20),
          Buffer.from([0xff, 0xc4, 0x00, 0x05, 0x00, 0xff, 0xff]),
          Buffer.alloc(3000, 0x55),
          Buffer.from([0xff, 0xd9]),
        ]),
      "1",
      "INVALID_IMAGE",
    ],
    ["an MP4 with no movie header", async () => makeVideo({ noMoov: true, mediaBytes: 4000 }), "2", "INVALID_VIDEO"],
    ["an MP4 with no video track", async () => makeVideo({ noVideoTrack: true }), "2", "NO_VIDEO_TRACK"],
    [
      "an MP4 whose header says it lasts 0xFFFFFFFF ms (49.7 days)",
      async () => makeVideo({ rawDuration: 0xffffffff }),
      "2",
      "VIDEO_TOO_LONG",
    ],
    ["an MP4 of 0 × 240 pixels", async () => makeVideo({ width: 0 }), "2", "INVALID_VIDEO"],
  ])("%s", async (_label, make, productType, errorReason) => {
    const { organization, apiKey } = await createOwner();
    const res = await upload(POST, organization.id, apiKey, fileUpload(await make(), productType));
    expect(res.status).toBe(202);
    const { assetId } = res.json;
    await waitForAsset(assetId);
    const status = await callRoute(getOne, "GET", res.json.statusPath, { params: { organizationId: organization.id, assetId }, apiKey });
    expect(status.json).toMatchObject({ status: "FAILED", errorReason, retryable: false, attempts: 1 });
    expect(status.json.errorMessage).toEqual(expect.any(String));
    expect(status.json.result).toBeUndefined();
  });
});

describe("GET /ad/assets (extension): the library", () => {
  it("lists newest first with cursor pagination and filters by status and kind", async () => {
    const { organization, apiKey } = await createOwner();
    const ids: string[] = [];
    for (const data of [jpeg, makeVideo(), await makePng(), makeVideo({ noMoov: true })]) {
      const res = await upload(POST, organization.id, apiKey, fileUpload(data, "2"));
      expect(res.status).toBe(202);
      ids.push(res.json.assetId);
    }
    for (const id of ids) await waitForAsset(id);
    const params = { organizationId: organization.id };
    const list = (query: Record<string, string>) => callRoute(GET, "GET", assetsPath(organization.id), { params, apiKey, query });

    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.json.items.map((a: { assetId: string }) => a.assetId)).toEqual([...ids].reverse());
    expect(all.json.nextCursor).toBeNull();

    const first = await list({ limit: "3" });
    expect(first.json.items).toHaveLength(3);
    const second = await list({ limit: "3", cursor: first.json.nextCursor });
    expect([...first.json.items, ...second.json.items].map((a: { assetId: string }) => a.assetId)).toEqual([...ids].reverse());
    expect(second.json.nextCursor).toBeNull();

    const videos = await list({ kind: "VIDEO" });
    expect(videos.json.items.map((a: { assetId: string }) => a.assetId)).toEqual([ids[3], ids[1]]);
    const failed = await list({ status: "FAILED" });
    expect(failed.json.items.map((a: { assetId: string }) => a.assetId)).toEqual([ids[3]]);
    const readyImages = await list({ status: "READY", kind: "IMAGE" });
    expect(readyImages.json.items.map((a: { assetId: string }) => a.assetId)).toEqual([ids[2], ids[0]]);
  });

  it.each([
    [{ status: "DONE" }, "status"],
    [{ kind: "AUDIO" }, "kind"],
    [{ limit: "0" }, "limit"],
    [{ limit: "201" }, "limit"],
    [{ cursor: "not-an-id" }, "cursor"],
    [{ colour: "red" }, "colour"],
  ])("400 VALIDATION_FAILED for query %j", async (query, field) => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(GET, "GET", assetsPath(organization.id), { params: { organizationId: organization.id }, apiKey, query });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("a Viewer may list and read assets", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const res = await upload(POST, organization.id, apiKey, fileUpload(jpeg));
    const list = await callRoute(GET, "GET", assetsPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey: viewer.apiKey,
    });
    expect(list.status).toBe(200);
    expect(list.json.items).toHaveLength(1);
    const one = await callRoute(getOne, "GET", res.json.statusPath, {
      params: { organizationId: organization.id, assetId: res.json.assetId },
      apiKey: viewer.apiKey,
    });
    expect(one.status).toBe(200);
  });
});

describe("tenancy", () => {
  it("another organization's asset is 404 under your organization and absent from your list", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const res = await upload(POST, theirs.organization.id, theirs.apiKey, fileUpload(jpeg));
    expect(res.status).toBe(202);
    const assetId = res.json.assetId;
    const params = { organizationId: mine.organization.id, assetId };
    const read = await callRoute(getOne, "GET", assetsPath(mine.organization.id, assetId), { params, apiKey: mine.apiKey });
    expect(read.status).toBe(404);
    expect(read.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    const list = await callRoute(GET, "GET", assetsPath(mine.organization.id), {
      params: { organizationId: mine.organization.id },
      apiKey: mine.apiKey,
    });
    expect(list.json.items).toEqual([]);
    const crossed = await callRoute(getOne, "GET", assetsPath(theirs.organization.id, assetId), {
      params: { organizationId: theirs.organization.id, assetId },
      apiKey: mine.apiKey,
    });
    expect(crossed.status).toBe(403);
  });

  it("400 for an asset id that is not an ObjectId", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(getOne, "GET", assetsPath(organization.id, "nope"), {
      params: { organizationId: organization.id, assetId: "nope" },
      apiKey,
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: "VALIDATION_FAILED" });
  });
});
