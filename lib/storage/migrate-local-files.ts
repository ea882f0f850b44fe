import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PARTIAL_FILE } from "./local-disk-storage";
import type { Storage } from "./storage";
import { isValidStorageKey } from "./storage-key";

type MigrationReport = {
  copied: { key: string; size: number }[];
  /** Already in the target with the same size (an earlier run copied them). */
  skipped: string[];
  /** Not storage keys (a stray file, a temporary file of an unfinished upload): left alone. */
  ignored: string[];
  failed: { key: string; reason: string }[];
};

/** Every file under `root`, as the key it is stored under (slash-separated, relative to the root). */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Copies the files of a local storage directory to another storage (a bucket), `concurrency` at a time. Resumable:
 * a key the target already holds with the same size is skipped. Each copy is verified by the size the target
 * reports afterwards; a mismatch counts as failed. Local files are never changed.
 */
export async function migrateLocalFiles(
  root: string,
  target: Storage,
  { concurrency = 4, onProgress }: { concurrency?: number; onProgress?: (line: string) => void } = {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: [], skipped: [], ignored: [], failed: [] };
  const keys = listFiles(root);
  let next = 0;
  const copyOne = async (key: string) => {
    if (!isValidStorageKey(key) || PARTIAL_FILE.test(key)) {
      report.ignored.push(key);
      return;
    }
    const file = path.join(root, ...key.split("/"));
    try {
      const { size } = await fs.promises.stat(file);
      const existing = await target.stat(key);
      if (existing?.size === size) {
        report.skipped.push(key);
        return;
      }
      const stored = await target.put(key, fs.createReadStream(file));
      const check = await target.stat(key);
      if (stored.size !== size || check?.size !== size) {
        throw new Error(`${size} bytes on disk, ${check?.size ?? "none"} in the bucket`);
      }
      report.copied.push({ key, size });
      onProgress?.(`copied ${key} (${size} bytes)`);
    } catch (error) {
      const reason = (error as Error).message;
      report.failed.push({ key, reason });
      onProgress?.(`FAILED ${key}: ${reason}`);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      while (next < keys.length) await copyOne(keys[next++]);
    }),
  );
  return report;
}
