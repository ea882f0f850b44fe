import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Storage, StoredObject } from "./storage";
import { StorageError } from "./storage-error";
import { assertValidStorageKey } from "./storage-key";
import { setting } from "@/lib/config";

/** STORAGE_DIR, else .data/storage under the project (beside the embedded database). */
export function storageRoot(): string {
  // Read at run time, not a file the build should trace.
  return path.resolve(/* turbopackIgnore: true */ setting("STORAGE_DIR") ?? path.join(process.cwd(), ".data", "storage"));
}

// The message names the key and the error code but never the file-system path: it can reach API clients.
function wrap(error: unknown, what: string): StorageError {
  if (error instanceof StorageError) return error;
  const code = (error as NodeJS.ErrnoException)?.code;
  return new StorageError(`Storage ${what} failed${code ? ` (${code})` : ""}.`, { cause: error });
}

/** The temporary name a write uses until its body is complete (see put). */
export const PARTIAL_FILE = /\.part-[0-9a-f]{12}$/;

/** Files on local disk. Writes go to a temporary name in the same directory and are renamed when complete. */
export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    const full = path.join(this.root, ...key.split("/"));
    if (!full.startsWith(this.root + path.sep)) throw new StorageError(`Key ${key} leaves the storage root`);
    return full;
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    const target = this.pathOf(key);
    const temporary = `${target}.part-${randomBytes(6).toString("hex")}`;
    let diskError: unknown = null;
    try {
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const file = fs.createWriteStream(temporary, { flags: "wx" }).on("error", (error) => (diskError = error));
      await pipeline(body, file);
      await fs.promises.rename(temporary, target);
      const stat = await fs.promises.stat(target);
      return { size: stat.size, modifiedAt: stat.mtime };
    } catch (error) {
      await fs.promises.rm(temporary, { force: true }).catch(() => {});
      // The body's own failure (a refused upload) is not a storage fault: pass it on as it is. (A disk
      // failure also errors the body, as the pipeline tears it down.)
      if (!diskError && body.errored) throw body.errored;
      throw wrap(diskError ?? error, `write of ${key}`);
    }
  }

  async read(key: string, range?: { start: number; end?: number }): Promise<Readable> {
    try {
      const handle = await fs.promises.open(this.pathOf(key), "r");
      return handle.createReadStream({ start: range?.start, end: range?.end, autoClose: true });
    } catch (error) {
      throw wrap(error, `read of ${key}`);
    }
  }

  async readRange(key: string, start: number, length: number): Promise<Buffer> {
    let handle: fs.promises.FileHandle | undefined;
    try {
      handle = await fs.promises.open(this.pathOf(key), "r");
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, start);
      return buffer.subarray(0, bytesRead);
    } catch (error) {
      throw wrap(error, `read of ${key}`);
    } finally {
      await handle?.close();
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stat = await fs.promises.stat(this.pathOf(key));
      return stat.isFile() ? { size: stat.size, modifiedAt: stat.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw wrap(error, `stat of ${key}`);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await fs.promises.rm(this.pathOf(key), { force: true });
    } catch (error) {
      throw wrap(error, `delete of ${key}`);
    }
  }

  async sweepPartials(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    const walk = async (dir: string): Promise<void> => {
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (PARTIAL_FILE.test(entry.name)) {
          const stat = await fs.promises.stat(full).catch(() => null);
          if (stat && stat.mtimeMs < cutoff) {
            await fs.promises.rm(full, { force: true });
            removed++;
          }
        }
      }
    };
    await walk(this.root);
    return removed;
  }

  async checkReady(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true });
    await fs.promises.access(this.root, fs.constants.W_OK);
  }

  describe(): string {
    return this.root;
  }

  async deletePrefix(prefix: string): Promise<void> {
    try {
      await fs.promises.rm(this.pathOf(prefix), { recursive: true, force: true });
    } catch (error) {
      throw wrap(error, `delete of ${prefix}/`);
    }
  }
}
