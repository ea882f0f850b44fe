import createNextIntlPlugin from "next-intl/plugin";

// Every file under lib/i18n/messages goes through next-intl's loader, which compiles the ICU texts at build time:
// pages format them without shipping or running a message parser (lib/i18n/load-messages.ts imports them).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./lib/i18n/messages", format: "json", locales: ["en", "ko"], precompile: true } },
});

const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The database, queue and image packages load wasm or native code at run time: never bundle them.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "pg-boss",
    "sharp",
    "ioredis",
    "rate-limiter-flexible",
    // reads its own font metrics and the documents' font from disk at run time
    "pdfkit",
  ],
  poweredByHeader: false,
  // Every answer: no MIME sniffing, no referrer beyond the origin to other sites, never framed, no camera,
  // microphone or location. API answers and stored media also get a CSP that allows nothing (pages get theirs,
  // with a nonce, from proxy.ts). HSTS only when the client came over https (X-Forwarded-Proto survives only
  // from a trusted proxy: TRUST_PROXY).
  // The build's scripts and styles (/_next/static) take nosniff alone: the others govern documents, and a page
  // loads some thirty of those files, each of which would carry them.
  async headers() {
    const everywhere = [{ key: "X-Content-Type-Options", value: "nosniff" }];
    const documents = [
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
      // Powerful browser features the console never uses are off for it and anything it embeds. WebAuthn
      // (publickey-credentials-get/-create) is left at its default: passkey sign-in will need it.
      { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    ];
    const nothing = { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'; sandbox" };
    return [
      { source: "/:path*", headers: everywhere },
      { source: "/((?!_next/static/).*)", headers: documents },
      { source: "/api/:path*", headers: [nothing] },
      { source: "/media/:path*", headers: [nothing] },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
      },
    ];
  },
  experimental: {
    // The console's pages share most of their client code and are visited one after another: a request for a
    // shared chunk (HTTP/2, cached across pages) costs less than the same modules copied into every page's chunks.
    // minChunkSize was measured (first-load JavaScript of the 30 console pages, gzipped, largest / median):
    // 5 KB 180.0 / 172.8 KB, 10 KB 178.1 / 171.2, 16 KB 176.3 / 169.5, 18 KB 185.3 / 177.8 (above that, page code
    // lands in chunks every page loads). Measure again with scripts/check-bundle-budget.mjs when changing it.
    turbopackChunking: { requestCost: 10_000, minChunkSize: 16_000 },
  },
  typedRoutes: false,
  devIndicators: false,
};

export default withNextIntl(nextConfig);
