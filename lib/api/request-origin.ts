import type { NextRequest } from "next/server";

/**
 * The origin the client used: X-Forwarded-Proto/-Host from a reverse proxy, else the Host header. (Behind a
 * custom server, `req.nextUrl` carries the server's own bind address rather than what the client asked for.)
 */
export function requestOrigin(req: NextRequest): string {
  const first = (value: string | null) => value?.split(",")[0]?.trim() || null;
  const host = first(req.headers.get("x-forwarded-host")) ?? req.headers.get("host") ?? req.nextUrl.host;
  const proto = first(req.headers.get("x-forwarded-proto")) ?? req.nextUrl.protocol.replace(/:$/, "");
  return `${proto === "https" ? "https" : "http"}://${host}`;
}
