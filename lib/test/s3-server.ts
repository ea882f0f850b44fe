// A real S3 protocol server on loopback for tests: s3rver (signed requests checked, objects kept in a temporary
// directory), path-style, on a free port. s3rver lacks two calls the storage uses, ListMultipartUploads and
// AbortMultipartUpload: a small front answers those from s3rver's own store of unfinished uploads and passes
// every other request to s3rver untouched.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll } from "vitest";
import { stopAssetQueue } from "@/lib/assets/asset-queue";

const TEST_BUCKET = "adnet-test";
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";
// How s3rver's file store names an object's content.
const OBJECT_SUFFIX = "._S3rver_object";

type Store = { getResourcePath(bucket: string, key: string | undefined, resource: string): string };

type S3TestServer = {
  endpoint: string;
  /** STORAGE=s3 and its S3_* settings for this server. */
  env: Record<string, string>;
  /** Object keys in the bucket, sorted. */
  objects(): string[];
  /** Keys of multipart uploads started and neither completed nor aborted. */
  unfinishedUploads(): { key: string; uploadId: string }[];
  /** Makes an unfinished upload look as if it started `ms` ago. */
  ageUpload(uploadId: string, ms: number): void;
  /** Stops answering (connections refused) until `up()`; the data stays. */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
};

const xml = (text: string) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!);

async function startS3Server(): Promise<S3TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-s3-"));
  const s3rver = new S3rver({ directory: dir, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  await s3rver.configureBuckets();
  const store = (s3rver as unknown as { store: Store }).store;
  const uploadsDir = store.getResourcePath(TEST_BUCKET, undefined, "uploads");
  const s3rverHandler = s3rver.callback();

  const unfinishedUploads = () =>
    fs.existsSync(uploadsDir)
      ? fs.readdirSync(uploadsDir).map((uploadId) => ({ uploadId, key: fs.readFileSync(path.join(uploadsDir, uploadId, "key"), "utf8") }))
      : [];

  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const [bucket, ...keyParts] = url.pathname.slice(1).split("/").filter(Boolean);
    if (bucket === TEST_BUCKET && req.method === "GET" && keyParts.length === 0 && url.searchParams.has("uploads")) {
      const uploads = unfinishedUploads()
        .map(({ key, uploadId }) => {
          const initiated = fs.statSync(path.join(uploadsDir, uploadId, "key")).mtime.toISOString();
          return `<Upload><Key>${xml(key)}</Key><UploadId>${uploadId}</UploadId><Initiated>${initiated}</Initiated></Upload>`;
        })
        .join("");
      res.writeHead(200, { "Content-Type": "application/xml" });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
          `<Bucket>${TEST_BUCKET}</Bucket><IsTruncated>false</IsTruncated>${uploads}</ListMultipartUploadsResult>`,
      );
      return;
    }
    const uploadId = url.searchParams.get("uploadId");
    if (bucket === TEST_BUCKET && req.method === "DELETE" && uploadId && /^[0-9a-f]+$/.test(uploadId)) {
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
    s3rverHandler(req, res);
  };

  let server: http.Server | null = null;
  let port = 0;
  const sockets = new Set<import("node:net").Socket>();
  const up = async () => {
    if (server) return;
    const started = http.createServer(handler);
    started.on("connection", (socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => started.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
    port = (started.address() as AddressInfo).port;
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
    env: {
      STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    objects: () => {
      const bucketDir = path.join(dir, TEST_BUCKET);
      return (fs.readdirSync(bucketDir, { recursive: true }) as string[])
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join("/"))
        .sort();
    },
    unfinishedUploads,
    ageUpload(uploadId, ms) {
      const past = new Date(Date.now() - ms);
      fs.utimesSync(path.join(uploadsDir, uploadId, "key"), past, past);
    },
    down,
    up,
    async stop() {
      await down();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

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
