import { NextResponse, type NextRequest } from "next/server";
import { setting } from "@/lib/config";

// Every page gets a Content-Security-Policy with a fresh nonce: Next.js reads it from the request's CSP header
// and puts it on its own scripts, and 'strict-dynamic' lets those load the rest. No other script runs, nothing
// may frame the console. (API answers and static files get their headers from next.config.mjs.)
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const dev = process.env.NODE_ENV === "development";
  const media = mediaOrigin();
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Charts and the upload widget set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data:${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** With MEDIA_BASE_URL (a CDN or the bucket's public address) stored creatives load from that origin too. */
function mediaOrigin(): string {
  const base = setting("MEDIA_BASE_URL");
  return base && URL.canParse(base) ? ` ${new URL(base).origin}` : "";
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|media/|robots.txt).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
