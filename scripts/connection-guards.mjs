// What the HTTP server does with a connection apart from the request's own answer: it never reads more of a body
// than the answer needed and a bounded drain, and a request Node cannot parse still gets the common error object.

/** The most of a body left unread that is read and thrown away after the answer, so the client can read it. */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
/** How long the rest of a body is waited for after the answer before the connection is closed anyway. */
export const DRAIN_MAX_MS = 5_000;

/**
 * Reads and throws away what is left of the request's body, then calls `done` (once): at its end, when the
 * connection ends, or past `maxBytes` or `maxMs`. The rest is read whoever holds the stream (a handler that stopped
 * reading it halfway included); nothing of it reaches a handler any more. Bytes are counted on the socket: a body
 * Node itself discards never reaches the stream.
 */
function drainBody(req, socket, done, { maxBytes, maxMs }) {
  const start = socket.bytesRead;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    clearInterval(counter);
    req.off("readable", read);
    done();
  };
  const read = () => {
    while (req.read() !== null);
  };
  const timer = setTimeout(finish, maxMs);
  const counter = setInterval(() => {
    if (socket.bytesRead - start > maxBytes) finish();
  }, 10);
  timer.unref?.();
  counter.unref?.();
  req.once("end", finish);
  req.once("close", finish);
  req.once("error", finish);
  req.on("readable", read);
  read();
}

/**
 * An answer that starts before its request's body has arrived (a 401 to an anonymous upload, a 404, a JSON body
 * over its limit) closes the connection instead of keeping it alive: Node would otherwise read the rest of the
 * body, however large, to reach the next request on the connection. The close waits until the client has sent the
 * rest (read and thrown away) as long as it fits in `maxBytes` and comes within `maxMs`: closing a socket with
 * bytes still arriving resets it, and a client still sending would see a broken pipe instead of the answer. A body
 * declared larger than that is not waited for (the connection closes once the answer is out).
 */
export function closeWhenBodyUnread(req, res, { maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS } = {}) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && !this.headersSent) {
      this.setHeader("Connection", "close");
      const declared = Number(req.headers["content-length"]);
      const socket = req.socket;
      const fits = !Number.isFinite(declared) || declared <= maxBytes;
      if (fits && socket && typeof socket.destroySoon === "function" && !socket.drainsBody) {
        // Node closes a Connection: close socket with destroySoon once the answer is written: drain first.
        socket.drainsBody = true;
        const destroySoon = socket.destroySoon;
        socket.destroySoon = function () {
          socket.destroySoon = destroySoon;
          if (req.complete) return destroySoon.call(socket);
          drainBody(req, socket, () => destroySoon.call(socket), { maxBytes, maxMs });
        };
      }
    }
    return writeHead.apply(this, args);
  };
}

// Node's own answers to these are empty; the common error object names the problem instead. The API's status
// codes are those of its error table, so a header block over Node's limit is a 400 (as a body over 1 MiB is).
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [
    "HEADERS_TOO_LARGE",
    "The request line and headers are larger than 16 KiB (a query string that long, or too many cookies).",
  ],
  ERR_HTTP_REQUEST_TIMEOUT: ["REQUEST_TIMEOUT", "The request did not arrive in time."],
  HPE_HEADERS_TIMEOUT: ["REQUEST_TIMEOUT", "The request did not arrive in time."],
};

/** The raw HTTP answer to a request Node's parser refused (the server's `clientError` event). */
export function clientErrorResponse(error) {
  const [reason, message] = CLIENT_ERRORS[error?.code] ?? ["MALFORMED_REQUEST", "The request is not valid HTTP/1.1."];
  const body = JSON.stringify({ statusCode: 400, code: "BadRequest", message, reason });
  return [
    "HTTP/1.1 400 Bad Request",
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** The server's `clientError` listener: answers the common error object, then closes the connection. */
export function answerClientError(error, socket) {
  // Bytes written while another answer is under way on this connection would corrupt it; a reset peer reads nothing.
  const answerable = socket.writable && error?.code !== "ECONNRESET" && !socket._httpMessage?.headersSent;
  if (!answerable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error));
  socket.once("finish", () => socket.destroy());
}
