// Two instances of the whole product, as production runs them (`node scripts/start.mjs` on the `next build`
// output, each with its own asset worker), on two ports against one PostgreSQL database (made for this test and
// dropped after it), one Redis (keys under a prefix of this run's own) and one S3 protocol server on loopback.
// Run by `npm test` on PostgreSQL after the build: `npx vitest run --config vitest.instances.config.mts`.
// INSTANCE_PORTS=3321,3322 picks the ports (default: two free ones).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "@/lib/test/media";
import { startS3Server, type S3TestServer } from "@/scripts/s3-test-server.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const baseUrl = process.env.DATABASE_URL;
const PASSWORD = "two-instances-password";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; json: <T = Record<string, unknown>>() => T };
type AssetAnswer = { status: string; attempts: number; result: { url: string; thumbnailUrl: string } };

/** One HTTP request from a chosen loopback address (the server sees that client IP). */
function call(
  port: number,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method: init.method ?? "GET", headers: init.headers, localAddress: init.from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, body, json: <T>() => JSON.parse(body.toString()) as T });
        });
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
const cookiesOf = (answer: Answer) => (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Instance = { name: string; port: number; child: ChildProcess; log: string[] };

let s3: S3TestServer;
let admin: pg.Client;
let database: string;
let env: NodeJS.ProcessEnv;
const running = new Set<Instance>();

/** `npm start` (scripts/start.mjs) in a process group of its own, ready once /api/ready answers 200. */
async function start(name: string, port: number, extra: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...env, PORT: String(port), AWS_SDK_UA_APP_ID: name, ...extra },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const instance: Instance = { name, port, child, log: [] };
  running.add(instance);
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => instance.log.push(chunk.toString()));
  await until(
    `${name} to be ready`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${instance.log.join("")}`);
      return (await call(port, "/api/ready")).status === 200;
    },
    90_000,
  ).catch((error) => {
    throw new Error(`${(error as Error).message}\n${instance.log.join("")}`);
  });
  return instance;
}

/** Ends the instance's whole process group: SIGKILL, as a machine that dies. */
async function kill(instance: Instance, signal: NodeJS.Signals = "SIGKILL") {
  running.delete(instance);
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once("exit", resolve));
  try {
    process.kill(-instance.child.pid!, signal);
  } catch {}
  await exited;
}

let a: Instance;
let b: Instance;
let owner: { organizationId: string; userId: string; apiKey: string; email: string };
const jpeg = await makeJpeg(320, 200);

function uploadJpeg(instance: Instance, apiKey: string) {
  const boundary = `----two-instances-${randomBytes(6).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="productType"\r\n\r\n1\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(instance.port, `/api/core/organization/${owner.organizationId}/ad/assets`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

async function assetOn(instance: Instance, assetId: string, apiKey = owner.apiKey) {
  const answer = await call(instance.port, `/api/core/organization/${owner.organizationId}/ad/assets/${assetId}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return answer.json<AssetAnswer>();
}

async function signIn(instance: Instance, from: string, password = PASSWORD) {
  const csrf = await call(instance.port, "/api/auth/csrf", { from });
  const { csrfToken } = csrf.json<{ csrfToken: string }>();
  const answer = await call(instance.port, "/api/auth/callback/credentials", {
    method: "POST",
    from,
    ...form({ email: owner.email, password, csrfToken, json: "true" }),
    headers: { ...form({}).headers, cookie: cookiesOf(csrf).join("; ") },
  });
  return { answer, session: cookiesOf(answer).find((cookie) => /session-token=./.test(cookie)) };
}

beforeAll(async () => {
  if (!baseUrl)
    throw new Error("The two-instance test needs DATABASE_URL (a PostgreSQL server): the embedded database is one process only.");
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("The two-instance test runs the production build: `npx next build` first.");
  database = `adnet_instances_${randomBytes(4).toString("hex")}`;
  admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  s3 = await startS3Server();
  env = {
    ...process.env,
    ...s3.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: url.toString(),
    DATABASE_POOL_SIZE: "4",
    WEB_CONCURRENCY: "1",
    SKIP_BUILD: "1",
    HOST: "127.0.0.1",
    // Identical on every instance, as in production.
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    SETTLEMENT_ENCRYPTION_KEYS: `two:${randomBytes(32).toString("base64")}`,
    RATE_LIMIT_PREFIX: `adnet-instances-${randomBytes(4).toString("hex")}:rl`,
    // A lost job is taken up again within seconds, not the default minute.
    ASSET_JOB_LEASE_SECONDS: "4",
    ASSET_QUEUE_MAINTENANCE_SECONDS: "1",
    ASSET_JOB_RETRY_DELAY_SECONDS: "0",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    PUBLIC_URL: "",
    NEXTAUTH_URL: "",
    STORAGE_DIR: "",
  };
  const [portA, portB] = process.env.INSTANCE_PORTS?.split(",").map(Number) ?? [await freePort(), await freePort()];
  // A first (it applies the migrations), then B. A serves but does not process uploads, so that B must.
  a = await start("instance-a", portA, { WORKER_ENABLED: "false" });
  b = await start("instance-b", portB);
  const email = `owner-${randomBytes(3).toString("hex")}@instances.test`;
  const made = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions",
      "react-server",
      "scripts/bootstrap.ts",
      "--email",
      email,
      "--password",
      PASSWORD,
      "--organization",
      "Two Instances",
      "--json",
    ],
    { cwd: root, env, encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(made.stderr);
  owner = { ...JSON.parse(made.stdout.trim()), email };
}, 240_000);

afterAll(async () => {
  for (const instance of [...running]) await kill(instance);
  await s3?.stop();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);

describe("two instances against one PostgreSQL, one Redis and one bucket", () => {
  it("an upload through A is processed by B (A runs no worker) and served by B", async () => {
    const res = await uploadJpeg(a, owner.apiKey);
    expect(res.status, res.body.toString()).toBe(202);
    const { assetId } = res.json<{ assetId: string }>();
    const ready = await until("the asset to be READY on B", async () => {
      const asset = await assetOn(b, assetId);
      return asset.status === "READY" && asset;
    });
    expect(ready).toMatchObject({ status: "READY", result: { width: 320, height: 200, mime: "image/jpeg" } });
    const originalKey = new URL(ready.result.url).pathname.replace(/^\/media\//, "");
    // The worker that read the original from the bucket was B's.
    expect(s3.reads(originalKey).map((read) => read.appId)).toEqual(["instance-b"]);
    const served = await call(b.port, `/media/${originalKey}`);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.body.equals(jpeg)).toBe(true);
    const thumbnail = await call(b.port, new URL(ready.result.thumbnailUrl).pathname);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("a key rotated on A is refused on B at once; the new key works on B", async () => {
    const me = `/api/core/organization/${owner.organizationId}/me`;
    const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });
    // B has the old key in its authentication cache.
    expect((await call(b.port, me, bearer(owner.apiKey))).status).toBe(200);
    const rotated = await call(a.port, `/api/core/organization/${owner.organizationId}/members/${owner.userId}/api-key/rotate`, {
      method: "POST",
      ...bearer(owner.apiKey),
    });
    expect(rotated.status, rotated.body.toString()).toBe(200);
    const newKey = rotated.json<{ apiKey: string }>().apiKey;
    const refused = await until("B to refuse the old key", async () => {
      const answer = await call(b.port, me, bearer(owner.apiKey));
      return answer.status !== 200 && answer;
    });
    expect(refused.status).toBe(401);
    expect((await call(b.port, me, bearer(newKey))).status).toBe(200);
    owner.apiKey = newKey;
  });

  it("sign-out on A ends the session on B", async () => {
    const { session } = await signIn(a, "127.0.0.1");
    expect(session).toBeDefined();
    expect((await call(b.port, "/api/core/organizations", { headers: { cookie: session! } })).status).toBe(200);
    const csrf = await call(a.port, "/api/auth/csrf", { headers: { cookie: session! } });
    const out = await call(a.port, "/api/auth/signout", {
      method: "POST",
      ...form({ csrfToken: csrf.json<{ csrfToken: string }>().csrfToken, json: "true" }),
      headers: { ...form({}).headers, cookie: [session!, ...cookiesOf(csrf)].join("; ") },
    });
    expect(out.status).toBe(200);
    const replay = await until("B to refuse the ended session", async () => {
      const answer = await call(b.port, "/api/core/organizations", { headers: { cookie: session! } });
      return answer.status !== 200 && answer;
    });
    expect(replay.status).toBe(401);
    expect(replay.json()).toMatchObject({ reason: "SESSION_INVALID" });
  });

  it("a rate limit is shared: wrong passwords from one address, alternating between A and B, are held at the 11th", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(i % 2 ? b : a, "127.0.0.42", `wrong ${i}`)).answer.status);
    // Each instance alone saw at most six: only a shared count reaches the limit of ten.
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    // Held on both, for the right password too.
    expect((await signIn(b, "127.0.0.42")).answer.status).toBe(429);
    expect((await signIn(a, "127.0.0.42")).answer.status).toBe(429);
  });

  it("the instance processing a job is killed (SIGKILL) mid-job: the other finishes it, nothing is lost", async () => {
    // A restarted with its worker on (a rolling restart): now both process uploads.
    await kill(a, "SIGTERM");
    a = await start("instance-a", a.port);
    const prefix = `assets/${owner.organizationId}/`;
    const readsBefore = s3.reads(prefix).length;
    // Reads of this organization's files stall: whichever worker takes the job waits on the bucket, mid-job.
    const release = s3.hold(prefix);
    let released = false;
    try {
      const res = await uploadJpeg(b, owner.apiKey);
      expect(res.status, res.body.toString()).toBe(202);
      const { assetId } = res.json<{ assetId: string }>();
      const first = await until("a worker to read the original", async () => s3.reads(prefix).slice(readsBefore)[0]);
      expect(first.key).toContain(assetId);
      expect((await assetOn(b, assetId)).status).toBe("PROCESSING");
      const [dead, survivor] = first.appId === "instance-a" ? [a, b] : [b, a];
      expect(first.appId).toBe(dead.name);
      await kill(dead);
      release();
      released = true;
      const ready = await until(`${survivor.name} to finish the job`, async () => {
        const asset = await assetOn(survivor, assetId);
        return asset.status === "READY" && asset;
      });
      expect(ready).toMatchObject({ status: "READY", attempts: 2, result: { width: 320, height: 200 } });
      const reads = s3.reads(first.key);
      expect(reads.filter((read) => read.answered).map((read) => read.appId)).toContain(survivor.name);
      const served = await call(survivor.port, `/media/${first.key}`);
      expect(served.status).toBe(200);
      expect(served.body.equals(jpeg)).toBe(true);
      expect(s3.objects().filter((key) => key.includes(assetId))).toEqual(
        [first.key, first.key.replace(/original\.jpg$/, "thumbnail.webp")].sort(),
      );
      expect(s3.unfinishedUploads()).toEqual([]);
    } finally {
      if (!released) release();
    }
  });
});
