// 20 partners' senders at once against a receiver process killed with SIGKILL mid-stream: every postback the
// receiver acknowledged is stored exactly once, every stored one is counted once, and the senders' retries (to a
// new process) of what was not acknowledged store nothing twice. On PostgreSQL and on the embedded database (whose
// next process recovers the directory the killed one left).
import fs from "node:fs";
import os from "node:os";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { getDatabaseTarget, getPrisma, installPrismaClient, prisma } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { lockDataDir } from "@/lib/db/pglite-lock.mjs";
import { migrationSql } from "@/lib/test/migration-sql";
import { attributedApp, sendPostback } from "@/lib/test/postbacks";
import { readEntryDescription } from "@/lib/balance/entry-description";
import { cpiAttributedApp, cpiLedgerFacts } from "@/lib/test/cpi";

const SENDERS = 20;
const PER_SENDER = 30;
const INSTALL = Math.floor(Date.now() / 1000) - 86_400;

type Server = { port: number; child: ChildProcess };
const started: ChildProcess[] = [];

/** A receiver process on the PostgreSQL database at `database`, or on the embedded database in the directory `{ dir }`. */
async function startReceiver(database: string | { dir: string }): Promise<Server> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions", "react-server", path.join("lib", "test", "postback-server.ts")],
    {
      env: {
        ...process.env,
        ...(typeof database === "string" ? { DATABASE_URL: database } : { DATABASE_URL: "", PGLITE_DIR: database.dir }),
        DATABASE_POOL_SIZE: "10",
        NODE_ENV: "production",
        REDIS_URL: "",
        POSTBACK_RATE_LIMIT_REQUESTS: "1000000",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  started.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port=(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`the receiver exited with ${code}`)));
  });
  return { port, child };
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** One postback of sender `s`, number `n`: an install with its own click id, in the generic partner's format. */
function postbackQuery(setup: Awaited<ReturnType<typeof attributedApp>>, s: number, n: number) {
  return new URLSearchParams({
    kind: "install",
    click_id: `s${s}-n${n}`,
    ad_id: setup.ads[0].id,
    campaign_id: setup.campaign.id,
    country: "KR",
    platform: "android",
    install_time: String(INSTALL + s * 1000 + n),
  });
}

async function send(port: number, setup: Awaited<ReturnType<typeof attributedApp>>, s: number, n: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/core/postbacks/generic/${setup.token}?${postbackQuery(setup, s, n)}`, {
      signal: AbortSignal.timeout(20_000),
    });
    await res.text();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * As a partner delivers: again after a pause until acknowledged (a busy receiver's 503 or a timeout is retried), at
 * most `tries` times.
 */
async function deliver(port: number, setup: Awaited<ReturnType<typeof attributedApp>>, s: number, n: number, tries = 5): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    if (await send(port, setup, s, n)) return true;
  }
  return false;
}

/**
 * 20 senders stream their postbacks to `server`, which is killed with SIGKILL once `killAt` are acknowledged; the
 * postbacks sent after the kill, or not acknowledged, are pending. Resolves once the process has exited.
 */
async function streamUntilKilled(server: Server, setup: Awaited<ReturnType<typeof attributedApp>>, killAt: number) {
  const acknowledged = new Set<string>();
  const pending: [number, number][] = [];
  let killed = false;
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, s) => {
      for (let n = 0; n < PER_SENDER; n++) {
        if (killed) {
          pending.push([s, n]);
          continue;
        }
        if (await send(server.port, setup, s, n)) acknowledged.add(`s${s}-n${n}`);
        else pending.push([s, n]);
        if (!killed && acknowledged.size >= killAt) {
          killed = true;
          server.child.kill("SIGKILL");
        }
      }
    }),
  );
  expect(killed).toBe(true);
  await new Promise((resolve) => (server.child.signalCode !== null ? resolve(null) : server.child.once("exit", resolve)));
  return { acknowledged, pending };
}

/** Every postback of the stream stored once, each counted once as an install. */
async function expectEachStoredAndCountedOnce(setup: Awaited<ReturnType<typeof attributedApp>>) {
  const rows = await prisma.postback.groupBy({ by: ["clickId"], where: { appId: setup.appId }, _count: { _all: true } });
  expect(rows).toHaveLength(SENDERS * PER_SENDER);
  expect(rows.every((row) => row._count._all === 1)).toBe(true);
  const rollup = await prisma.attributionRollup.aggregate({ where: { organizationId: setup.organizationId }, _sum: { installs: true } });
  expect(Number(rollup._sum.installs)).toBe(SENDERS * PER_SENDER);
}

/**
 * Runs `work` with the app's client on the embedded database in `dir` (made, with every migration, when new: from
 * the global setup's migrated snapshot, as each file's own database is, rather than initdb and every migration
 * again), as a server there would: holding the directory's lock, which a killed process left behind and this takes
 * over. The test file's own database is installed again after.
 */
async function onEmbeddedDirectory<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const fresh = !fs.existsSync(dir);
  const release = lockDataDir(dir);
  const snapshot = fresh ? inject("pgliteSnapshot") : null;
  const db = new PGlite(dir, snapshot ? { loadDataDir: new Blob([fs.readFileSync(snapshot)]) } : {});
  const client = new PrismaClient({ adapter: new PrismaPGlite(db) });
  const previous = { client: getPrisma(), database: getDatabaseTarget() };
  try {
    if (fresh && !snapshot) for (const sql of migrationSql()) await db.exec(sql);
    installPrismaClient(client, { kind: "pglite", pglite: db });
    return await work();
  } finally {
    installPrismaClient(previous.client, previous.database);
    await client.$disconnect();
    await db.close();
    release();
  }
}

describe("the receiver killed with SIGKILL under 20 concurrent senders", () => {
  const embedded = getDatabaseTarget().kind === "pglite";

  it("acknowledges postbacks sent at once by 20 senders and stores each once (in-process)", async () => {
    const setup = await attributedApp({ partner: "GENERIC" });
    const answers = await Promise.all(
      Array.from({ length: SENDERS }, async (_, s) => {
        const statuses: number[] = [];
        for (let n = 0; n < 5; n++) {
          const query = Object.fromEntries(postbackQuery(setup, s, n));
          // Each postback twice, at once: the partner's retry racing the first.
          const [a, b] = await Promise.all([
            sendPostback("GENERIC", setup.token, { query }),
            sendPostback("GENERIC", setup.token, { query }),
          ]);
          statuses.push(a.status, b.status);
          expect([a.json.duplicate, b.json.duplicate].sort()).toEqual([false, true]);
          expect(a.json.postbackId).toBe(b.json.postbackId);
        }
        return statuses;
      }),
    );
    expect(answers.flat().every((status) => status === 200)).toBe(true);
    expect(await prisma.postback.count({ where: { appId: setup.appId } })).toBe(SENDERS * 5);
    const rollup = await prisma.attributionRollup.aggregate({ where: { organizationId: setup.organizationId }, _sum: { installs: true } });
    expect(Number(rollup._sum.installs)).toBe(SENDERS * 5);
  }, 120_000);

  // The embedded database lives in one process: a receiver of its own needs PostgreSQL.
  it.runIf(!embedded)(
    "stores every acknowledged postback exactly once, and the retries of the rest once, across a kill -9",
    async () => {
      const setup = await attributedApp({ partner: "GENERIC" });
      const target = getDatabaseTarget();
      const url = target.kind === "postgres" ? target.url : "";
      const first = await startReceiver(url);
      // After a third of the postbacks are acknowledged, the receiver is killed.
      const { acknowledged, pending } = await streamUntilKilled(first, setup, Math.floor((SENDERS * PER_SENDER) / 3));
      expect(pending.length).toBeGreaterThan(0);
      const storedAfterKill = await prisma.postback.findMany({ where: { appId: setup.appId }, select: { clickId: true } });
      const stored = new Set(storedAfterKill.map((row) => row.clickId));
      // Every acknowledged postback was committed before its answer.
      for (const clickId of acknowledged) expect(stored.has(clickId)).toBe(true);

      // The partners retry what was not acknowledged (some of it was stored before the kill) against a new process.
      const second = await startReceiver(url);
      const retries = await Promise.all(pending.map(([s, n]) => deliver(second.port, setup, s, n)));
      expect(retries.every(Boolean)).toBe(true);
      // And a retry of everything acknowledged before the kill changes nothing.
      const again = await Promise.all(
        [...acknowledged].map((clickId) => {
          const [, s, n] = /^s(\d+)-n(\d+)$/.exec(clickId)!;
          return deliver(second.port, setup, Number(s), Number(n));
        }),
      );
      expect(again.every(Boolean)).toBe(true);

      await expectEachStoredAndCountedOnce(setup);
    },
    240_000,
  );

  // The embedded database is the default: a process killed mid-stream must lose nothing it acknowledged, and the
  // next process on the same directory (recovering it) must store and charge the retries once.
  it.runIf(embedded)(
    "on the embedded database: acknowledged postbacks and their charges survive a kill -9 of the process, once each",
    async () => {
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-killed-embedded-"));
      const dir = path.join(scratch, "pglite");
      try {
        const setup = await onEmbeddedDirectory(dir, () => cpiAttributedApp({ balance: 400_000 }));
        const first = await startReceiver({ dir });
        const { acknowledged, pending } = await streamUntilKilled(first, setup, Math.floor((SENDERS * PER_SENDER) / 3));
        expect(pending.length).toBeGreaterThan(0);
        await onEmbeddedDirectory(dir, async () => {
          const stored = await prisma.postback.findMany({ where: { appId: setup.appId }, select: { clickId: true } });
          const clickIds = new Set(stored.map((row) => row.clickId));
          for (const clickId of acknowledged) expect(clickIds.has(clickId)).toBe(true);
          expect((await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).invariantsHold).toBe(true);
        });

        // The partners retry what was not acknowledged, then everything again; that process is killed as well.
        const second = await startReceiver({ dir });
        expect((await Promise.all(pending.map(([s, n]) => deliver(second.port, setup, s, n)))).every(Boolean)).toBe(true);
        const all = Array.from({ length: SENDERS * PER_SENDER }, (_, i) => [Math.floor(i / PER_SENDER), i % PER_SENDER] as const);
        expect((await Promise.all(all.map(([s, n]) => deliver(second.port, setup, s, n)))).every(Boolean)).toBe(true);
        second.child.kill("SIGKILL");
        await new Promise((resolve) => (second.child.signalCode !== null ? resolve(null) : second.child.once("exit", resolve)));

        await onEmbeddedDirectory(dir, async () => {
          await expectEachStoredAndCountedOnce(setup);
          const charged = await prisma.postback.count({ where: { appId: setup.appId, chargeOutcome: "CHARGED" } });
          expect(charged).toBe(400);
          expect(await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).toMatchObject({
            charged: 400_000,
            balance: 0,
            invariantsHold: true,
          });
        });
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    },
    300_000,
  );

  // A CPI campaign's installs are charged in the postback's transaction: a kill between the charge and its commit
  // leaves neither; a retry of a charged install charges nothing. The balance pays for 400 of the 600 installs.
  it.runIf(!embedded)(
    "charges a CPI campaign's installs at most once each across a kill -9, and its ledger checks out after",
    async () => {
      const setup = await cpiAttributedApp({ balance: 400_000 });
      const target = getDatabaseTarget();
      const url = target.kind === "postgres" ? target.url : "";
      const first = await startReceiver(url);
      const { pending } = await streamUntilKilled(first, setup, SENDERS * 5);
      // The ledger checks out right after the kill: whatever was charged was committed whole.
      expect((await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).invariantsHold).toBe(true);

      // The partners retry what was not acknowledged, then everything again, against a new process.
      const second = await startReceiver(url);
      expect((await Promise.all(pending.map(([s, n]) => deliver(second.port, setup, s, n)))).every(Boolean)).toBe(true);
      const all = Array.from({ length: SENDERS * PER_SENDER }, (_, i) => [Math.floor(i / PER_SENDER), i % PER_SENDER] as const);
      expect((await Promise.all(all.map(([s, n]) => deliver(second.port, setup, s, n)))).every(Boolean)).toBe(true);

      const postbacks = await prisma.postback.findMany({ where: { appId: setup.appId }, select: { id: true, chargeOutcome: true } });
      expect(postbacks).toHaveLength(SENDERS * PER_SENDER);
      const charged = postbacks.filter((p) => p.chargeOutcome === "CHARGED");
      expect(charged).toHaveLength(400);
      expect(postbacks.filter((p) => p.chargeOutcome === "INSUFFICIENT_BALANCE")).toHaveLength(200);
      // One USAGE row per charged install, none twice, none for an install not charged.
      const usage = await prisma.ledgerEntry.findMany({ where: { organizationId: setup.organizationId, type: "CHARGE_TYPE_USAGE" } });
      const paidFor = usage
        .map((row) => readEntryDescription(row.description))
        .map((read) => (read.kind === "install" ? read.postbackId : ""));
      expect(paidFor).toHaveLength(400);
      expect(new Set(paidFor)).toEqual(new Set(charged.map((p) => p.id)));
      expect(await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).toMatchObject({
        charged: 400_000,
        balance: 0,
        invariantsHold: true,
      });
    },
    240_000,
  );
});
