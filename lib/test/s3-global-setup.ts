// Vitest global setup: a run with STORAGE=s3 and no S3_ENDPOINT (a fresh machine, no bucket configured) gets one
// S3 protocol server on loopback for the whole run, whose S3_* settings every test file takes (setup-storage.ts).
// A file that needs a server of its own (to stop it, or to look at its objects) starts one with useTestStorage().
import type { TestProject } from "vitest/node";
import { startS3Server } from "@/scripts/s3-test-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    s3Env: Record<string, string> | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.STORAGE !== "s3" || process.env.S3_ENDPOINT) {
    project.provide("s3Env", null);
    return;
  }
  const server = await startS3Server();
  project.provide("s3Env", server.env);
  return () => server.stop();
}
