#!/usr/bin/env node
// docs/api-by-curl.md ("Calling the API") must run as written: its shell blocks, joined in order, run with bash
// (`set -euo pipefail`, every curl with --fail) against a fresh e2e server (scripts/e2e-server.mjs), with the API
// keys of the owner and the platform reviewer that server seeds. Any failing command fails this check.
//   node scripts/check-readme-curl.mjs            (needs a production build: next build)
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The ```sh blocks of docs/api-by-curl.md, in order (the page is the "Calling the API" section, whole). */
export function curlBlocks(page) {
  if (!page.startsWith("# Calling the API\n")) throw new Error('docs/api-by-curl.md does not start with "# Calling the API"');
  return [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url, child, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode}) before answering`);
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

async function main() {
  const blocks = curlBlocks(fs.readFileSync(path.join(root, "docs", "api-by-curl.md"), "utf8"));
  if (blocks.length < 3) throw new Error(`expected docs/api-by-curl.md to hold at least 3 sh blocks, found ${blocks.length}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-readme-curl-"));
  const port = Number(process.env.README_CURL_PORT) || (await freePort());
  const fixturesFile = path.join(work, "fixtures.json");
  const env = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    E2E_FIXTURES_FILE: fixturesFile,
    PGLITE_DIR: path.join(work, "pglite"),
  };
  // Its own embedded database: the check must not write into a database another run uses.
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(root, "scripts", "e2e-server.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let serverLog = "";
  server.stdout.on("data", (chunk) => (serverLog += chunk));
  server.stderr.on("data", (chunk) => (serverLog += chunk));
  let status = 1;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/core/openapi.json`, server);
    const seed = JSON.parse(fs.readFileSync(fixturesFile, "utf8"));
    // The failing command is named (set -e alone ends silently after curl's one-line error).
    const script = ["set -euo pipefail", "set -E", `trap 'echo "api-by-curl: line $LINENO failed: $BASH_COMMAND" >&2' ERR`, ...blocks].join(
      "\n",
    );
    const shell = spawn("bash", ["-c", script], {
      cwd: work,
      stdio: ["ignore", "pipe", "inherit"],
      env: { PATH: process.env.PATH, HOME: work, BASE_URL: base, API_KEY: seed.owner.apiKey, REVIEWER_KEY: seed.reviewer.apiKey },
    });
    let calls = 0;
    let output = "";
    shell.stdout.on("data", (chunk) => {
      output = (output + chunk).slice(-4000);
      calls += String(chunk)
        .split("\n")
        .filter((line) => line.startsWith("{") || line.startsWith("[") || line.startsWith("HTTP/")).length;
    });
    status = await new Promise((resolve) => shell.on("exit", (code) => resolve(code ?? 1)));
    if (status === 0) console.log(`docs/api-by-curl.md: ${blocks.length} blocks ran against ${base} (${calls} answers printed)`);
    else console.error(`docs/api-by-curl.md failed (bash exit ${status}); its last output:\n${output}`);
  } catch (error) {
    console.error(`docs/api-by-curl.md check: ${error.message}\n${serverLog.slice(-4000)}`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.on("exit", resolve)));
    fs.rmSync(work, { recursive: true, force: true });
  }
  return status;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await main());
