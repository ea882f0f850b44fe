// Runs before each test file: with STORAGE=s3 for the run and no bucket configured, the S3_* settings of the
// run's own S3 protocol server (s3-global-setup.ts).
import { inject } from "vitest";

Object.assign(process.env, inject("s3Env") ?? {});
