import "server-only";
import type { Readable } from "node:stream";
import { LocalDiskStorage, storageRoot } from "./local-disk-storage";
import { S3Storage, s3Client } from "./s3-storage";
import { storageConfig } from "./storage-config";

export type StoredObject = { size: number; modifiedAt: Date };

/**
 * Where asset files live. Keys are validated relative names (`storage-key.ts`), never file-system paths,
 * so another implementation (an object store) can take this one's place.
 */
export interface Storage {
  /** Writes the whole body under `key`; the key appears only once the body is complete (atomic). */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** Bytes `start` .. `end` inclusive (or to the end), as a stream. */
  read(key: string, range?: { start: number; end?: number }): Promise<Readable>;
  /** At most `length` bytes from `start`. */
  readRange(key: string, start: number, length: number): Promise<Buffer>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Deletes every key under `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Removes what writes that never finished left behind (a process killed mid-upload): temporary files not
   * written to for `olderThanMs`. Returns how many were removed.
   */
  sweepPartials(olderThanMs: number): Promise<number>;
  /** Throws unless the storage can be reached and written to (readiness). */
  checkReady(): Promise<void>;
  /** Where the files are, for logs: a directory or a bucket, never a credential. */
  describe(): string;
}

const holder = globalThis as typeof globalThis & { __adnetStorage?: { signature: string; storage: Storage } };

/** The configured storage: STORAGE=s3 (the S3_* settings), else local disk under STORAGE_DIR or .data/storage. */
export function getStorage(): Storage {
  const config = storageConfig();
  const signature = config.kind === "s3" ? JSON.stringify(config.s3) : `local:${storageRoot()}`;
  if (holder.__adnetStorage?.signature !== signature) {
    const storage = config.kind === "s3" ? new S3Storage(s3Client(config.s3), config.s3) : new LocalDiskStorage(storageRoot());
    holder.__adnetStorage = { signature, storage };
  }
  return holder.__adnetStorage.storage;
}
