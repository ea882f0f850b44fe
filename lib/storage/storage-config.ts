import { z } from "zod";

/** A setting left empty counts as unset (an orchestrator often passes `VAR=`). */
const optional = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const booleanSetting = (name: string) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? "false" : String(value).toLowerCase()),
    z.enum(["true", "false"], { error: `${name} must be true or false` }).transform((value) => value === "true"),
  );

// S3's bucket naming rules (3 to 63 characters, lower-case letters, digits, dots and hyphens, a letter or digit
// at each end): every S3-compatible server accepts these.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const s3Schema = z.object({
  S3_BUCKET: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string({ error: "S3_BUCKET is required" })
      .regex(BUCKET, "S3_BUCKET must be 3 to 63 lower-case letters, digits, dots or hyphens, starting and ending with a letter or digit"),
  ),
  S3_REGION: optional.transform((value) => value ?? "us-east-1"),
  S3_ENDPOINT: optional.pipe(
    z
      .string()
      .refine((value) => /^https?:\/\/[^/]+/.test(value) && URL.canParse(value), "S3_ENDPOINT must be an http:// or https:// URL")
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: booleanSetting("S3_FORCE_PATH_STYLE"),
});

const UNPAIRED_KEYS = "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials";

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

type StorageConfig = { kind: "local" } | { kind: "s3"; s3: S3Config };

export class StorageConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageConfigError";
  }
}

/** STORAGE (local, the default, or s3) and, for s3, its S3_* settings; a StorageConfigError names every problem. */
export function storageConfig(env: Record<string, string | undefined> = process.env): StorageConfig {
  const kind = env.STORAGE || "local";
  if (kind === "local") return { kind: "local" };
  if (kind !== "s3") throw new StorageConfigError(`STORAGE must be local or s3 (got ${JSON.stringify(kind)})`);
  const parsed = s3Schema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) problems.push(UNPAIRED_KEYS);
  if (!parsed.success || problems.length > 0) throw new StorageConfigError(`STORAGE=s3: ${problems.join("; ")}`);
  const s3 = parsed.data;
  return {
    kind: "s3",
    s3: {
      bucket: s3.S3_BUCKET,
      region: s3.S3_REGION,
      endpoint: s3.S3_ENDPOINT,
      credentials:
        s3.S3_ACCESS_KEY_ID && s3.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: s3.S3_FORCE_PATH_STYLE,
    },
  };
}

/**
 * MEDIA_BASE_URL: stored files are linked at this base plus their key (a CDN, or the bucket's own public address)
 * instead of the product's `/media` route. Null when unset.
 */
export function mediaBaseUrl(env: Record<string, string | undefined> = process.env): string | null {
  const value = env.MEDIA_BASE_URL;
  if (!value) return null;
  if (!/^https?:\/\/[^/]+/.test(value) || !URL.canParse(value)) {
    throw new StorageConfigError(`MEDIA_BASE_URL must be an http:// or https:// URL (got ${JSON.stringify(value)})`);
  }
  return value.replace(/\/+$/, "");
}

/** Stops a server or worker at start, with the reason, when the storage settings are wrong. */
export function checkStorageConfigAtStartup(): void {
  try {
    storageConfig();
    mediaBaseUrl();
  } catch (error) {
    if (!(error instanceof StorageConfigError)) throw error;
    console.error(`> Cannot start: ${error.message}`);
    process.exit(1);
  }
}
