// A real S3 protocol server on loopback for a test file (scripts/s3-test-server.mjs: s3rver behind a small front),
// through which the real AWS SDK talks signed HTTP.
import { afterAll } from "vitest";
import { stopAssetQueue } from "@/lib/assets/asset-queue";
import { startS3Server, type S3TestServer } from "@/scripts/s3-test-server.mjs";

/**
 * Starts an S3 server for this test file and points the storage at it (STORAGE=s3 and the S3_* settings); stops
 * it and restores the settings after the file. `await` it at the top of the file.
 */
export async function useS3Storage(): Promise<S3TestServer> {
  const server = await startS3Server();
  const previous = Object.fromEntries(Object.keys(server.env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, server.env);
  afterAll(async () => {
    await stopAssetQueue().catch(() => {});
    await server.stop();
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  return server;
}
