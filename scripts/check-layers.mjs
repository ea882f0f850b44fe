// The layer check (`npm run lint`, `npm test`; docs/architecture.md): dependency-cruiser twice, once with
// .dependency-cruiser.mjs (each layer imports only from its own and the ones below; no import cycle) and once
// with .dependency-cruiser-domains.mjs (no cycle between domain folders). Exits non-zero on any violation.
// `node scripts/check-layers.mjs [root]`: root defaults to this project (the test points it at a planted copy).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const project = path.resolve(import.meta.dirname, "..");
const root = path.resolve(process.argv[2] ?? project);
const cli = path.join(project, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
const sources = ["lib", "app", "components", "scripts", "proxy.ts", "instrumentation.ts"].filter((source) =>
  fs.existsSync(path.join(root, source)),
);

let status = 0;
for (const config of [".dependency-cruiser.mjs", ".dependency-cruiser-domains.mjs"]) {
  const args = [cli, "--config", path.join(project, config), "--output-type", "err", ...sources];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) status = result.status ?? 1;
}
process.exit(status);
