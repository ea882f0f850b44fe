// Checks the server makes before Next.js sees a request, for what Next itself would answer with a plain-text
// 500 or an empty 405: a method no route has (TRACE, PROPFIND, …) and a path whose percent-encoding is not
// UTF-8. Both answer the common error object, as does an API path with an empty segment or a trailing slash
// (`/api/core/organization/x/app//platform`), which Next would answer with a plain-text 308 to another path
// that a PUT or POST client would not follow. It also drops the forwarding headers a client could forge
// unless TRUST_PROXY says a proxy in front sets them.

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const FORWARDED_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

function sendError(res, statusCode, code, message, reason, headers = {}) {
  const body = JSON.stringify({ statusCode, code, message, reason });
  res.writeHead(statusCode, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(body);
}

/** Whether every percent-escape of the path decodes to valid UTF-8. */
export function pathDecodes(url) {
  const pathname = String(url ?? "/").split("?")[0];
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Whether an API path has an empty segment (`//`) or ends with `/`: no API route has such a path. */
export function emptyApiSegment(url) {
  const pathname = String(url ?? "/").split("?")[0];
  return pathname.startsWith("/api/") && (pathname.endsWith("/") || pathname.includes("//"));
}

/** Removes X-Forwarded-Host/-Proto when no trusted proxy sets them (they would decide the same-origin check). */
export function dropUntrustedForwarding(headers, trustedHops = Number(process.env.TRUST_PROXY ?? 0)) {
  if (trustedHops > 0) return;
  for (const name of FORWARDED_HEADERS) delete headers[name];
}

/** Answers the request itself and returns true when it must not reach Next.js. */
export function gateRequest(req, res) {
  if (!KNOWN_METHODS.has(req.method)) {
    sendError(res, 404, "NotFound", `${req.method} is not supported on ${String(req.url).split("?")[0]}`, "METHOD_NOT_ALLOWED", {
      Allow: [...KNOWN_METHODS].join(", "),
    });
    return true;
  }
  if (!pathDecodes(req.url)) {
    sendError(res, 400, "BadRequest", "The path holds a percent-encoding that is not UTF-8.", "MALFORMED_PATH");
    return true;
  }
  if (emptyApiSegment(req.url)) {
    sendError(res, 404, "NotFound", `No route ${String(req.url).split("?")[0]}: a path segment is empty.`, "ROUTE_NOT_FOUND");
    return true;
  }
  dropUntrustedForwarding(req.headers);
  return false;
}
