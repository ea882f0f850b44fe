// Starts lib/test/second-instance.ts as a process of its own (its own pool, caches and rate limiter) on the
// PostgreSQL database `databaseUrl`, without Redis, and resolves once it listens.
import { spawn } from "node:child_process";
import path from "node:path";

export type SecondInstance = { port: number; stop: () => void };

export async function startSecondInstance(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<SecondInstance> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions", "react-server", path.join("lib", "test", "second-instance.ts")],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: "4", NODE_ENV: "production", REDIS_URL: "", ...extraEnv },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port=(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`second instance exited with ${code}`)));
  });
  return { port, stop: () => child.kill("SIGTERM") };
}
