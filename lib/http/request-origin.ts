import type { NextRequest } from "next/server";
import { setting } from "@/lib/config";

// host[:port]: a name or a bracketed IPv6 literal, nothing else (no `user@`, no path).
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const validHost = (value: string | null | undefined) => (value && HOST.test(value) ? value : null);

/** The value the nearest proxy wrote: a client can put anything to the left of it, never at the right end. */
const rightmost = (value: string | null) => value?.split(",").at(-1)?.trim() || null;

/**
 * The origin the client used, for absolute URLs in API answers when no public origin is configured (asset URLs:
 * lib/assets/serialize-asset.ts). Never for links in e-mail: those come from lib/public-origin.ts. Behind
 * TRUST_PROXY the proxy's own X-Forwarded-Host/-Proto count (the rightmost value; what the client sent is to
 * its left); without it they are ignored. Then the Host header, when it is a plain host[:port]. (Behind a custom
 * server, `req.nextUrl` carries the server's own bind address rather than what the client asked for.)
 */
export function requestOrigin(req: NextRequest): string {
  return originOf(req.headers, req.nextUrl);
}

/** requestOrigin from the headers alone (a server component's `headers()`), `fallback` when they name no host. */
export function originOf(headers: Headers, fallback?: URL): string {
  const proxied = setting("TRUST_PROXY") > 0;
  const host =
    (proxied ? validHost(rightmost(headers.get("x-forwarded-host"))) : null) ??
    validHost(headers.get("host")) ??
    fallback?.host ??
    "localhost";
  const proto = (proxied ? rightmost(headers.get("x-forwarded-proto")) : null) ?? fallback?.protocol.replace(/:$/, "") ?? "http";
  return `${proto === "https" ? "https" : "http"}://${host}`;
}
