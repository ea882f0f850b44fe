"use client";
// The console's fetcher: same routes as external clients, same common error object.
import type { ErrorBody, ErrorDetail } from "./errors";
import type { ApiPath } from "./paths";
import type { Reason } from "./reasons";

/** A reason the console gives itself when no answer arrived. */
type ClientReason = Reason | "NETWORK_ERROR";

export class ApiClientError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly reason?: ClientReason;
  readonly details: ErrorDetail[];
  readonly assetId?: string;
  constructor(
    body: Omit<ErrorBody, "reason"> & { reason?: ClientReason },
    /** The whole answer: a refused batch or plan answers its results beside the error's members */
    readonly answer?: unknown,
  ) {
    super(body.message);
    this.name = "ApiClientError";
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.reason = body.reason;
    this.details = body.details ?? [];
    this.assetId = body.assetId;
  }
}

type FetchOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
  /** Sent as Idempotency-Key (POST): a retry with the same key is answered once */
  idempotencyKey?: string;
};

export async function apiFetch<T>(path: ApiPath, options: FetchOptions = {}): Promise<T> {
  return (await request<T>(path, options)).json;
}

/** A spec list (an array) and the cursor of its next page, read from the `Link: <…>; rel="next"` header. */
export async function apiFetchList<T>(path: ApiPath, options: FetchOptions = {}): Promise<{ items: T[]; nextCursor: string | null }> {
  const { json, response } = await request<T[]>(path, options);
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "");
  return { items: json, nextCursor: next ? new URL(next[1], window.location.origin).searchParams.get("cursor") : null };
}

async function request<T>(
  path: ApiPath,
  { method = "GET", body, signal, query, idempotencyKey }: FetchOptions,
): Promise<{ json: T; response: Response }> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    throw new ApiClientError(
      json?.code ? json : { statusCode: response.status, code: "InternalServerError", message: response.statusText || "Request failed" },
      json,
    );
  }
  return { json: json as T, response };
}
