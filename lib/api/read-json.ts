import { badRequest, type ErrorDetail } from "./errors";

const MAX_JSON_BYTES = 1024 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads at most `limit` bytes of the body as a stream and stops there: a larger body is refused without
 * being held in memory (the rest is never read, and the answer closes the connection).
 */
async function readLimited(req: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!req.body) return null;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge() {
  const error = badRequest("The request body is larger than 1 MiB.", "BODY_TOO_LARGE");
  error.extra.headers = { Connection: "close" };
  return error;
}

/** JSON routes need Content-Type: application/json (or a +json type) whenever a body is sent. */
function assertJsonType(req: Request, hasBody: boolean) {
  if (!hasBody) return;
  const type = req.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type)) {
    throw badRequest("Send the body with Content-Type: application/json.", "UNSUPPORTED_CONTENT_TYPE");
  }
}

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not text at all.
const FORBIDDEN_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The fields (dotted paths) whose strings, or keys, hold NUL or a lone surrogate. */
function invalidTextFields(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= 20) return found;
  if (typeof value === "string") {
    if (FORBIDDEN_CHARACTER.test(value)) found.push(path.join("."));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => invalidTextFields(item, [...path, String(index)], found));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_CHARACTER.test(key)) found.push([...path, key.replace(FORBIDDEN_CHARACTER, "?")].join("."));
      else invalidTextFields(item, [...path, key], found);
    }
  }
  return found;
}

/** Refuses strings with NUL or lone surrogates (400 naming each field). */
export function assertCleanText(value: unknown, where: string) {
  const fields = invalidTextFields(value);
  if (fields.length === 0) return;
  const details: ErrorDetail[] = fields.map((path) => ({ path, message: "must not contain NUL or unpaired surrogate characters" }));
  throw badRequest(`Invalid ${where}: ${details[0].path || where}: ${details[0].message}`, "VALIDATION_FAILED", details);
}

/** The JSON body, read as a stream within 1 MiB; undefined when there is none. */
export async function readJson(req: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  const bytes = await readLimited(req, limit);
  if (!bytes || bytes.byteLength === 0) return undefined;
  assertJsonType(req, true);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The body is not valid UTF-8.", "MALFORMED_JSON");
  }
  if (text.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest(`Malformed JSON: ${(error as Error).message}`, "MALFORMED_JSON");
  }
  assertCleanText(value, "body");
  return value;
}
