// A second app instance for tests that need two: its own process, its own connection pool and its own
// authentication cache and listener, on the database DATABASE_URL names. It serves GET /me (operation 9's
// extension) and GET postbacks (/api/core/postbacks/{partner}/{token}, whose lookups that cache holds too) over HTTP on a free port and prints `port=<n>` once listening. Run with
// `node --import tsx --conditions react-server lib/test/second-instance.ts`.
import http from "node:http";
import { NextRequest } from "next/server";
import { handlerOf } from "@/lib/http/operation";
// The operation's own file, not its domain's index: the index also loads the two-factor policy, whose mail texts
// bring next-intl's client provider, which cannot load under --conditions react-server.
import { getMe } from "@/lib/operations/organizations/get-me";
import { receivePostbackByGet } from "@/lib/operations/attribution/receive-postback";

const GET = handlerOf(getMe);
const GET_POSTBACK = handlerOf(receivePostbackByGet);

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost:3000");
  const organizationId = /^\/api\/core\/organization\/([^/]+)\/me$/.exec(url.pathname)?.[1];
  const postback = /^\/api\/core\/postbacks\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (!organizationId && !postback) {
    res.writeHead(404).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const request = new NextRequest(url, { method: "GET", headers });
  const answer = postback
    ? await GET_POSTBACK(request, { params: Promise.resolve({ partner: postback[1], token: postback[2] }) })
    : await GET(request, { params: Promise.resolve({ organizationId: organizationId! }) });
  res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`port=${typeof address === "object" && address ? address.port : 0}\n`);
});
process.on("SIGTERM", () => process.exit(0));
