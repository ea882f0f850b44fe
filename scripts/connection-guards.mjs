// What the HTTP server does with a connection apart from the request's own answer: it never reads a body the
// answer did not need, and a request Node cannot parse still gets the common error object.

/**
 * An answer that starts before its request's body has arrived (a 401 to an anonymous upload, a 404, a body
 * refused halfway) closes the connection instead of keeping it alive: Node would otherwise read the rest of
 * the body, however large, to reach the next request on the connection.
 */
export function closeWhenBodyUnread(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
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
