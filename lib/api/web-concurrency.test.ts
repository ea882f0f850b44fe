// WEB_CONCURRENCY (scripts/cluster.mjs): how many server processes run, and the cluster itself — workers share
// one port, one runs the asset worker, SIGTERM to the primary ends them all.
import { spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webConcurrency } from "@/scripts/cluster.mjs";

describe("webConcurrency", () => {
  const cores = os.availableParallelism();

  it("defaults to the cores on PostgreSQL and to 1 on the embedded database", () => {
    expect(webConcurrency({ DATABASE_URL: "postgresql://db/x" })).toBe(cores);
    expect(webConcurrency({})).toBe(1);
  });

  it("takes WEB_CONCURRENCY as given on PostgreSQL", () => {
    expect(webConcurrency({ DATABASE_URL: "postgresql://db/x", WEB_CONCURRENCY: "3" })).toBe(3);
    expect(webConcurrency({ WEB_CONCURRENCY: "1" })).toBe(1);
  });

  it("refuses more than one process on the embedded database, saying why", () => {
    expect(() => webConcurrency({ WEB_CONCURRENCY: "2" })).toThrow(/embedded database .* one process only.*DATABASE_URL/);
  });

  it("refuses a value that is not a whole number from 1", () => {
    for (const value of ["0", "-1", "2.5", "two", "1e1"]) {
      expect(() => webConcurrency({ DATABASE_URL: "postgresql://db/x", WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
    }
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the cluster", () => {
  it("runs two workers on one port, the asset worker in exactly one, and SIGTERM ends them all", async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, [path.resolve("lib/test/cluster-stub-primary.mjs")], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: "postgresql://unused/x", WORKER_ENABLED: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
    try {
      const seen = new Map<number, { assetWorker: boolean; index: string }>();
      const deadline = Date.now() + 20_000;
      while (seen.size < 2 && Date.now() < deadline) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/`);
          const body = (await res.json()) as { pid: number; assetWorker: boolean; index: string };
          seen.set(body.pid, body);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      expect(seen.size).toBe(2);
      expect([...seen.values()].filter((w) => w.assetWorker)).toHaveLength(1);
      expect([...seen.values()].map((w) => w.index).sort()).toEqual(["0", "1"]);
      primary.kill("SIGTERM");
      expect(await exited).toBe(0);
      for (const pid of seen.keys()) expect(alive(pid)).toBe(false);
    } finally {
      if (primary.exitCode === null) primary.kill("SIGKILL");
    }
  }, 30_000);
});
