// API answers compressed as the client asks (Accept-Encoding), where they leave the server: Next.js compresses
// pages (gzip only) but sends route handlers' answers as they are, and drops a Content-Encoding a handler sets. A list
// of campaigns is JSON that shrinks to a fifteenth. Pages and files go through here too when the client takes br. Streamed through zlib, never held whole; a body shorter than
// MIN_COMPRESS_BYTES goes as it is (the encoding would cost more than it saves), and so do media that are compressed
// already (images, video, archives) and event streams (zlib would hold events back).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:application\/(?:json|problem\+json|[\w.+-]+\+json|xml|javascript|x-ndjson|yaml)|text\/(?!event-stream)[\w.+-]+)\s*(?:;|$)/i;
// Brotli's default quality (11) is for files compressed once; answers made per request take the fast end.
const BROTLI_QUALITY = 4;

/** The encoding the client prefers of those offered here (br, then gzip, at equal weight); null for none. */
export function preferredEncoding(acceptEncoding) {
  const weights = new Map();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part
      .toLowerCase()
      .split(";")
      .map((piece) => piece.trim());
    if (!name) continue;
    const q = params.map((param) => /^q=([0-9.]+)$/.exec(param)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weightOf = (encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  let best = null;
  for (const encoding of ["br", "gzip"]) if (weightOf(encoding) > (best ? weightOf(best) : 0)) best = encoding;
  return best;
}

function compressor(encoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : zlib.createGzip();
}

function addVary(res) {
  const vary = String(res.getHeader("vary") ?? "");
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Makes `res` compress what is written to it when the answer is worth compressing and the client accepts it.
 * Decides when the body starts (headers set by then): up to MIN_COMPRESS_BYTES are held back to see whether the body
 * is longer; the headers are not flushed before that.
 */
export function compressAnswer(req, res) {
  if (req.method === "HEAD") return;
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const original = { write: res.write, end: res.end, flushHeaders: res.flushHeaders, writeHead: res.writeHead };
  // Next.js's own compression sits in front of these and writes the head before the first chunk: it is held
  // back (the last arguments kept) until the body shows whether it is worth compressing.
  let head = null;
  let mode = null; // "plain" or the zlib stream, once decided
  let held = [];
  let heldBytes = 0;

  const worthIt = () => {
    const type = String(res.getHeader("content-type") ?? "");
    if (typeof head?.[0] === "number") res.statusCode = head[0];
    if (res.headersSent || [204, 206, 304].includes(res.statusCode) || res.getHeader("content-encoding") || !COMPRESSIBLE.test(type)) {
      return false;
    }
    addVary(res);
    const length = res.getHeader("content-length");
    return !!encoding && (length === undefined || Number(length) >= MIN_COMPRESS_BYTES);
  };
  const restore = () => {
    Object.assign(res, original);
    delete res.flush;
    if (head) res.writeHead(...head);
  };
  const decide = (ending) => {
    if (!worthIt() || (ending && heldBytes < MIN_COMPRESS_BYTES)) {
      mode = "plain";
      restore();
      for (const chunk of held) res.write(chunk);
      held = [];
      return;
    }
    res.setHeader("Content-Encoding", encoding);
    res.removeHeader("Content-Length");
    Object.assign(res, { writeHead: original.writeHead, flushHeaders: original.flushHeaders });
    if (head) res.writeHead(...head);
    const stream = compressor(encoding);
    stream.on("data", (chunk) => {
      if (original.write.call(res, chunk) === false) stream.pause();
    });
    res.on("drain", () => stream.resume());
    stream.on("drain", () => res.emit("drain"));
    stream.on("end", () => original.end.call(res));
    stream.on("error", (error) => res.destroy(error));
    mode = stream;
    for (const chunk of held) stream.write(chunk);
    held = [];
  };
  const toBuffer = (chunk, encodingOfChunk) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encodingOfChunk) : Buffer.from(chunk);

  res.flushHeaders = () => {};
  // Next.js calls this after each chunk of a streamed page: what is compressed so far goes out now, so a page's
  // later parts (Suspense boundaries) do not hold back its first.
  // (Bytes still held, under MIN_COMPRESS_BYTES, wait for the next write or the end.)
  res.flush = () => {
    if (mode && mode !== "plain") mode.flush();
  };
  res.writeHead = (status, ...rest) => {
    // Headers given here are set now, so the decision sees them.
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    head = [status, ...rest.filter((arg) => typeof arg === "string")];
    return res;
  };
  res.write = (chunk, encodingOfChunk, callback) => {
    if (typeof encodingOfChunk === "function") [callback, encodingOfChunk] = [encodingOfChunk, undefined];
    const buffer = toBuffer(chunk, encodingOfChunk);
    if (!mode) {
      held.push(buffer);
      heldBytes += buffer.length;
      if (heldBytes >= MIN_COMPRESS_BYTES) decide(false);
      callback?.();
      if (!mode) return true;
      return mode === "plain" ? true : !mode.writableNeedDrain;
    }
    return mode === "plain" ? res.write(buffer, callback) : mode.write(buffer, callback);
  };
  res.end = (chunk, encodingOfChunk, callback) => {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (typeof encodingOfChunk === "function") [callback, encodingOfChunk] = [encodingOfChunk, undefined];
    if (chunk !== undefined && chunk !== null) {
      const buffer = toBuffer(chunk, encodingOfChunk);
      if (mode && mode !== "plain") mode.write(buffer);
      else {
        held.push(buffer);
        heldBytes += buffer.length;
      }
    }
    if (!mode) decide(true);
    if (mode === "plain") return res.end(callback);
    if (callback) res.once("finish", callback);
    mode.end();
    return res;
  };
}

const STATIC_TYPES = { ".js": "application/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

/**
 * The build's scripts and styles (`/_next/static/…`, never changed while the server runs: their names carry their
 * content's hash) in Brotli at its best quality, made once per file in the background the first time one is asked
 * for and kept in memory: they are a sixth smaller than gzip's. `serve(req, res)` answers from that store and says
 * true; false when the client does not take br or the file is not ready yet (Next.js serves it then).
 */
export function staticBrotli(distDir) {
  const made = new Map(); // path under static/ -> Buffer, or null while being made or when it cannot be
  const staticDir = path.join(distDir, "static");
  return function serve(req, res) {
    if (req.method !== "GET" || !req.url?.startsWith("/_next/static/")) return false;
    if (preferredEncoding(req.headers["accept-encoding"]) !== "br") return false;
    let relative;
    try {
      relative = decodeURIComponent(req.url.slice("/_next/static/".length).split("?")[0]);
    } catch {
      return false;
    }
    const type = STATIC_TYPES[path.extname(relative)];
    const file = path.join(staticDir, relative);
    if (!type || !file.startsWith(staticDir + path.sep)) return false;
    const body = made.get(relative);
    if (body === undefined) {
      made.set(relative, null);
      fs.promises
        .readFile(file)
        .then(
          (source) =>
            new Promise((resolve, reject) =>
              zlib.brotliCompress(
                source,
                { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } },
                (error, result) => (error ? reject(error) : resolve(result)),
              ),
            ),
        )
        .then((result) => made.set(relative, result))
        .catch(() => {}); // a missing file stays with Next.js (its 404)
    }
    if (!body) return false;
    res.writeHead(200, {
      "Content-Type": type,
      "Content-Encoding": "br",
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
    });
    res.end(body);
    return true;
  };
}
