// Asset upload benchmark, run by hand against the real server (`npm run build` first):
//   npx tsx bench/asset-upload.ts            (or: npm run bench:assets)
// It starts the production server on BENCH_PORT (default 3150) with a throw-away embedded database
// (scripts/e2e-server.mjs: migrations, an owner with an API key, then the server `npm start` runs), or on your
// DATABASE_URL server, twice: once storing on local disk, once in an S3-compatible bucket (STORAGE=s3; without
// S3_ENDPOINT an S3 protocol server on loopback, scripts/s3-test-server.mjs, in a process of its own). Each time:
//   1. a 50 MiB MP4 upload, three times: throughput, and the server's peak RSS growth while it streams (target
//      < 32 MiB), medians;
//   2. a 300 MiB upload: how much the client could send before the server refused it and closed the connection;
//   3. the median time from the start of a 1 MiB JPEG upload to READY (polling statusPath);
//   4. 200 concurrent 1 MiB JPEG uploads, all reaching READY: the time until the last is READY, and the median
//      and 90th percentile of each one's upload-to-READY time.
// Then the two side by side, with the ratio S3 / local disk. Results are printed and written to
// bench/results/asset-upload-<time>.json. BENCH_STORAGES=local or =s3 runs one.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { streamVideo } from "@/lib/test/media";

const MIB = 1024 * 1024;
const port = Number(process.env.BENCH_PORT ?? 3150);
const base = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-bench-"));
const fixturesFile = path.join(work, "fixtures.json");

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

type Storage = "local" | "s3";

/** An S3 protocol server on loopback in its own process (so that it does not share the benchmark's CPU time). */
async function startS3() {
  const child = spawn(process.execPath, ["scripts/s3-test-server.mjs"], { stdio: ["ignore", "pipe", "inherit"] });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(JSON.parse(out.slice(0, out.indexOf("\n"))));
    });
    child.once("exit", (code) => reject(new Error(`the S3 server exited with ${code}`)));
  });
  return { env, stop: () => child.kill("SIGTERM") };
}

async function startServer(storage: Storage, s3Env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      E2E_FIXTURES_FILE: fixturesFile,
      LOG_LEVEL: "warn",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...(storage === "s3" ? s3Env : { STORAGE: "local", STORAGE_DIR: path.join(work, "storage") }),
      ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: path.join(work, `pglite-${storage}`) }),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Console ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout!.resume();
  return child;
}

type Owner = { organizationId: string; apiKey: string };

type Upload = { status: number; body: string; sentBytes: number; ms: number; connection?: string };

/** A multipart upload streamed with node:http, Content-Length known up front (as browsers send it). */
function postUpload(owner: Owner, file: AsyncIterable<Buffer>, fileSize: number, productType: string, filename: string): Promise<Upload> {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="productType"\r\n\r\n${productType}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve) => {
    const started = performance.now();
    let sentBytes = 0;
    let settled = false;
    const done = (result: Omit<Upload, "sentBytes" | "ms">) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, sentBytes, ms: performance.now() - started });
    };
    const req = http.request(
      `${base}/api/core/organization/${owner.organizationId}/ad/assets`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${owner.apiKey}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + fileSize + tail.length,
        },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => done({ status: res.statusCode!, body, connection: res.headers.connection }));
        res.on("error", () => done({ status: res.statusCode!, body, connection: res.headers.connection }));
      },
    );
    req.on("error", (error) => done({ status: -1, body: String(error) }));
    (async () => {
      const write = (chunk: Buffer) =>
        new Promise<void>((ok) => {
          sentBytes += chunk.length;
          if (req.write(chunk)) ok();
          else req.once("drain", ok);
        });
      await write(head);
      for await (const chunk of file) {
        if (req.destroyed || settled) return;
        await write(chunk);
      }
      await write(tail);
      req.end();
    })().catch(() => {});
  });
}

async function* once(buffer: Buffer) {
  yield buffer;
}

async function waitReady(
  owner: Owner,
  statusPath: string,
  timeoutMs = 60_000,
  pollMs = 20,
): Promise<{ status: string; result?: { fileSize: number } }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${base}${statusPath}`, { headers: { authorization: `Bearer ${owner.apiKey}` } });
    const asset = await res.json();
    if (asset.status === "READY" || asset.status === "FAILED") return asset;
    if (Date.now() > deadline) throw new Error(`still ${asset.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** A photographic-looking (noisy) JPEG just under 1 MiB: real pixel data for the decoder, not padding. */
async function oneMiBJpeg(): Promise<Buffer> {
  let best = Buffer.alloc(0);
  for (let quality = 95; quality >= 40; quality -= 5) {
    const jpeg = await sharp({
      create: { width: 1240, height: 940, channels: 3, background: "#6a8", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MIB) return jpeg;
    best = jpeg;
  }
  throw new Error(`could not make a JPEG under 1 MiB (smallest ${best.length})`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Everything measured against one server storing on `storage`. */
async function measure(storage: Storage, s3Env: Record<string, string>) {
  console.log(`Starting the server on ${base} with STORAGE=${storage} …`);
  const server = await startServer(storage, s3Env);
  const results: Record<string, unknown> = { storage };
  try {
    const owner: Owner = JSON.parse(fs.readFileSync(fixturesFile, "utf8")).owner;
    const jpeg = await oneMiBJpeg();
    results.jpegBytes = jpeg.length;

    // Warm-up: load the upload route, the queue and sharp before measuring.
    for (let i = 0; i < 3; i++) {
      const warm = await postUpload(owner, once(jpeg), jpeg.length, "1", "warm.jpg");
      await waitReady(owner, JSON.parse(warm.body).statusPath);
    }

    // 1. 50 MiB MP4, three times
    const size = 50 * MIB;
    const runs: { ms: number; growth: number; intact: boolean }[] = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const baseline = rssMiB(server.pid!);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid!))), 10);
      const video = await postUpload(owner, streamVideo(size, { durationSec: 120 }), size, "2", `bench-${i}.mp4`);
      clearInterval(sampler);
      if (video.status !== 202) throw new Error(`50 MiB upload answered ${video.status}: ${video.body}`);
      const asset = await waitReady(owner, JSON.parse(video.body).statusPath);
      runs.push({ ms: video.ms, growth: peak - baseline, intact: asset.status === "READY" && asset.result?.fileSize === size });
    }
    results.video50MiB = {
      runs: runs.length,
      medianMs: Math.round(median(runs.map((r) => r.ms))),
      medianThroughputMiBps: Math.round((size / MIB / (median(runs.map((r) => r.ms)) / 1000)) * 10) / 10,
      medianRssGrowthMiB: Math.round(median(runs.map((r) => r.growth)) * 10) / 10,
      maxRssGrowthMiB: Math.round(Math.max(...runs.map((r) => r.growth)) * 10) / 10,
      allReadyAndIntact: runs.every((r) => r.intact),
    };

    // 2. 300 MiB: refused at 50 MiB + 1 byte, the connection closed
    const oversized = await postUpload(owner, streamVideo(300 * MIB), 300 * MIB, "2", "huge.mp4");
    results.oversized300MiB = {
      status: oversized.status,
      reason: oversized.status === 400 ? JSON.parse(oversized.body).reason : oversized.body.slice(0, 80),
      connection: oversized.connection,
      clientSentMiB: Math.round((oversized.sentBytes / MIB) * 10) / 10,
    };

    // 3. median upload → READY of a 1 MiB JPEG
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await postUpload(owner, once(jpeg), jpeg.length, "1", `photo-${i}.jpg`);
      const asset = await waitReady(owner, JSON.parse(res.body).statusPath);
      if (asset.status !== "READY") throw new Error(`JPEG ended ${asset.status}`);
      times.push(performance.now() - started);
    }
    results.jpeg1MiBUploadToReady = { runs: times.length, medianMs: Math.round(median(times)), p90Ms: Math.round(percentile(times, 0.9)) };

    // 4. 200 concurrent uploads
    const started = performance.now();
    const each = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await postUpload(owner, once(jpeg), jpeg.length, "1", `concurrent-${i}.jpg`);
        if (res.status !== 202) return { status: `HTTP ${res.status}: ${res.body.slice(0, 120)}`, ms: performance.now() - started };
        // Two hundred clients polling every 20 ms would measure the polling, not the processing: each polls every 2 s.
        const asset = await waitReady(owner, JSON.parse(res.body).statusPath, 600_000, 2_000);
        return { status: asset.status, ms: performance.now() - started };
      }),
    );
    results.concurrent200 = {
      accepted: each.filter((e) => !e.status.startsWith("HTTP")).length,
      ready: each.filter((e) => e.status === "READY").length,
      refused: each
        .filter((e) => e.status.startsWith("HTTP"))
        .reduce<Record<string, number>>((counts, e) => ({ ...counts, [e.status]: (counts[e.status] ?? 0) + 1 }), {}),
      allReadyMs: Math.round(Math.max(...each.map((e) => e.ms))),
      medianToReadyMs: Math.round(median(each.map((e) => e.ms))),
      p90ToReadyMs: Math.round(
        percentile(
          each.map((e) => e.ms),
          0.9,
        ),
      ),
      serverRssAfterMiB: Math.round(rssMiB(server.pid!)),
    };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  return results;
}

const ratio = (s3: number, local: number) => Math.round((s3 / local) * 100) / 100;

async function main() {
  const storages = (process.env.BENCH_STORAGES ?? "local,s3").split(",") as Storage[];
  const s3 = storages.includes("s3") && !process.env.S3_ENDPOINT ? await startS3() : null;
  const s3Env = s3?.env ?? { STORAGE: "s3" };
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    database: process.env.DATABASE_URL ? "postgresql" : "pglite",
    cpus: os.cpus().length,
    s3: s3 ? "s3rver on loopback (scripts/s3-test-server.mjs)" : process.env.S3_ENDPOINT,
  };
  const byStorage: Record<string, Record<string, Record<string, number>>> = {};
  try {
    for (const storage of storages) {
      byStorage[storage] = (await measure(storage, s3Env)) as Record<string, Record<string, number>>;
      results[storage] = byStorage[storage];
    }
  } finally {
    s3?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  const { local, s3: bucket } = byStorage;
  if (local && bucket) {
    const rows: [string, number, number][] = [
      ["50 MiB upload: server RSS growth, median (MiB)", local.video50MiB.medianRssGrowthMiB, bucket.video50MiB.medianRssGrowthMiB],
      ["50 MiB upload: time, median (ms)", local.video50MiB.medianMs, bucket.video50MiB.medianMs],
      ["1 MiB JPEG upload → READY, median (ms)", local.jpeg1MiBUploadToReady.medianMs, bucket.jpeg1MiBUploadToReady.medianMs],
      ["200 concurrent 1 MiB uploads: all READY (ms)", local.concurrent200.allReadyMs, bucket.concurrent200.allReadyMs],
      ["200 concurrent: each upload → READY, median (ms)", local.concurrent200.medianToReadyMs, bucket.concurrent200.medianToReadyMs],
    ];
    results.sideBySide = rows.map(([what, onDisk, inBucket]) => ({ what, local: onDisk, s3: inBucket, ratio: ratio(inBucket, onDisk) }));
    console.table(results.sideBySide);
  }
  console.log(JSON.stringify(results, null, 2));
  const out = path.join("bench", "results", `asset-upload-${Date.now()}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
  console.log(`Written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
