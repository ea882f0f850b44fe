// The layer check (scripts/check-layers.mjs, part of `npm run lint`) passes on this project, and fails on each
// kind of import the layer map forbids, planted in a small copy of the layout (each layer one file, importing
// the one below it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "check-layers.mjs");

function check(root?: string) {
  const result = spawnSync(process.execPath, [script, ...(root ? [root] : [])], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// bottom to top: base, plumbing, domain, a domain built on it, edge, workers, prefetch, app, scripts.
const LAYOUT: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler", paths: { "@/*": ["./*"] } } }),
  "lib/db/client.ts": "export const db = 1;\n",
  "lib/api/errors.ts": 'import { db } from "@/lib/db/client";\nexport const errors = db;\n',
  "lib/permissions/catalogue.ts": 'import { errors } from "@/lib/api/errors";\nexport const catalogue = errors;\n',
  "lib/campaigns/campaign.ts": 'import { catalogue } from "@/lib/permissions/catalogue";\nexport const campaign = catalogue;\n',
  "lib/cross-promotions/house.ts": 'import { campaign } from "@/lib/campaigns/campaign";\nexport const house = campaign;\n',
  "lib/operations/campaigns/read.ts": 'import { house } from "@/lib/cross-promotions/house";\nexport const read = house;\n',
  "lib/http/handler.ts": 'import { read } from "@/lib/operations/campaigns/read";\nexport const handler = read;\n',
  "lib/prefetch/campaigns.ts": 'import { handler } from "@/lib/http/handler";\nexport const prefetch = handler;\n',
  "app/page.tsx": 'import { prefetch } from "@/lib/prefetch/campaigns";\nexport default prefetch;\n',
  "lib/workers/worker.ts": 'import { read } from "@/lib/operations/campaigns/read";\nexport const worker = read;\n',
  "scripts/worker.ts":
    'import { worker } from "@/lib/workers/worker";\nimport page from "@/app/page";\nexport const run = [worker, page];\n',
};

let root: string | undefined;
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function plant(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
  for (const [file, text] of Object.entries({ ...LAYOUT, ...files })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const importing = (target: string, name: string) => `import { ${name} } from "${target}";\nexport const planted = ${name};\n`;

describe("the layer check", () => {
  it("passes on this project", () => {
    const { status, output } = check();
    expect(output).not.toMatch(/error/);
    expect(status).toBe(0);
  }, 180_000);

  it("passes on the layout, each layer importing the one below", () => {
    expect(check(plant({})).status).toBe(0);
  }, 60_000);

  it("fails on each kind of import the map forbids, naming the rule and the import", () => {
    const { status, output } = check(
      plant({
        // The database layer imports the HTTP layer's errors; the plumbing imports a domain.
        "lib/db/row-lock.ts": importing("@/lib/api/errors", "errors"),
        "lib/api/pagination.ts": importing("@/lib/permissions/catalogue", "catalogue"),
        // A domain imports the route wrapper, or an operation.
        "lib/permissions/check.ts": importing("@/lib/http/handler", "handler"),
        "lib/campaigns/list.ts": importing("@/lib/operations/campaigns/read", "read"),
        // The edge imports a prefetch; a prefetch or a shared component imports a page.
        "lib/openapi/document.ts": importing("@/lib/prefetch/campaigns", "prefetch"),
        "lib/prefetch/page.ts": importing("@/app/page", "default as page"),
        "components/ui/page-title.tsx": importing("@/app/page", "default as page"),
        // Campaigns import cross promotions, which import campaigns.
        "lib/campaigns/house-answer.ts": importing("@/lib/cross-promotions/house", "house"),
        // An operation imports a worker; a domain and the app reach into the commands.
        "lib/workers/sweep.ts": importing("@/lib/operations/campaigns/read", "read"),
        "lib/operations/campaigns/write.ts": importing("@/lib/workers/sweep", "planted"),
        "scripts/start.mjs": "export const start = 1;\n",
        "lib/campaigns/origin.ts": importing("@/scripts/start.mjs", "start"),
        "app/route.ts": importing("@/scripts/start.mjs", "start"),
        // Code imports a test helper.
        "lib/test/fixtures.ts": "export const fixture = 1;\n",
        "lib/audit/record.ts": importing("@/lib/test/fixtures", "fixture"),
        // Two modules of one folder import each other.
        "lib/audit/a.ts": importing("@/lib/audit/b", "b"),
        "lib/audit/b.ts": 'import { planted } from "@/lib/audit/a";\nexport const b = () => planted;\n',
      }),
    );
    expect(status).not.toBe(0);
    for (const violation of [
      "base-imports-upward: lib/db/row-lock.ts → lib/api/errors.ts",
      "plumbing-imports-upward: lib/api/pagination.ts → lib/permissions/catalogue.ts",
      "domain-imports-upward: lib/permissions/check.ts → lib/http/handler.ts",
      "domain-imports-upward: lib/campaigns/list.ts → lib/operations/campaigns/read.ts",
      "edge-imports-upward: lib/openapi/document.ts → lib/prefetch/campaigns.ts",
      "prefetch-imports-upward: lib/prefetch/page.ts → app/page.tsx",
      "components-import-app: components/ui/page-title.tsx → app/page.tsx",
      "no-test-support-in-code: lib/audit/record.ts → lib/test/fixtures.ts",
      "edge-imports-upward: lib/operations/campaigns/write.ts → lib/workers/sweep.ts",
      "domain-imports-upward: lib/campaigns/origin.ts → scripts/start.mjs",
      "code-imports-scripts: app/route.ts → scripts/start.mjs",
    ]) {
      expect(output).toContain(`error ${violation}`);
    }
    expect(output).toMatch(/error no-domain-cycle: lib\/(campaigns|cross-promotions) →/);
    expect(output).toMatch(/error no-circular: lib\/audit\/[ab]\.ts →/);
  }, 120_000);
});
