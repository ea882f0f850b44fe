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
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["lib/test/pglite-snapshot.ts", "lib/test/s3-global-setup.ts", "lib/test/observed-answers.ts"],
    setupFiles: ["lib/test/setup-storage.ts", "lib/test/setup-database.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A stray it.only / describe.only fails CI instead of silently running a fraction of the suite.
    allowOnly: !process.env.CI,
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  },
});
