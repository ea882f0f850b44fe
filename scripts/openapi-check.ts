// `npm test` step: writes the OpenAPI document the server serves, lints it with Redocly (0 errors allowed) and
// generates TypeScript types from it with openapi-typescript, so a broken $ref or schema fails the build.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { openApiDocument } from "@/lib/openapi/registry";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".data", "openapi");
fs.mkdirSync(out, { recursive: true });
const documentFile = path.join(out, "openapi.json");
fs.writeFileSync(documentFile, JSON.stringify(openApiDocument(), null, 2));

const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
function run(label: string, command: string, args: string[]) {
  console.log(`--- ${label}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  return result.status ?? 1;
}

let failed = 0;
failed += run("redocly lint", bin("redocly"), ["lint", documentFile, "--config", path.join(root, "redocly.yaml")]) ? 1 : 0;
failed += run("openapi-typescript", bin("openapi-typescript"), [documentFile, "--output", path.join(out, "api-types.d.ts")]) ? 1 : 0;
if (!failed) {
  const types = path.join(out, "api-types.d.ts");
  failed += run("tsc on the generated types", bin("tsc"), ["--noEmit", "--strict", "--skipLibCheck", types]) ? 1 : 0;
}
process.exit(failed ? 1 : 0);
