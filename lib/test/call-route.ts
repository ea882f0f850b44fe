// Calls a route handler in-process, the way Next.js would.
import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

type CallOptions = {
  params?: Record<string, string>;
  body?: unknown;
  /** sent as-is (malformed JSON, multipart uploads; a stream is sent without being held in memory) */
  rawBody?: string | Buffer | ReadableStream<Uint8Array>;
  apiKey?: string;
  cookie?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
};

export const ORIGIN = "http://localhost:3000";

export async function callRoute(handler: Handler, method: string, path: string, options: CallOptions = {}) {
  const url = new URL(path, ORIGIN);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ host: "localhost:3000", ...options.headers });
  if (options.apiKey) headers.set("authorization", `Bearer ${options.apiKey}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const streamed = body instanceof ReadableStream;
  const req = new NextRequest(url, { method, headers, body, ...(streamed ? { duplex: "half" } : {}) } as ConstructorParameters<
    typeof NextRequest
  >[1]);
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  // the bytes too, for answers that are files (PDFs)
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  recordErrorAnswer(method, url.pathname, res.status, text);
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {}
  // Tests read any field of any answer; each test asserts the shape it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, json: json as any, text, bytes };
}

// An error answer, for the check that the OpenAPI document declares it (lib/test/observed-answers.ts); each
// worker process appends to its own file.
function recordErrorAnswer(method: string, pathname: string, status: number, text: string) {
  const dir = process.env.OBSERVED_ANSWERS_DIR;
  if (!dir || status < 400) return;
  let reason: string | null = null;
  try {
    const parsed = JSON.parse(text) as { reason?: unknown };
    if (typeof parsed?.reason === "string") reason = parsed.reason;
  } catch {}
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), JSON.stringify({ method, path: pathname, status, reason }) + "\n");
}
