// The layer map (docs/architecture.md), checked by `npm run lint` and `npm test`: a module imports only from its
// own layer or the ones below it, and no import cycle exists anywhere. Each folder is one layer. Bottom first:
//   base      lib/*.ts leaf utilities, lib/config/ (settings), lib/db/ (the client, its request context, the row lock)
//   plumbing  lib/api/: errors and reasons, pagination, paths and apiFetch, rate limit, logger, form error mapping
//   domain    lib/<domain>/: permissions, auth, audit, mail, storage, i18n, apps, campaigns, ...
//   edge      lib/http/ (the route wrapper, authentication, idempotency), lib/openapi/, lib/operations/<domain>/
//   workers   lib/workers/ (background work started by the server or `npm run worker`)
//   prefetch  lib/prefetch/
//   app       app/**, proxy.ts, instrumentation.ts, and components/** (which never import app)
//   scripts   scripts/ (plain-Node and tsx commands): may import any layer; no layer imports them
// Test support (lib/test, *.test.*) stands outside the layers.

const BASE = "^lib/([^/]+\\.(tsx?|mjs)|db/|config/)";
const PLUMBING = "^lib/api/";
const EDGE = "^lib/(http|openapi|operations)/";
const WORKERS = "^lib/workers/";
const DOMAIN = "^lib/(?!api/|http/|openapi/|operations/|workers/|prefetch/|db/|config/|test/)[^/]+/";
const PREFETCH = "^lib/prefetch/";
const TEST = "(^lib/test/|^scripts/e2e-|\\.test\\.tsx?$|^e2e/)";

const below = (name, from, allowed) => ({
  name,
  severity: "error",
  comment: `${name}: a module of this layer imports only from its own layer or a lower one (docs/architecture.md).`,
  from: from,
  to: { path: "^(lib|app|components|scripts)/|^(proxy|instrumentation)\\.ts$", pathNot: allowed },
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
    below("domain-imports-upward", { path: DOMAIN, pathNot: TEST }, [BASE, PLUMBING, DOMAIN]),
    below("edge-imports-upward", { path: EDGE, pathNot: TEST }, [BASE, PLUMBING, DOMAIN, EDGE]),
    below("workers-import-upward", { path: WORKERS, pathNot: TEST }, [BASE, PLUMBING, DOMAIN, EDGE, WORKERS]),
    below("prefetch-imports-upward", { path: PREFETCH, pathNot: TEST }, [BASE, PLUMBING, DOMAIN, EDGE, PREFETCH]),
    // The commands build on the app's modules; the app never reaches into them.
    below("code-imports-scripts", { path: "^(lib|app|components)/|^(proxy|instrumentation)\\.ts$", pathNot: TEST }, [
      "^(lib|app|components)/|^(proxy|instrumentation)\\.ts$",
    ]),
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
