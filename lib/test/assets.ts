// Helpers for asset tests: a storage of the test file's own (a directory, or a bucket on a loopback S3 server), uploads through the real route, the
// real worker, and waiting for an asset to settle.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { prisma } from "@/lib/db/client";
import { startAssetWorker, stopAssetWorker } from "@/lib/workers/asset-worker";
import { stopAssetQueue } from "@/lib/assets/asset-queue";
import { callRoute } from "./call-route";
import { multipart, type Part } from "./multipart";
import { useS3Storage } from "./s3-server";

type TestStorage = {
  /** Where the files are (a directory, or the S3 server's address): what messages to clients must never show. */
  location: string;
  /**
   * Everything stored, as keys, sorted, with what unfinished writes left: temporary files on disk, and in a bucket
   * multipart uploads neither completed nor aborted (as `<key> (unfinished upload)`).
   */
  files(): string[];
  /** Makes the storage unreachable (every read and write fails) until the returned function is called. */
  outage(): Promise<() => Promise<void>>;
  /** Reads of `key` block, unanswered, until the returned function is called: a storage that stalls mid-job. */
  stall(key: string): () => void;
};

/**
 * The test file's own storage, of the kind the run uses: with STORAGE=s3, an S3 protocol server on loopback for
 * this file (scripts/s3-test-server.mjs); otherwise a fresh temporary directory. `await` it at the top of the file.
 */
export async function useTestStorage(): Promise<TestStorage> {
  if (process.env.STORAGE === "s3") {
    const s3 = await useS3Storage();
    return {
      location: s3.endpoint,
      files: () => [...s3.objects(), ...s3.unfinishedUploads().map(({ key }) => `${key} (unfinished upload)`)].sort(),
      outage: async () => {
        await s3.down();
        return () => s3.up();
      },
      stall: (key) => s3.hold(key),
    };
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-storage-"));
  Object.assign(process.env, { STORAGE: "local", STORAGE_DIR: root });
  afterAll(async () => {
    await stopAssetQueue().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
  });
  return {
    location: root,
    files: () => listFiles(root),
    outage: async () => {
      // A file where the directory was: every path under it fails (ENOTDIR), reads and writes alike.
      fs.renameSync(root, `${root}.away`);
      fs.writeFileSync(root, "");
      return async () => {
        fs.rmSync(root);
        fs.renameSync(`${root}.away`, root);
      };
    },
    stall: (key) => {
      // A named pipe in the file's place: a reader blocks opening it until a writer comes, which none does.
      const file = path.join(root, ...key.split("/"));
      fs.renameSync(file, `${file}.held`);
      if (spawnSync("mkfifo", [file]).status !== 0) throw new Error("mkfifo failed");
      return () => {
        fs.rmSync(file);
        fs.renameSync(`${file}.held`, file);
      };
    },
  };
}

/** Every file under `root`, as slash-separated relative paths. */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() || entry.isFIFO())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
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
