// Vitest global setup: gives the run a directory where callRoute (lib/test/call-route.ts) writes every error
// answer a test observes, and at the end fails the run when the OpenAPI document does not declare one of them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ObservedAnswer } from "@/lib/openapi/observed-answers";

let dir: string | null = null;

export function setup() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-observed-answers-"));
  process.env.OBSERVED_ANSWERS_DIR = dir;
}

export async function teardown() {
  if (!dir) return;
  const observed: ObservedAnswer[] = fs
    .readdirSync(dir)
    .flatMap((file) => fs.readFileSync(path.join(dir!, file), "utf8").split("\n"))
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  fs.rmSync(dir, { recursive: true, force: true });
  const [{ openApiDocument }, { undeclaredAnswers }] = await Promise.all([
    import("@/lib/openapi/registry"),
    import("@/lib/openapi/observed-answers"),
  ]);
  const missing = undeclaredAnswers(openApiDocument().paths as Parameters<typeof undeclaredAnswers>[0], observed);
  if (missing.length) {
    // A teardown that throws is only printed; the exit code is what fails `npm test`.
    console.error(
      `\nThe OpenAPI document does not declare ${missing.length} error answer(s) the tests observed ` +
        `(add the reason to the operation's reasons, in lib/<domain>/operations):\n${missing.join("\n")}\n`,
    );
    process.exitCode = 1;
  }
}
