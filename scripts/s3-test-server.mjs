// A real S3 protocol server on loopback for tests and benchmarks: s3rver (signed requests checked, objects kept in
// a temporary directory), path-style, on a free port. s3rver lacks two calls the storage uses,
// ListMultipartUploads and AbortMultipartUpload: a small front answers those from s3rver's own store of unfinished
// uploads and passes every other request to s3rver untouched. The front can also hold reads of a key (a storage
// that stalls mid-job) and records which client (the SDK's app id) read what.
//
// Run as a script (`node scripts/s3-test-server.mjs`) it prints one JSON line with the S3_* settings and serves
// until SIGTERM, SIGINT or its parent's exit, then removes its data.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import S3rver from "s3rver";

export const TEST_BUCKET = "adnet-test";
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";
// How s3rver's file store names an object's content.
const OBJECT_SUFFIX = "._S3rver_object";

const xml = (text) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]);

/** The `app/<id>` part of the AWS SDK's user agent (AWS_SDK_UA_APP_ID), or null. */
function appIdOf(req) {
  const agent = `${req.headers["x-amz-user-agent"] ?? ""} ${req.headers["user-agent"] ?? ""}`;
  return /(?:^|\s)app\/([^\s]+)/.exec(agent)?.[1] ?? null;
}

export async function startS3Server({ bucket = TEST_BUCKET } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-s3-"));
  const s3rver = new S3rver({ directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const store = s3rver.store;
  const uploadsDir = store.getResourcePath(bucket, undefined, "uploads");
  const s3rverHandler = s3rver.callback();
  /** key prefix → answers of the reads waiting on it */
  const held = new Map();
  const reads = [];

  const unfinishedUploads = () =>
    fs.existsSync(uploadsDir)
      ? fs.readdirSync(uploadsDir).map((uploadId) => ({ uploadId, key: fs.readFileSync(path.join(uploadsDir, uploadId, "key"), "utf8") }))
      : [];

  const handler = (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const [bucketName, ...keyParts] = url.pathname.slice(1).split("/").filter(Boolean);
    const key = keyParts.map(decodeURIComponent).join("/");
    if (bucketName === bucket && req.method === "GET" && keyParts.length === 0 && url.searchParams.has("uploads")) {
      const uploads = unfinishedUploads()
        .map(({ key: uploadKey, uploadId }) => {
          const initiated = fs.statSync(path.join(uploadsDir, uploadId, "key")).mtime.toISOString();
          return `<Upload><Key>${xml(uploadKey)}</Key><UploadId>${uploadId}</UploadId><Initiated>${initiated}</Initiated></Upload>`;
        })
        .join("");
      res.writeHead(200, { "Content-Type": "application/xml" });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
          `<Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${uploads}</ListMultipartUploadsResult>`,
      );
      return;
    }
    const uploadId = url.searchParams.get("uploadId");
    if (bucketName === bucket && req.method === "DELETE" && uploadId && /^[0-9a-f]+$/.test(uploadId)) {
      req.resume();
      const exists = fs.existsSync(path.join(uploadsDir, uploadId));
      fs.rmSync(path.join(uploadsDir, uploadId), { recursive: true, force: true });
      if (exists) res.writeHead(204).end();
      else
        res
          .writeHead(404, { "Content-Type": "application/xml" })
          .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>`);
      return;
    }
    if (bucketName === bucket && req.method === "GET" && key) {
      const read = { key, appId: appIdOf(req), answered: false };
      reads.push(read);
      res.once("finish", () => (read.answered = true));
      const waiting = [...held].find(([prefix]) => key.startsWith(prefix))?.[1];
      if (waiting) {
        waiting.push(() => s3rverHandler(req, res));
        return;
      }
    }
    s3rverHandler(req, res);
  };

  let server = null;
  let port = 0;
  const sockets = new Set();
  const up = async () => {
    if (server) return;
    const started = http.createServer(handler);
    started.on("connection", (socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
    await new Promise((resolve, reject) => started.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
    port = started.address().port;
    server = started;
  };
  const down = async () => {
    const running = server;
    server = null;
    if (!running) return;
    // Kept-alive connections too: a request after down() must find nothing listening.
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => running.close(resolve));
  };
  await up();
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    directory: dir,
    env: {
      STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    objects: () => {
      const bucketDir = path.join(dir, bucket);
      return fs
        .readdirSync(bucketDir, { recursive: true })
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join("/"))
        .sort();
    },
    unfinishedUploads,
    ageUpload(uploadId, ms) {
      const past = new Date(Date.now() - ms);
      fs.utimesSync(path.join(uploadsDir, uploadId, "key"), past, past);
    },
    hold(prefix) {
      if (!held.has(prefix)) held.set(prefix, []);
      return () => {
        const waiting = held.get(prefix) ?? [];
        held.delete(prefix);
        for (const answer of waiting) answer();
      };
    },
    reads: (prefix) => reads.filter((read) => read.key.startsWith(prefix)).map(({ key, appId, answered }) => ({ key, appId, answered })),
    down,
    up,
    async stop() {
      for (const key of [...held.keys()]) held.delete(key);
      await down();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startS3Server();
  const parentPid = process.ppid;
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  setInterval(() => {
    if (process.ppid !== parentPid) void stop();
  }, 500).unref();
  process.stdout.write(`${JSON.stringify(server.env)}\n`);
}
