import "server-only";
import { Readable } from "node:stream";
import { ApiError, errorResponse, notFound } from "@/lib/api/errors";
import { toApiError } from "@/lib/api/error-mapping";
import { getStorage } from "./storage";
import { contentTypeOfKey, isValidStorageKey } from "./storage-key";

// Stored asset files never change under their key (a new upload gets a new asset id), so browsers and CDNs
// may keep them for a year without asking again.
const IMMUTABLE = "public, max-age=31536000, immutable";
const SERVED_PREFIX = "assets/";

type Range = { start: number; end: number };

/** A single `bytes=` range; null when there is none, "invalid" when it cannot be satisfied. */
function parseRange(header: string | null, size: number): Range | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/** GET and HEAD of a stored file by key: content type from the key, long cache, ETag and byte ranges. */
export async function serveStoredFile(req: Request, segments: string[], withBody: boolean): Promise<Response> {
  try {
    const key = segments.join("/");
    const contentType = contentTypeOfKey(key);
    if (!key.startsWith(SERVED_PREFIX) || !isValidStorageKey(key) || !contentType) throw notFound("File");
    const storage = getStorage();
    const stat = await storage.stat(key);
    if (!stat) throw notFound("File");
    const etag = `"${stat.size.toString(16)}-${stat.modifiedAt.getTime().toString(16)}"`;
    const headers = new Headers({
      "Content-Type": contentType,
      "Cache-Control": IMMUTABLE,
      ETag: etag,
      "Last-Modified": stat.modifiedAt.toUTCString(),
      "Accept-Ranges": "bytes",
      "X-Content-Type-Options": "nosniff",
    });
    if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    const range = parseRange(req.headers.get("range"), stat.size);
    if (range === "invalid") {
      headers.set("Content-Range", `bytes */${stat.size}`);
      return new Response(null, { status: 416, headers });
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? stat.size - 1;
    headers.set("Content-Length", String(end - start + 1));
    if (range) headers.set("Content-Range", `bytes ${start}-${end}/${stat.size}`);
    const status = range ? 206 : 200;
    if (!withBody || stat.size === 0) return new Response(null, { status, headers });
    const body = Readable.toWeb(await storage.read(key, { start, end })) as ReadableStream<Uint8Array>;
    return new Response(body, { status, headers });
  } catch (error) {
    const apiError = error instanceof ApiError ? error : toApiError(error, "media");
    return errorResponse(apiError, { "Cache-Control": "no-store" });
  }
}
