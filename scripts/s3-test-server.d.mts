export declare const TEST_BUCKET: string;

export type S3TestServer = {
  endpoint: string;
  /** Where the objects are kept (removed by stop()). */
  directory: string;
  /** STORAGE=s3 and its S3_* settings for this server. */
  env: Record<string, string>;
  /** Object keys in the bucket, sorted. */
  objects(): string[];
  /** Multipart uploads started and neither completed nor aborted. */
  unfinishedUploads(): { key: string; uploadId: string }[];
  /** Makes an unfinished upload look as if it started `ms` ago. */
  ageUpload(uploadId: string, ms: number): void;
  /** Reads (GET) of keys starting with `prefix` wait unanswered until the returned function is called. */
  hold(prefix: string): () => void;
  /** Every read of a key starting with `prefix` so far: the reader's SDK app id (AWS_SDK_UA_APP_ID), and whether it was answered. */
  reads(prefix: string): { key: string; appId: string | null; answered: boolean }[];
  /** Stops answering (connections refused) until `up()`; the data stays. */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
};

export declare function startS3Server(options?: { bucket?: string }): Promise<S3TestServer>;
