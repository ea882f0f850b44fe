import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { buildQueuedExports, exportKey, sweepExpiredExports } from "@/lib/report-delivery/build-exports";
import { getStorage } from "@/lib/storage/storage";
import { callRoute } from "@/lib/test/call-route";
import { addMemberWithRole, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { GET as getFile } from "./[exportId]/file/route";
import { GET as getOne } from "./[exportId]/route";
import { GET } from "./route";

// What an export's routes and the worker's steps touch: only the organization's own exports, only those not past
// their expiry, and at the worker only the export it claimed. Rows are written directly, with the clock the test's.

let root = "";
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-exports-scope-"));
  Object.assign(process.env, { STORAGE: "local", STORAGE_DIR: root });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const TODAY = utcDayOf(Date.now());
const QUERY = { from: addUtcDays(TODAY, -6), to: TODAY, granularity: "DAY", breakdown: "NONE" };

const base = (organizationId: string) => `/api/core/organization/${organizationId}/report-exports`;
const list = (organizationId: string, apiKey: string) =>
  callRoute(GET, "GET", base(organizationId), { params: { organizationId }, apiKey });
const read = (organizationId: string, exportId: string, apiKey: string) =>
  callRoute(getOne, "GET", `${base(organizationId)}/${exportId}`, { params: { organizationId, exportId }, apiKey });
const download = (organizationId: string, exportId: string, apiKey: string) =>
  callRoute(getFile, "GET", `${base(organizationId)}/${exportId}/file`, { params: { organizationId, exportId }, apiKey });

type Row = { id?: string; status?: string; createdAt?: Date; startedAt?: Date | null; expiresAt?: Date; storageKey?: string | null };

/** An export row of `organizationId` as the routes and the worker leave them. */
async function exportRow(organizationId: string, row: Row = {}) {
  const id = row.id ?? newObjectId();
  const createdAt = row.createdAt ?? new Date();
  await prisma.reportExport.create({
    data: {
      id,
      organizationId,
      query: QUERY,
      status: row.status ?? "QUEUED",
      createdAt,
      startedAt: row.startedAt ?? null,
      storageKey: row.storageKey ?? null,
      expiresAt: row.expiresAt ?? new Date(createdAt.getTime() + 7 * DAY_MS),
    },
  });
  return id;
}

/** A READY export of `organizationId` with its file in storage. */
async function readyExport(organizationId: string, expiresAt?: Date) {
  const id = newObjectId();
  const key = exportKey(organizationId, id);
  await getStorage().put(key, Readable.from([Buffer.from("\uFEFFDate\r\n", "utf8")]));
  await exportRow(organizationId, { id, status: "READY", storageKey: key, expiresAt });
  return { id, key };
}

const statusOf = async (id: string) => (await prisma.reportExport.findUniqueOrThrow({ where: { id } })).status;

describe("report exports: each organization's own, until their expiry", () => {
  it("the list holds this organization's exports still kept: not another organization's, not one past its expiry", async () => {
    const owner = await createOwner();
    const other = await createOwner();
    const organizationId = owner.organization.id;
    const kept = await exportRow(organizationId);
    await exportRow(organizationId, { expiresAt: new Date(Date.now() - 1_000) });
    await exportRow(other.organization.id);
    const listed = await list(organizationId, owner.apiKey);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.items.map((item: { _id: string }) => item._id)).toEqual([kept]);
  });

  it("another organization's export is 404 to read and to download; a member who may not read campaigns is 403 on the file", async () => {
    const owner = await createOwner();
    const other = await createOwner();
    const organizationId = owner.organization.id;
    const theirs = await readyExport(other.organization.id);
    expect((await download(other.organization.id, theirs.id, other.apiKey)).status).toBe(200);
    // asked for through this organization's path, with this organization's key
    expect((await read(organizationId, theirs.id, owner.apiKey)).status).toBe(404);
    expect((await download(organizationId, theirs.id, owner.apiKey)).status).toBe(404);
    // asked for through its own organization's path with a key of another organization
    expect((await download(other.organization.id, theirs.id, owner.apiKey)).status).toBe(403);

    const ours = await readyExport(organizationId);
    const noCampaigns = await addMemberWithRole(organizationId, (await createCustomRole(organizationId, [])).id);
    const refused = await download(organizationId, ours.id, noCampaigns.apiKey);
    expect(refused.status).toBe(403);
    expect(refused.json.reason).toBe("PERMISSION_DENIED");
    expect((await download(organizationId, ours.id, owner.apiKey)).status).toBe(200);
  });

  it("a READY export whose file is gone from storage is 404, not an error", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const { id, key } = await readyExport(organizationId);
    await getStorage().delete(key);
    const missing = await download(organizationId, id, owner.apiKey);
    expect(missing.status, missing.text).toBe(404);
  });

  it("the sweep deletes an export at its expiry instant, file and row, and leaves one a millisecond before it and another organization's kept one", async () => {
    const owner = await createOwner();
    const other = await createOwner();
    const now = new Date();
    const due = await readyExport(owner.organization.id, now);
    const notYet = await readyExport(owner.organization.id, new Date(now.getTime() + 1));
    const theirs = await readyExport(other.organization.id);
    expect(await sweepExpiredExports(now)).toBeGreaterThanOrEqual(1);
    expect(await prisma.reportExport.count({ where: { id: due.id } })).toBe(0);
    expect(await getStorage().stat(due.key)).toBeNull();
    for (const kept of [notYet, theirs]) {
      expect(await prisma.reportExport.count({ where: { id: kept.id } })).toBe(1);
      expect(await getStorage().stat(kept.key)).not.toBeNull();
    }
    // an export that never got a file is swept too
    const fileless = await exportRow(owner.organization.id, { status: "FAILED", expiresAt: now });
    expect(await sweepExpiredExports(now)).toBe(1);
    expect(await prisma.reportExport.count({ where: { id: fileless } })).toBe(0);
  });
});

describe("the export worker touches only what it claimed", () => {
  it("one export built at a time: it becomes READY, every other export (of any organization) stays as it was", async () => {
    const owner = await createOwner();
    const other = await createOwner();
    // Exports left by earlier tests are built first (oldest first): these are the newest.
    await buildQueuedExports(new Date(), 100);
    const first = await exportRow(owner.organization.id);
    const second = await exportRow(other.organization.id, { createdAt: new Date(Date.now() + 1_000) });
    const ready = await readyExport(other.organization.id);
    expect(await buildQueuedExports(new Date(), 1)).toBe(1);
    expect(await statusOf(first)).toBe("READY");
    // answered with when it was completed
    const answer = await read(owner.organization.id, first, owner.apiKey);
    expect(answer.json).toMatchObject({ status: "READY", completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await statusOf(second)).toBe("QUEUED");
    const untouched = await prisma.reportExport.findUniqueOrThrow({ where: { id: ready.id } });
    expect(untouched.storageKey).toBe(ready.key);
    expect(await buildQueuedExports(new Date(), 1)).toBe(1);
    expect(await statusOf(second)).toBe("READY");
  });

  it("a failure marks its own export FAILED, not another", async () => {
    const owner = await createOwner();
    await buildQueuedExports(new Date(), 100);
    const broken = newObjectId();
    await prisma.reportExport.create({
      data: {
        id: broken,
        organizationId: owner.organization.id,
        query: { from: "not a day" },
        status: "QUEUED",
        expiresAt: new Date(Date.now() + DAY_MS),
      },
    });
    const waiting = await exportRow(owner.organization.id, { createdAt: new Date(Date.now() + 1_000) });
    expect(await buildQueuedExports(new Date(), 1)).toBe(1);
    expect(await statusOf(broken)).toBe("FAILED");
    expect(await statusOf(waiting)).toBe("QUEUED");
  });

  it("takes a RUNNING export again only once its 10-minute lease has passed, and no export past its expiry", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const now = new Date();
    await buildQueuedExports(now, 100);
    const held = await exportRow(organizationId, { status: "RUNNING", startedAt: new Date(now.getTime() - 10 * MINUTE_MS + 1_000) });
    const lost = await exportRow(organizationId, { status: "RUNNING", startedAt: new Date(now.getTime() - 10 * MINUTE_MS - 1_000) });
    const expired = await exportRow(organizationId, { expiresAt: now });
    expect(await buildQueuedExports(now, 100)).toBe(1);
    expect(await statusOf(lost)).toBe("READY");
    expect(await statusOf(held)).toBe("RUNNING");
    expect(await statusOf(expired)).toBe("QUEUED");
    // the held one's lease runs out a second later: the next test's builds must not take it
    await prisma.reportExport.deleteMany({ where: { id: { in: [held, expired] } } });
  });

  it("builds at most `limit` exports a call, five by default", async () => {
    const owner = await createOwner();
    await buildQueuedExports(new Date(), 100);
    for (let i = 0; i < 6; i++) await exportRow(owner.organization.id);
    expect(await buildQueuedExports()).toBe(5);
    expect(await buildQueuedExports()).toBe(1);
  });
});
