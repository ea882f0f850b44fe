// API answers leave the server (scripts/server.mjs) compressed as the client asks: the real campaign list route,
// sent to the socket as Next.js sends a route handler's answer (status and headers set, headers flushed, the body
// written chunk by chunk), read back as raw bytes.
import fs from "node:fs";
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listCampaigns } from "@/app/api/core/organization/[organizationId]/campaign/route";
import { createCampaignViaApi } from "@/lib/test/campaigns";
import { createOwner } from "@/lib/test/fixtures";
import { MIN_COMPRESS_BYTES, preferredEncoding, staticBrotli } from "@/scripts/compress-answers.mjs";
import { createHttpServer } from "@/scripts/server.mjs";

let server: Server;
let port: number;
let organizationId: string;
let apiKey: string;
/** What a test's own path answers instead of the route: [status, content type, body]. */
const fixed: Record<string, [number, string, Buffer | string]> = {
  "/api/small": [404, "application/json", JSON.stringify({ message: "x".repeat(MIN_COMPRESS_BYTES - 100) })],
  "/api/image": [200, "image/png", Buffer.alloc(8192, 7)],
  "/api/events": [200, "text/event-stream", "data: x\n\n".repeat(500)],
  "/not-api": [200, "application/json", JSON.stringify({ text: "y".repeat(8192) })],
};

// As Next.js's sendResponse and pipeToNodeResponse do it: no Content-Length, headers flushed before the first chunk.
async function sendAsNext(res: ServerResponse, answer: Response) {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (!["content-length", "content-encoding", "transfer-encoding"].includes(name)) res.appendHeader(name, value);
  });
  if (!answer.body) return void res.end();
  let started = false;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    if (!started) {
      started = true;
      res.flushHeaders();
    }
    if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
  }
  res.end();
}

beforeAll(async () => {
  const owner = await createOwner();
  organizationId = owner.organization.id;
  apiKey = owner.apiKey;
  for (let i = 0; i < 3; i++) await createCampaignViaApi(organizationId, apiKey);
  server = createHttpServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, "http://localhost:3000");
    const answer = fixed[url.pathname];
    if (answer) {
      const [status, type, body] = answer;
      return sendAsNext(
        res,
        new Response(typeof body === "string" ? body : new Uint8Array(body), { status, headers: { "content-type": type } }),
      );
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new NextRequest(url, { method: req.method, headers });
    await sendAsNext(res, await listCampaigns(request, { params: Promise.resolve({ organizationId }) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers: { authorization: `Bearer ${apiKey}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const listPath = () => `/api/core/organization/${organizationId}/campaign`;

describe("API answers compressed as the client asks", () => {
  it("sends the campaign list gzip, br or plain, the same list each way", async () => {
    const plain = await get(listPath());
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    const list = JSON.parse(plain.body.toString());
    expect(list.items).toHaveLength(3);

    const gzip = await get(listPath(), { "accept-encoding": "gzip, deflate" });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/^application\/json/);
    expect(gzip.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(list);

    const br = await get(listPath(), { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(list);

    const refused = await get(listPath(), { "accept-encoding": "gzip;q=0, br;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toEqual(list);
  });

  it("answers HEAD without a body or an encoding", async () => {
    const head = await get(listPath(), { "accept-encoding": "gzip" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it.each([
    ["a body under the threshold", "/api/small", "application/json"],
    ["an image", "/api/image", "image/png"],
    ["an event stream", "/api/events", "text/event-stream"],
  ])("sends %s as it is", async (_, path, type) => {
    const [status, , body] = fixed[path];
    const answer = await get(path, { "accept-encoding": "gzip, br" });
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe(type);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.equals(Buffer.from(body))).toBe(true);
  });
});

describe("pages and build files where the client takes br", () => {
  it("leaves a page asked with gzip alone to Next.js (which gzips it)", async () => {
    const answer = await get("/not-api", { "accept-encoding": "gzip, deflate" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.equals(Buffer.from(fixed["/not-api"][2]))).toBe(true);
  });

  it("sends a page br, and tells Next.js the client takes nothing", async () => {
    const answer = await get("/not-api", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(fixed["/not-api"][2]);
  });

  it("sends each streamed chunk of a page as it is flushed, not at the end", async () => {
    let finish!: () => void;
    const streaming = createHttpServer((req, res) => {
      expect(req.headers["accept-encoding"]).toBe("identity");
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.flushHeaders();
      res.write("<!DOCTYPE html><html><body>" + "shell ".repeat(400));
      (res as ServerResponse & { flush(): void }).flush();
      finish = () => res.end("</body></html>");
    });
    await new Promise<void>((resolve) => streaming.listen(0, "127.0.0.1", resolve));
    try {
      const first = await new Promise<Buffer>((resolve, reject) => {
        const req = http.get(
          { host: "127.0.0.1", port: (streaming.address() as AddressInfo).port, path: "/", headers: { "accept-encoding": "br" } },
          (res) => {
            expect(res.headers["content-encoding"]).toBe("br");
            res.once("data", (chunk: Buffer) => {
              resolve(chunk);
              finish();
              res.resume();
            });
          },
        );
        req.on("error", reject);
      });
      const shell = zlib.brotliDecompressSync(first, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }).toString();
      expect(shell).toContain("shell shell");
    } finally {
      streaming.closeAllConnections();
      await new Promise<void>((resolve) => streaming.close(() => resolve()));
    }
  });

  it("answers a build script from its Brotli copy once made, with nothing but the headers it needs", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "static-br-"));
    fs.mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
    const script = "console.log('chunk');".repeat(500);
    fs.writeFileSync(path.join(dist, "static", "chunks", "a1.js"), script);
    const serve = staticBrotli(dist);
    const request = (url: string, acceptEncoding: string) =>
      ({ method: "GET", url, headers: { "accept-encoding": acceptEncoding } }) as unknown as IncomingMessage;
    const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
    const res = {
      writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(sent, { status, headers }),
      end: (body: Buffer) => (sent.body = body),
    } as unknown as ServerResponse;
    try {
      expect(serve(request("/_next/static/chunks/a1.js", "gzip"), res)).toBe(false);
      // The first asking starts the copy and leaves this answer to Next.js.
      expect(serve(request("/_next/static/chunks/a1.js", "gzip, br"), res)).toBe(false);
      await expect.poll(() => serve(request("/_next/static/chunks/a1.js", "gzip, br"), res)).toBe(true);
      expect(sent.status).toBe(200);
      expect(sent.headers).toMatchObject({ "Content-Encoding": "br", "Content-Type": "application/javascript; charset=utf-8" });
      expect(zlib.brotliDecompressSync(sent.body!).toString()).toBe(script);
      expect(serve(request("/_next/static/../../etc/passwd.js", "br"), res)).toBe(false);
      expect(serve(request("/_next/static/chunks/missing.js", "br"), res)).toBe(false);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["deflate", null],
    ["gzip", "gzip"],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br, gzip;q=0", "br"],
    ["gzip;q=0, br;q=0", null],
    ["*", "br"],
    ["*;q=0.2, gzip;q=0.5", "gzip"],
    [" GZIP ; q=1.0 ", "gzip"],
  ])("%j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
