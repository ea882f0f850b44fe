import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

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
  ],
  poweredByHeader: false,
  typedRoutes: false,
  devIndicators: false,
};

export default withNextIntl(nextConfig);
