// The HTTP server `npm start` runs: Next.js behind a plain node:http server, so the client's IP comes from the
// socket (or from exactly TRUST_PROXY trusted proxy hops) and never from a header a client could forge.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { compressAnswer, preferredEncoding, staticBrotli } from "./compress-answers.mjs";
import { answerClientError, closeWhenBodyUnread } from "./connection-guards.mjs";
import { gateRequest } from "./request-gate.mjs";
import { checkPublicOrigin, NEXTAUTH_URL_DEFAULTED } from "../lib/config/public-origin.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CLIENT_IP_HEADER = "x-adnet-client-ip";

export function clientIpOf(req, trustedHops = Number(process.env.TRUST_PROXY ?? 0)) {
  if (trustedHops > 0) {
    const chain = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    // Each trusted proxy appends the address it saw; the client is the one the outermost trusted proxy saw.
    const candidate = chain[chain.length - trustedHops];
    if (candidate) return candidate;
  }
  return req.socket.remoteAddress ?? "";
}

/**
 * The node:http server in front of `handle` (Next.js's request handler), with the checks it makes first.
 * `serveStatic`: answers a build file itself when it can (staticBrotli), true when it did.
 */
export function createHttpServer(handle, { serveStatic = () => false } = {}) {
  const server = http.createServer((req, res) => {
    closeWhenBodyUnread(req, res);
    if (gateRequest(req, res)) return;
    req.headers[CLIENT_IP_HEADER] = clientIpOf(req);
    if (serveStatic(req, res)) return;
    // The API's answers are compressed here. Next.js compresses pages and files with gzip only: where the client
    // takes br they are compressed here too, and Next.js is told the client takes nothing.
    if (req.url?.startsWith("/api/")) compressAnswer(req, res);
    else if (preferredEncoding(req.headers["accept-encoding"]) === "br") {
      compressAnswer(req, res);
      req.headers["accept-encoding"] = "identity";
    }
    handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.on("clientError", answerClientError);
  return server;
}

export async function startServer({
  port = Number(process.env.PORT ?? 3000),
  hostname = process.env.HOST ?? "0.0.0.0",
  parentPid = process.ppid,
} = {}) {
  // next-auth warns on every start without NEXTAUTH_URL and then assumes http://localhost:3000. Its default here
  // is this server's own address: same cookies as before (plain http unless set to https://…), no warning. The
  // console never follows next-auth's redirect URLs (sign-out goes to /sign-in on the page's own origin). That
  // default is no public origin: checked before it is set, and marked so links in mail never start with it.
  checkPublicOrigin();
  if (!process.env.NEXTAUTH_URL) {
    process.env.NEXTAUTH_URL = `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`;
    process.env[NEXTAUTH_URL_DEFAULTED] = "1";
  }
  const app = next({ dev: false, dir: root, hostname, port });
  await app.prepare();
  const server = createHttpServer(app.getRequestHandler(), { serveStatic: staticBrotli(path.join(root, ".next")) });
  await new Promise((resolve) => server.listen(port, hostname, resolve));
  console.log(`> Console ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    clearInterval(parentWatch);
    console.log(`> ${signal}: finishing open requests`);
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // npm passes SIGTERM/SIGINT only to its own child: `npm start` execs node there, so they arrive here. A parent
  // that dies without passing anything on (SIGKILL, a shell that does not exec its command) would leave this
  // process serving and holding the embedded database, so losing it stops the server as a signal would (ppid
  // changes on reparenting).
  const parentWatch = setInterval(() => {
    if (process.ppid !== parentPid) stop("Parent process exited");
  }, 250);
  parentWatch.unref();
  process.once("disconnect", () => stop("Parent disconnected"));
  return server;
}
