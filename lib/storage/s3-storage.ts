import "server-only";
import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "./storage-config";
import type { Storage, StoredObject } from "./storage";
import { StorageError } from "./storage-error";
import { assertValidStorageKey, contentTypeOfKey } from "./storage-key";

// Multipart parts of 5 MiB (S3's minimum), two in flight: an upload holds a few parts in memory at most,
// whatever its size.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
// Keys never change content (see serve-stored-file.ts), so a CDN serving the bucket directly may keep them.
const IMMUTABLE = "public, max-age=31536000, immutable";

type SdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

function statusOf(error: unknown): number | undefined {
  return (error as SdkError)?.$metadata?.httpStatusCode;
}

// The message names the key and the error's name, never the endpoint or the bucket: it can reach API clients.
function wrap(error: unknown, what: string): StorageError {
  if (error instanceof StorageError) return error;
  const e = error as SdkError;
  const code = e?.code ?? (e?.name && e.name !== "Error" ? e.name : undefined);
  return new StorageError(`Storage ${what} failed${code ? ` (${code})` : ""}.`, { cause: error });
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the API requires them: many S3-compatible servers (older MinIO, Ceph RGW, R2) do not
    // know the newer flexible checksums the SDK would otherwise send with every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // An unreachable server fails a request within seconds (the request answers 503), not after the OS's
    // connect timeout; a socket silent for 30 s is given up.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 30_000 },
  });
}

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Cloudflare R2); keys are object keys as they are. */
export class S3Storage implements Storage {
  readonly bucket: string;
  constructor(
    readonly client: S3Client,
    config: Pick<S3Config, "bucket">,
  ) {
    this.bucket = config.bucket;
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    assertValidStorageKey(key);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOfKey(key) ?? "application/octet-stream",
        CacheControl: IMMUTABLE,
      },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      // On any failure, the body's included, lib-storage aborts the multipart upload before done() rejects, so
      // no parts stay behind (what a crash still leaves, sweepPartials removes).
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The body's own failure (a refused upload) is not a storage fault: pass it on as it is.
      if (body.errored) throw body.errored;
      throw wrap(error, `write of ${key}`);
    }
    const stored = await this.stat(key);
    if (!stored) throw new StorageError(`Storage write of ${key} failed (the object is missing after the upload).`);
    return stored;
  }

  async read(key: string, range?: { start: number; end?: number }): Promise<Readable> {
    assertValidStorageKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined }),
      );
      const stream = answer.Body as Readable | undefined;
      return stream ?? Readable.from([]);
    } catch (error) {
      throw wrap(error, `read of ${key}`);
    }
  }

  async readRange(key: string, start: number, length: number): Promise<Buffer> {
    if (length <= 0) return Buffer.alloc(0);
    let stream: Readable;
    try {
      stream = await this.read(key, { start, end: start + length - 1 });
    } catch (error) {
      // A start at or past the end: no bytes, as a file read there gives.
      if (statusOf((error as StorageError).cause) === 416) return Buffer.alloc(0);
      throw error;
    }
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      throw wrap(error, `read of ${key}`);
    }
    return Buffer.concat(chunks).subarray(0, length);
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw wrap(error, `stat of ${key}`);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) === 404) return;
      throw wrap(error, `delete of ${key}`);
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidStorageKey(prefix);
    try {
      let token: string | undefined;
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        // One DeleteObject each: an asset has two files at most, and DeleteObjects needs a checksum header not
        // every S3-compatible server accepts.
        await Promise.all((page.Contents ?? []).map(({ Key }) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (error) {
      throw wrap(error, `delete of ${prefix}/`);
    }
  }

  /** Aborts multipart uploads started more than `olderThanMs` ago (a process that died mid-upload left them). */
  async sweepPartials(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let aborted = 0;
    try {
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await this.client.send(
          new ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated.getTime() >= cutoff) continue;
          await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }));
          aborted++;
        }
        [keyMarker, uploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
      } while (keyMarker);
    } catch (error) {
      throw wrap(error, "sweep of unfinished uploads");
    }
    return aborted;
  }

  async checkReady(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  describe(): string {
    return `bucket ${this.bucket}`;
  }
}
