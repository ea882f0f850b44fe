// The layer map (docs/architecture.md), checked by `npm run lint` and `npm test`: a module imports only from its
// own layer or the ones below it, and no import cycle exists anywhere. Layers, bottom first:
//   base      lib/*.ts leaf utilities, lib/config/** (the settings) and lib/db/** (the client, its request context, the row lock)
//   plumbing  lib/api/* files domains use: errors and reasons, pagination, paths and apiFetch, rate limit, logger
//   domain    lib/<domain>/**: permissions, auth, audit, mail, storage, i18n, apps, campaigns, ...
//   edge      the rest of lib/api (the route wrapper, authentication, idempotency), lib/openapi, lib/*/operations
//   prefetch  lib/prefetch
//   app       app/**, proxy.ts, instrumentation.ts, and components/** (which never import app)
// Test support (lib/test, *.test.*) and the plain-Node scripts stand outside the layers.

const BASE = "^lib/([^/]+\\.tsx?|config/|db/)";
// The lib/api files below the domains; every other lib/api file is the HTTP edge above them.
const PLUMBING =
  "^lib/api/(errors|reasons|answer-formats|error-body-schema|error-mapping|validation|pagination|page-limits|paths|operation-paths|client|client-ip|logger|metrics|rate-limit|rate-limit-postgres)\\.ts$|^lib/api/hooks/";
const EDGE = "^lib/(api|openapi)/|^lib/[^/]+/operations/";
const DOMAIN = "^lib/(?!api/|openapi/|prefetch/|config/|db/|test/)[^/]+/";
const PREFETCH = "^lib/prefetch/";
const TEST = "(^lib/test/|\\.test\\.tsx?$|^e2e/)";

const below = (name, from, allowed) => ({
  name,
  severity: "error",
  comment: `${name}: a module of this layer imports only from its own layer or a lower one (docs/architecture.md).`,
  from: from,
  to: { path: "^(lib|app|components)/|^(proxy|instrumentation)\\.ts$", pathNot: allowed },
});

const config = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle (through any number of modules) ties its modules into one: move the shared piece down.",
      from: { pathNot: TEST },
      // A cycle closed by an `import type` vanishes at runtime (an interface and its implementations).
      to: { circular: true, viaOnly: { pathNot: TEST, dependencyTypesNot: ["type-only"] } },
    },
    below("base-imports-upward", { path: BASE, pathNot: TEST }, [BASE]),
    below("plumbing-imports-upward", { path: PLUMBING, pathNot: TEST }, [BASE, PLUMBING]),
    below("domain-imports-upward", { path: DOMAIN, pathNot: [TEST, EDGE] }, [BASE, PLUMBING, DOMAIN + "(?!operations/)"]),
    below("edge-imports-upward", { path: EDGE, pathNot: [TEST, PLUMBING] }, [BASE, PLUMBING, DOMAIN, EDGE]),
    below("prefetch-imports-upward", { path: PREFETCH, pathNot: TEST }, [BASE, PLUMBING, DOMAIN, EDGE, PREFETCH]),
    // Shared console pieces serve the pages, never the other way round.
    below("components-import-app", { path: "^components/", pathNot: TEST }, ["^lib/", "^components/"]),
    {
      name: "no-test-support-in-code",
      severity: "error",
      comment: "Test helpers (lib/test) are for tests only.",
      from: { pathNot: TEST },
      to: { path: "^lib/test/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests stand outside the layers (and would otherwise join every folder to lib/test).
    exclude: { path: "^lib/db/generated/|^\\.next/|^node_modules/|\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};

export default config;
