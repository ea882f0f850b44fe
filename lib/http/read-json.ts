import { badRequest, type ErrorDetail } from "@/lib/api/errors";

const MAX_JSON_BYTES = 1024 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads at most `limit` bytes of the body as a stream and stops there: a larger body is refused without being
 * held in memory. The answer goes out at once with Connection: close; the HTTP server reads and throws away the
 * rest, within its bounds, before it closes the connection, so the client reads the answer (scripts/connection-guards.mjs).
 */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array | null> {
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

/** No request body of this API nests deeper than a few levels; 64 leaves room and keeps every walk over it shallow. */
const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of objects and arrays in a JSON text, counted in one pass over the characters (strings
 * skipped), so a body of thousands of brackets is measured without recursion and refused before it is parsed.
 */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not text at all.
const FORBIDDEN_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The fields (dotted paths) whose strings, or keys, hold NUL or a lone surrogate. Walks with its own stack, not
 * the call stack, so a deeply nested value cannot overflow it.
 */
function invalidTextFields(root: unknown): string[] {
  type Item = { value: unknown; path: string[]; badKey?: true };
  const found: string[] = [];
  const stack: Item[] = [{ value: root, path: [] }];
  while (stack.length > 0 && found.length < 20) {
    const { value, path, badKey } = stack.pop()!;
    if (badKey || (typeof value === "string" && FORBIDDEN_CHARACTER.test(value))) found.push(path.join("."));
    else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], path: [...path, String(index)] });
    } else if (value && typeof value === "object") {
      const children: Item[] = Object.entries(value).map(([key, item]) =>
        FORBIDDEN_CHARACTER.test(key)
          ? { value: null, path: [...path, key.replace(FORBIDDEN_CHARACTER, "?")], badKey: true }
          : { value: item, path: [...path, key] },
      );
      stack.push(...children.reverse());
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
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw badRequest(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels of objects and arrays.`, "MALFORMED_JSON");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest(`Malformed JSON: ${(error as Error).message}`, "MALFORMED_JSON");
  }
  assertCleanText(value, "body");
  return value;
}
