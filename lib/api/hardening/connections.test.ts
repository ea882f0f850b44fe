// The HTTP server `npm start` runs (scripts/server.mjs), over real sockets, in front of the real route handlers
// called as Next.js calls them (the request's body is the Node stream itself): what it does with a body the
// answer did not need, and with requests Node's parser refuses.
import { once } from "node:events";
import type { IncomingMessage, Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as uploadAsset } from "@/app/api/core/organization/[organizationId]/ad/assets/route";
import { newObjectId } from "@/lib/new-object-id";
import { REASONS } from "@/lib/api/reasons";
import { clientErrorResponse } from "@/scripts/connection-guards.mjs";
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
