import "server-only";
import type { Readable } from "node:stream";
import { LocalDiskStorage, storageRoot } from "./local-disk-storage";

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
}

const holder = globalThis as unknown as { __adnetStorage?: { root: string; storage: Storage } };

/** The configured storage: local disk under STORAGE_DIR, else .data/storage. */
export function getStorage(): Storage {
  const root = storageRoot();
  if (holder.__adnetStorage?.root !== root) holder.__adnetStorage = { root, storage: new LocalDiskStorage(root) };
  return holder.__adnetStorage.storage;
}
