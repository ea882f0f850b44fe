// `npm start` as Docker and systemd run it: SIGTERM or SIGINT to any process of its tree (npm, the shell npm
// starts, node scripts/start.mjs) ends the server and frees the embedded database for the next start.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const built = fs.existsSync(path.join(root, ".next", "BUILD_ID"));
const linux = fs.existsSync("/proc/self/stat");

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every descendant of `pid` (Linux /proc), deepest last. */
function descendants(pid: number): number[] {
  const out = spawnSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" }).stdout;
  const pairs = out
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of pairs) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/** Running (a zombie no init has reaped yet has ended: it holds no port, lock or memory). */
const alive = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    if (child.pid && alive(child.pid)) for (const pid of [child.pid, ...descendants(child.pid)]) process.kill(pid, "SIGKILL");
});

async function npmStart(dataDir: string) {
  const port = await freePort();
  // The embedded database and in-process counters: no server of this run's may be shared.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: path.join(dataDir, "pglite"),
      STORAGE_DIR: path.join(dataDir, "storage"),
      SKIP_BUILD: "1",
      AUTH_SECRET: "npm-start-signals-test-secret-0123456789",
      SETTLEMENT_ENCRYPTION_KEYS: `t:${Buffer.alloc(32, 7).toString("base64")}`,
      NODE_ENV: "production",
    },
  });
  started.push(child);
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  try {
    await until(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        return !!res?.ok;
      },
      `npm start answering on ${port}`,
      150_000,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; its output:\n${log}`);
  }
  return { child, port, log: () => log };
}

const START = 150_000;

describe.skipIf(!built || !linux)("npm start and signals (needs a production build, `next build`, and Linux's /proc)", () => {
  it(
    "SIGTERM to npm's own process stops the whole tree and frees the database: a second start opens it, and SIGINT stops that one",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-npm-start-"));
      try {
        const first = await npmStart(dataDir);
        const tree = descendants(first.child.pid!);
        expect(tree.length).toBeGreaterThan(0);
        expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);

        first.child.kill("SIGTERM");
        await until(() => [first.child.pid!, ...tree].every((pid) => !alive(pid)), "every process of npm start gone after SIGTERM", 20_000);
        expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

        const second = await npmStart(dataDir);
        // The database answers (readiness gives each check 2 s, which opening the embedded database on the first
        // request can exceed on a busy machine: asked again until it answers or a minute passes).
        let ready = "";
        await until(
          async () => {
            const res = await fetch(`http://127.0.0.1:${second.port}/api/ready`);
            ready = await res.text();
            return res.status === 200;
          },
          "the second start's database ready",
          60_000,
        ).catch(() => undefined);
        expect(JSON.parse(ready)).toMatchObject({ status: "ready", checks: { database: "ok" } });
        const secondTree = descendants(second.child.pid!);
        second.child.kill("SIGINT");
        await until(() => [second.child.pid!, ...secondTree].every((pid) => !alive(pid)), "every process gone after SIGINT", 20_000);
        expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    2 * START,
  );

  it(
    "the server stops when npm dies without passing anything on (SIGKILL), and SIGTERM to the server alone ends npm too",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-npm-start-"));
      try {
        const killed = await npmStart(dataDir);
        const tree = descendants(killed.child.pid!);
        killed.child.kill("SIGKILL");
        await until(() => tree.every((pid) => !alive(pid)), "the server gone after its npm was killed", 20_000);
        expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

        const run = await npmStart(dataDir);
        const runTree = descendants(run.child.pid!);
        const server = runTree.find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("scripts/start.mjs"));
        expect(server).toBeDefined();
        process.kill(server!, "SIGTERM");
        await until(() => [run.child.pid!, ...runTree].every((pid) => !alive(pid)), "npm and the server gone", 20_000);
        expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    2 * START,
  );
});
