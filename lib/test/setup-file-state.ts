// Runs first before each test file. The shared project (vitest.config.mts) runs many files in one process with
// their modules kept, so what a file changes of the process must not reach the next file: its environment
// variables, timers, spies and stubbed globals are put back when the file ends, and the rate limiters start again
// empty, with a Redis connection of the next file's own (REDIS_URL may differ; a test may stop its Redis).
import { afterAll, vi } from "vitest";

const environment = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  const limits = globalThis as {
    __adnetLimiters?: unknown;
    __adnetRedis?: { disconnect: () => void } | null;
    __adnetRedisWaited?: unknown;
  };
  limits.__adnetRedis?.disconnect();
  delete limits.__adnetRedis;
  delete limits.__adnetRedisWaited;
  delete limits.__adnetLimiters;
});
