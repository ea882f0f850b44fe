// The HTTP server `npm start` runs (scripts/server.mjs), over real sockets, in front of the real route handlers
// called as Next.js calls them (the request's body is the Node stream itself): what it does with a body the
// answer did not need, and with requests Node's parser refuses.
import { once } from "node:events";
import http, { type IncomingMessage, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as uploadAsset } from "@/app/api/core/organization/[organizationId]/ad/assets/route";
import { newObjectId } from "@/lib/new-object-id";
import { REASONS } from "@/lib/api/reasons";
import { clientErrorResponse, closeWhenBodyUnread } from "@/scripts/connection-guards.mjs";
import { createHttpServer } from "@/scripts/server.mjs";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const organizationId = newObjectId();
const routes: Record<string, [Handler, Record<string, string>]> = {
  "/api/auth/sign-up": [signUp, {}],
  [`/api/core/organization/${organizationId}/ad/assets`]: [uploadAsset, { organizationId }],
};

let server: Server;
let port: number;
/** Bytes the server read from each connection, once it closed. */
const readByServer: number[] = [];

beforeAll(async () => {
  server = createHttpServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url!, "http://localhost:3000");
    const [handler, params] = routes[url.pathname] ?? [];
    if (!handler) return void res.writeHead(404).end();
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const init = { method: req.method, headers, body: req as unknown as BodyInit, duplex: "half" };
    const request = new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
    const answer = await handler(request, { params: Promise.resolve(params) });
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), "content-length": String(body.length) });
    res.end(body);
  });
  server.on("connection", (socket) => socket.once("close", () => readByServer.push(socket.bytesRead)));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** An answer read off a raw socket: status, lower-cased headers and the JSON body. */
function parseAnswer(raw: string) {
  const [head, ...rest] = raw.split("\r\n\r\n");
  const [statusLine, ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  const body = rest.join("\r\n\r\n");
  return { status: Number(statusLine.split(" ")[1]), headers, json: body ? JSON.parse(body) : undefined };
}

/** Sends `request` as is and reads until the server closes the connection. */
async function rawExchange(request: string | Buffer) {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  let raw = "";
  socket.on("data", (data) => (raw += data.toString("latin1")));
  await once(socket, "connect");
  socket.write(request);
  await once(socket, "close");
  return parseAnswer(raw);
}

const MIB = 1024 * 1024;

describe("a refused request's body is not read", () => {
  it("an anonymous 200 MiB upload: 401 after the first 64 KiB, Connection: close, and the server reads no more of it", async () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    await once(socket, "connect");
    let raw = "";
    let sent = 0;
    let sentWhenAnswered = -1;
    let closed = false;
    // Not events.once: it rejects when the socket emits "error", and the server ending the connection while the
    // client still writes is an EPIPE here, the very outcome this test expects.
    const closing = new Promise<void>((resolve) => socket.once("close", () => resolve())).then(() => (closed = true));
    socket.on("data", (data) => {
      if (sentWhenAnswered < 0) sentWhenAnswered = sent;
      raw += data.toString("latin1");
    });
    socket.write(
      `POST /api/core/organization/${organizationId}/ad/assets HTTP/1.1\r\nHost: localhost:3000\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${200 * MIB}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    // Slowly until the answer arrives, then as fast as the connection takes it, for as long as it stays open.
    while (!closed && sent < 64 * MIB) {
      const drained = socket.write(chunk);
      sent += chunk.length;
      if (sentWhenAnswered < 0) await new Promise((resolve) => setTimeout(resolve, 20));
      else if (!drained) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closing]);
    }
    socket.destroy();
    await closing;
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ statusCode: 401, code: "Unauthorized" });
    expect(answer.headers.connection).toBe("close");
    expect(sentWhenAnswered).toBeGreaterThan(0);
    expect(sentWhenAnswered).toBeLessThanOrEqual(MIB);
    // Closed by the server long before the client could send 64 MiB (let alone 200), and read only what had arrived.
    expect(sent).toBeLessThan(32 * MIB);
    await expect.poll(() => readByServer.length).toBeGreaterThan(0);
    expect(readByServer.at(-1)).toBeLessThan(8 * MIB);
  });

  it("a request whose body was read keeps its connection (a small sign-up refused by validation)", async () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    await once(socket, "connect");
    const body = '{"email":"not-an-address"}';
    socket.write(
      `POST /api/auth/sign-up HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    let raw = "";
    for await (const data of socket) {
      raw += data.toString("latin1");
      if (raw.includes("\r\n\r\n") && /}$/.test(raw)) break;
    }
    const answer = parseAnswer(raw);
    expect(answer.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(answer.headers.connection).toBe("keep-alive");
    socket.destroy();
  });
});

describe("a JSON body over 1 MiB: the client always reads the 400", () => {
  /**
   * Sends a 3 MiB sign-up body in 64 KiB pieces with a pause between them, so the server answers long before the body
   * is all sent; reads until the server closes. Answers what the client read and any error its socket had.
   */
  async function oversized(framing: "length" | "chunked") {
    const total = 3 * MIB;
    const piece = Buffer.alloc(64 * 1024, 0x20);
    const socket = net.connect(port, "127.0.0.1");
    let error: string | null = null;
    socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    let raw = "";
    socket.on("data", (data) => (raw += data.toString("latin1")));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await once(socket, "connect");
    const frame = framing === "length" ? `Content-Length: ${total}` : "Transfer-Encoding: chunked";
    socket.write(`POST /api/auth/sign-up HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\n${frame}\r\n\r\n`);
    const write = (bytes: Buffer | string) =>
      new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.write(bytes, () => resolve())));
    for (let sent = 0; sent < total && !socket.destroyed; sent += piece.length) {
      await write(
        framing === "length" ? piece : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]),
      );
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    if (framing === "chunked") await write("0\r\n\r\n");
    await closed;
    return { error, raw };
  }

  it.each(["length", "chunked"] as const)(
    "50 bodies of 3 MiB sent slowly (%s): every one a complete 400 BODY_TOO_LARGE, no EPIPE or ECONNRESET",
    async (framing) => {
      for (let i = 0; i < 50; i++) {
        const { error, raw } = await oversized(framing);
        expect({ i, error }).toEqual({ i, error: null });
        const answer = parseAnswer(raw);
        expect(answer.status).toBe(400);
        expect(answer.headers.connection).toBe("close");
        expect(answer.json).toEqual({ statusCode: 400, code: "BadRequest", reason: "BODY_TOO_LARGE", message: expect.any(String) });
      }
    },
    60_000,
  );
});

describe("the drain after an early answer is bounded", () => {
  /** A server answering 400 before reading any body, its drain bounded by `limits`. */
  async function earlyAnswerServer(limits: { maxBytes: number; maxMs: number }) {
    const early = http.createServer((req, res) => {
      closeWhenBodyUnread(req, res, limits);
      const body = '{"reason":"BODY_TOO_LARGE"}';
      res.writeHead(400, { "content-type": "application/json", "content-length": body.length }).end(body);
    });
    early.listen(0, "127.0.0.1");
    await once(early, "listening");
    return { server: early, port: (early.address() as AddressInfo).port };
  }

  it("a client that stops sending halfway is closed on after maxMs", async () => {
    const early = await earlyAnswerServer({ maxBytes: 8 * MIB, maxMs: 200 });
    try {
      const socket = net.connect(early.port, "127.0.0.1");
      socket.on("error", () => {});
      let raw = "";
      socket.on("data", (data) => (raw += data.toString("latin1")));
      await once(socket, "connect");
      socket.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${MIB}\r\n\r\n${"x".repeat(1000)}`);
      // Never sends the rest: without the time bound the server would wait for it as long as the socket lives.
      await once(socket, "close");
      expect(parseAnswer(raw).json).toEqual({ reason: "BODY_TOO_LARGE" });
    } finally {
      early.server.closeAllConnections();
      early.server.close();
    }
  });

  it("a client that sends without end is closed on past maxBytes", async () => {
    const early = await earlyAnswerServer({ maxBytes: MIB, maxMs: 60_000 });
    try {
      const socket = net.connect(early.port, "127.0.0.1");
      socket.on("error", () => {});
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      let open = true;
      void closed.then(() => (open = false));
      await once(socket, "connect");
      socket.write("POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n");
      const piece = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      while (open && sent < 64 * MIB) {
        const frame = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]);
        if (!socket.write(frame)) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
        sent += piece.length;
      }
      await closed;
      expect(sent).toBeLessThan(64 * MIB);
    } finally {
      early.server.closeAllConnections();
      early.server.close();
    }
  });
});

describe("requests Node's parser refuses answer the common error object", () => {
  it("a 70 KB query string → 400 HEADERS_TOO_LARGE JSON, Connection: close", async () => {
    const answer = await rawExchange(`GET /api/auth/sign-up?q=${"a".repeat(70_000)} HTTP/1.1\r\nHost: localhost:3000\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.headers.connection).toBe("close");
    expect(answer.json).toEqual({ statusCode: 400, code: "BadRequest", reason: "HEADERS_TOO_LARGE", message: expect.any(String) });
  });

  it("a body after Content-Length: 0 (read as a second, garbage request) → 400 MALFORMED_REQUEST JSON", async () => {
    const answer = await rawExchange(
      "POST /api/auth/sign-up HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\nContent-Length: 0\r\n\r\n" +
        '{"email":"smuggled@example.test"}\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ statusCode: 400, code: "BadRequest", reason: "MALFORMED_REQUEST", message: expect.any(String) });
  });

  it("a request line that is not HTTP → 400 MALFORMED_REQUEST JSON", async () => {
    const answer = await rawExchange("HELLO THERE\r\n\r\n");
    expect(answer.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "MALFORMED_REQUEST" });
  });
});

it.each(["HPE_HEADER_OVERFLOW", "ERR_HTTP_REQUEST_TIMEOUT", "HPE_HEADERS_TIMEOUT", "HPE_INVALID_METHOD", undefined])(
  "the answer to a parser error %s carries a catalogued 400 reason",
  (code) => {
    const { status, json } = parseAnswer(clientErrorResponse(code ? { code } : undefined));
    expect(status).toBe(400);
    expect(REASONS[json.reason as keyof typeof REASONS]).toMatchObject({ status: 400 });
  },
);
