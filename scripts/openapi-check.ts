// `npm test` step: writes the OpenAPI document the server serves, lints it with Redocly's recommended-strict rules
// (redocly.yaml: no error, no warning), then generates a client from it with openapi-typescript and one with
// @hey-api/openapi-ts and compiles, with tsc --strict, an integrator's program on each (an upload, a campaign, a
// report and a webhook receiver, scripts/fixtures/openapi-clients/): a broken $ref, or a schema a generator types
// wrongly (a file that is not a Blob, a boolean that is a string), fails it.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import ts from "typescript";
import openapiTS, { astToString } from "openapi-typescript";
import { openApiDocument } from "@/lib/openapi/registry";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".data", "openapi");
const programs = path.join(root, "scripts", "fixtures", "openapi-clients");
fs.rmSync(out, { recursive: true, force: true });
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

/** tsc --strict on one program and the client generated beside it (a .ts file: skipLibCheck would pass a .d.ts unread). */
function compile(label: string, program: string) {
  const target = path.join(out, path.basename(program));
  fs.copyFileSync(program, target);
  const options = ["--noEmit", "--strict", "--target", "es2022", "--module", "esnext", "--moduleResolution", "bundler"];
  return run(label, bin("tsc"), [...options, "--lib", "es2022,dom,dom.iterable", "--types", "node", "--skipLibCheck", target]);
}

// A file part is raw bytes, which OpenAPI 3.1 writes contentMediaType application/octet-stream: a Blob to send.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));

async function openapiTypescript() {
  console.log("--- openapi-typescript");
  const nodes = await openapiTS(new URL(`file://${documentFile}`), {
    transform: (schema) => ("contentMediaType" in schema && schema.contentMediaType === "application/octet-stream" ? BLOB : undefined),
  });
  fs.writeFileSync(path.join(out, "api-types.ts"), astToString(nodes));
  return compile("tsc --strict: a program on openapi-typescript's types", path.join(programs, "openapi-typescript-program.ts"));
}

async function heyApi() {
  console.log("--- @hey-api/openapi-ts");
  let heyApiModule: typeof import("@hey-api/openapi-ts");
  try {
    // an ES module only (its exports have no require condition)
    heyApiModule = await import("@hey-api/openapi-ts");
  } catch {
    console.error("@hey-api/openapi-ts is not installed (a devDependency of this check): npm install");
    return 1;
  }
  await heyApiModule.createClient({
    input: documentFile,
    output: path.join(out, "hey-api"),
    plugins: ["@hey-api/client-fetch", "@hey-api/typescript", "@hey-api/sdk"],
    logs: { level: "error" },
  });
  return compile("tsc --strict: a program on @hey-api/openapi-ts's SDK", path.join(programs, "hey-api-program.ts"));
}

async function main() {
  if (run("redocly lint", bin("redocly"), ["lint", documentFile, "--config", path.join(root, "redocly.yaml")])) return 1;
  const failed = [await openapiTypescript(), await heyApi()].filter(Boolean).length;
  return failed ? 1 : 0;
}

main().then((status) => process.exit(status));
