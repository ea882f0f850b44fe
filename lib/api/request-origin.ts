import type { NextRequest } from "next/server";

/**
 * The origin the client used: X-Forwarded-Proto/-Host from a reverse proxy, else the Host header. (Behind a
 * custom server, `req.nextUrl` carries the server's own bind address rather than what the client asked for.)
 */
export function requestOrigin(req: NextRequest): string {
  return originOf(req.headers, req.nextUrl);
}

/** requestOrigin from the headers alone (a server component's `headers()`), `fallback` when they name no host. */
export function originOf(headers: Headers, fallback?: URL): string {
  const first = (value: string | null) => value?.split(",")[0]?.trim() || null;
  const host = first(headers.get("x-forwarded-host")) ?? headers.get("host") ?? fallback?.host ?? "localhost";
  const proto = first(headers.get("x-forwarded-proto")) ?? fallback?.protocol.replace(/:$/, "") ?? "http";
  return `${proto === "https" ? "https" : "http"}://${host}`;
}
