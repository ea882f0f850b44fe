// The default install, as `npm start` runs it with nothing configured: no SMTP_URL, the embedded database, the
// demonstration bank account, and not one account yet. Whether mail goes out (and whether an instance has an
// administrator) is the server's state, not a request's, so a journey about a first start runs a server of its own
// beside the usual one (scripts/e2e-server.mjs with E2E_MAIL=off and E2E_USERS=none, on a free port, with its own
// scratch database), reads what it printed, and stops it after.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";

export type MailLess = { url: string; child: ChildProcess; log: string[]; dir: string };

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startMailLess(): Promise<MailLess> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-mail-less-"));
  const fixtures = path.join(dir, "fixtures.json");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    E2E_MAIL: "off",
    E2E_USERS: "none",
    E2E_FIXTURES_FILE: fixtures,
  };
  // Nothing of the usual run's setup: its own embedded database, local storage, no mail, no bank account.
  for (const name of ["DATABASE_URL", "PGLITE_DIR", "STORAGE_DIR", "REDIS_URL", "SMTP_URL", "PUBLIC_URL", "NEXTAUTH_URL"]) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith("TOP_UP_") || name.startsWith("S3_")) delete env[name];
  env.STORAGE = "local";
  const log: string[] = [];
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mail-less server stopped (${child.exitCode}):\n${log.join("")}`);
    const ready = await fetch(`${url}/api/core/openapi.json`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, child, log, dir };
}

export async function stopMailLess(server: MailLess | undefined) {
  if (!server) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
  fs.rmSync(server.dir, { recursive: true, force: true });
}

/** A page of its own (a person's browser) on the server, at the configuration's viewport unless one is given. */
export async function pageOn(server: MailLess, browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}
