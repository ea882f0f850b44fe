// The postback receiver alone, as a process of its own on the database DATABASE_URL names, for tests that kill it:
// serves /api/core/postbacks/{partner}/{token} over HTTP on a free port and prints `port=<n>` once listening.
// Run with `node --import tsx --conditions react-server lib/test/postback-server.ts`.
import http from "node:http";
import { NextRequest } from "next/server";
import { handlerOf } from "@/lib/http/operation";
import { receivePostbackByGet, receivePostbackByPost } from "@/lib/operations/attribution/receive-postback";

const handlers = { GET: handlerOf(receivePostbackByGet), POST: handlerOf(receivePostbackByPost) };

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost:3000");
  const match = /^\/api\/core\/postbacks\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  const handler = handlers[req.method as keyof typeof handlers];
  if (!match || !handler) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const body = req.method === "POST" && chunks.length ? Buffer.concat(chunks) : undefined;
  const answer = await handler(new NextRequest(url, { method: req.method, headers, body }), {
    params: Promise.resolve({ partner: match[1], token: match[2] }),
  });
  res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`port=${typeof address === "object" && address ? address.port : 0}\n`);
});
process.on("SIGTERM", () => process.exit(0));
