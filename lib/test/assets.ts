// Helpers for asset tests: a storage directory of the test file's own, uploads through the real route, the
// real worker, and waiting for an asset to settle.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { prisma } from "@/lib/db/client";
import { startAssetWorker, stopAssetWorker } from "@/lib/assets/asset-worker";
import { stopAssetQueue } from "@/lib/assets/asset-queue";
import { callRoute } from "./call-route";
import { multipart, type Part } from "./multipart";

/** Points STORAGE_DIR at a fresh temporary directory for this test file; call at the top of the file. */
export function useTemporaryStorage(): { root: string; files: () => string[] } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-storage-"));
  process.env.STORAGE_DIR = root;
  afterAll(async () => {
    await stopAssetQueue().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
  });
  return { root, files: () => listFiles(root) };
}

/** Every file under `root`, as relative paths. */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Runs the real asset worker in this process for the test file. */
export function useAssetWorker(concurrency = 2) {
  beforeAll(async () => {
    await startAssetWorker({ concurrency });
  });
  afterAll(async () => {
    await stopAssetWorker(2_000);
  });
}

type Handler = Parameters<typeof callRoute>[0];

export function assetsPath(organizationId: string, assetId?: string) {
  return `/api/core/organization/${organizationId}/ad/assets${assetId ? `/${assetId}` : ""}`;
}

/** POST a multipart body to operation 17's handler. */
export function upload(handler: Handler, organizationId: string, apiKey: string, parts: Part[]) {
  const { body, headers } = multipart(parts);
  return callRoute(handler, "POST", assetsPath(organizationId), { params: { organizationId }, apiKey, rawBody: body, headers });
}

export function fileUpload(
  data: Buffer | AsyncIterable<Buffer>,
  productType = "1",
  filename = "creative.bin",
  contentType?: string,
): Part[] {
  return [
    { name: "productType", value: productType },
    { name: "file", filename, contentType, data },
  ];
}

/** Polls the asset row until its status is one of `statuses`. */
export async function waitForAsset(assetId: string, statuses: string[] = ["READY", "FAILED"], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const asset = await prisma.asset.findUniqueOrThrow({ where: { id: assetId } });
    if (statuses.includes(asset.status)) return asset;
    if (Date.now() > deadline)
      throw new Error(`asset ${assetId} is still ${asset.status} after ${timeoutMs} ms (waiting for ${statuses.join("/")})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
