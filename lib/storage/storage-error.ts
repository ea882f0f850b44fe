/** A storage failure (disk unreachable, file missing): transient for processing, 503 for requests. */
export class StorageError extends Error {
  readonly code = "STORAGE_ERROR";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageError";
  }
}
