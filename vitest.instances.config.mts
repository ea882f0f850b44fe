// The two-instance test (e2e/instances): production servers started from the build, so `npm test` runs it after
// `next build`, on PostgreSQL only. Its own database, bucket and processes: no per-file database setup.
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "lib/test/server-only-stub.ts"),
    },
  },
  test: {
    include: ["e2e/instances/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: "forks",
    allowOnly: !process.env.CI,
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  },
});
