import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { dispatchEvents } from "@/lib/event-dispatch/dispatch-events";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createCustomRole, addMemberWithRole, createOwner } from "@/lib/test/fixtures";
import { WEBHOOKS_MAX } from "@/lib/webhooks/webhook-constants";
import { GET as getOne, PATCH, DELETE } from "./[webhookId]/route";
import { GET as listDeliveries } from "./[webhookId]/deliveries/route";
import { POST as resend } from "./[webhookId]/deliveries/[deliveryId]/resend/route";
import { POST as rotate } from "./[webhookId]/secret/route";
import { POST as sendTest } from "./[webhookId]/test/route";
import { GET, POST } from "./route";

// No worker runs here: deliveries stay PENDING, so what the routes write can be read as they left it.
beforeAll(() => {
  process.env.FETCH_ALLOW_ADDRESSES = "127.0.0.1/32";
});
afterAll(() => {
  delete process.env.FETCH_ALLOW_ADDRESSES;
});

const URL_OK = "http://127.0.0.1:9/hook";
const base = (organizationId: string) => `/api/core/organization/${organizationId}/webhooks`;

function create(organizationId: string, apiKey: string, body: unknown) {
  return callRoute(POST, "POST", base(organizationId), { params: { organizationId }, apiKey, body });
}

async function withEndpoint(body: Record<string, unknown> = {}) {
  const owner = await createOwner();
  const res = await create(owner.organization.id, owner.apiKey, { url: URL_OK, ...body });
  expect(res.status).toBe(201);
  const params = { organizationId: owner.organization.id, webhookId: res.json._id as string };
  return { ...owner, params, created: res.json, path: `${base(owner.organization.id)}/${res.json._id}` };
}

describe("webhook endpoints (extension)", () => {
  it("create answers the secret once; list, read and change never show it", async () => {
    const { organization, apiKey, params, created, path } = await withEndpoint({
      description: "Slack relay",
      eventTypes: ["campaign.approved"],
    });
    expect(created).toMatchObject({
      organizationId: organization.id,
      url: URL_OK,
      description: "Slack relay",
      eventTypes: ["campaign.approved"],
      enabled: true,
      disabledReason: null,
      failingSince: null,
      previousSecretExpiresAt: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const stored = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: params.webhookId } });
    expect(stored.secretSealed).not.toContain(created.secret.slice(6));

    const list = await callRoute(GET, "GET", base(organization.id), { params: { organizationId: organization.id }, apiKey });
    expect(list.status).toBe(200);
    const { secret, ...shown } = created;
    expect(secret).toBeDefined();
    expect(list.json.items).toEqual([shown]);
    const one = await callRoute(getOne, "GET", path, { params, apiKey });
    expect(one.json).not.toHaveProperty("secret");
    const changed = await callRoute(PATCH, "PATCH", path, { params, apiKey, body: { enabled: false, description: null, eventTypes: [] } });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ enabled: false, description: null, eventTypes: [] });
    expect(changed.text).not.toContain(created.secret);
    const audit = await prisma.auditEntry.findMany({ where: { organizationId: organization.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((entry) => entry.action)).toEqual(["webhook:create", "webhook:update"]);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it("rotate answers a new secret, and the previous one signs until previousSecretExpiresAt (24 h)", async () => {
    const { apiKey, params, created, path } = await withEndpoint();
    const res = await callRoute(rotate, "POST", `${path}/secret`, { params, apiKey });
    expect(res.status).toBe(200);
    expect(res.json.secret).toMatch(/^whsec_/);
    expect(res.json.secret).not.toBe(created.secret);
    const hours = (Date.parse(res.json.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it("refuses more than WEBHOOKS_MAX endpoints: 409 WEBHOOK_LIMIT_REACHED", async () => {
    const { organization, apiKey } = await createOwner();
    await prisma.webhookEndpoint.createMany({
      data: Array.from({ length: WEBHOOKS_MAX }, (_, i) => ({
        id: `6740a1b2c3d4e5f6012${String(i).padStart(5, "0")}`,
        organizationId: organization.id,
        url: URL_OK,
        secretSealed: "x",
        secretKeyId: "x",
      })),
    });
    const res = await create(organization.id, apiKey, { url: URL_OK });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "WEBHOOK_LIMIT_REACHED" });
  });

  it.each([
    ["a URL on a private network", "WEBHOOK_URL_NOT_ALLOWED", { url: "http://10.1.2.3/hook" }],
    ["a special-use name", "WEBHOOK_URL_NOT_ALLOWED", { url: "http://hooks.localhost/hook" }],
    ["not a URL", "VALIDATION_FAILED", { url: "ftp://example.org" }],
    ["an unknown event type", "VALIDATION_FAILED", { url: URL_OK, eventTypes: ["campaign.exploded"] }],
    ["an unknown field", "VALIDATION_FAILED", { url: URL_OK, secret: "mine" }],
  ])("refuses %s: 400 %s", async (_name, reason, body) => {
    const { organization, apiKey } = await createOwner();
    const res = await create(organization.id, apiKey, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason });
    // the refusal names the way forward: the operator's setting for a one-machine install
    if (reason === "WEBHOOK_URL_NOT_ALLOWED") expect(res.json.message).toContain("one-machine install, the server's operator may allow");
  });

  it("a Viewer reads but cannot change: 403 PERMISSION_DENIED; a custom role without webhook:read cannot read", async () => {
    const { organization, params, path } = await withEndpoint();
    const viewer = await addMember(organization.id, "viewer");
    expect((await callRoute(getOne, "GET", path, { params, apiKey: viewer.apiKey })).status).toBe(200);
    for (const res of [
      await callRoute(PATCH, "PATCH", path, { params, apiKey: viewer.apiKey, body: { enabled: false } }),
      await callRoute(DELETE, "DELETE", path, { params, apiKey: viewer.apiKey }),
      await callRoute(rotate, "POST", `${path}/secret`, { params, apiKey: viewer.apiKey }),
      await callRoute(sendTest, "POST", `${path}/test`, { params, apiKey: viewer.apiKey }),
      await create(organization.id, viewer.apiKey, { url: URL_OK }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: "Forbidden", reason: "PERMISSION_DENIED" });
    }
    const role = await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}`]);
    const other = await addMemberWithRole(organization.id, role.id);
    const res = await callRoute(GET, "GET", base(organization.id), { params: { organizationId: organization.id }, apiKey: other.apiKey });
    expect(res.status).toBe(403);
  });

  it("an Admin manages them", async () => {
    const { organization } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    expect((await create(organization.id, admin.apiKey, { url: URL_OK })).status).toBe(201);
  });

  it("another organization's endpoint is 404 on every route", async () => {
    const { params, path } = await withEndpoint();
    const stranger = await createOwner();
    const theirs = { ...params, organizationId: stranger.organization.id };
    const theirPath = path.replace(params.organizationId, stranger.organization.id);
    const deliveryId = "6740a1b2c3d4e5f60123abcd";
    for (const res of [
      await callRoute(getOne, "GET", theirPath, { params: theirs, apiKey: stranger.apiKey }),
      await callRoute(PATCH, "PATCH", theirPath, { params: theirs, apiKey: stranger.apiKey, body: { enabled: false } }),
      await callRoute(DELETE, "DELETE", theirPath, { params: theirs, apiKey: stranger.apiKey }),
      await callRoute(rotate, "POST", `${theirPath}/secret`, { params: theirs, apiKey: stranger.apiKey }),
      await callRoute(sendTest, "POST", `${theirPath}/test`, { params: theirs, apiKey: stranger.apiKey }),
      await callRoute(listDeliveries, "GET", `${theirPath}/deliveries`, { params: theirs, apiKey: stranger.apiKey }),
      await callRoute(resend, "POST", `${theirPath}/deliveries/${deliveryId}/resend`, {
        params: { ...theirs, deliveryId },
        apiKey: stranger.apiKey,
      }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: "NotFound", reason: "NOT_FOUND" });
    }
  });

  it("delete removes the endpoint and answers it", async () => {
    const { apiKey, params, path } = await withEndpoint();
    const res = await callRoute(DELETE, "DELETE", path, { params, apiKey });
    expect(res.status).toBe(200);
    expect(res.json._id).toBe(params.webhookId);
    expect((await callRoute(getOne, "GET", path, { params, apiKey })).status).toBe(404);
  });
});

describe("deliveries (extension)", () => {
  it("the test event goes to this endpoint only, is already dispatched, and its delivery is answered", async () => {
    const { organization, apiKey, params, path } = await withEndpoint({ eventTypes: ["campaign.approved"] });
    const res = await callRoute(sendTest, "POST", `${path}/test`, { params, apiKey });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ webhookId: params.webhookId, eventType: "webhook.test", status: "PENDING", attempts: 0, tries: [] });
    const event = await prisma.event.findUniqueOrThrow({ where: { id: res.json.eventId } });
    expect(event).toMatchObject({ organizationId: organization.id, type: "webhook.test" });
    expect(event.dispatchedAt).not.toBeNull();
    expect(await dispatchEvents()).toBe(0);
  });

  it("lists newest first with paging and a status filter, each with its tries newest first (at most 10)", async () => {
    const { organization, apiKey, params, path } = await withEndpoint();
    for (const objectId of ["6740a1b2c3d4e5f601230001", "6740a1b2c3d4e5f601230002", "6740a1b2c3d4e5f601230003"]) {
      await transaction((tx) => recordEvent(tx, { organizationId: organization.id, type: "campaign.approved", objectId, data: {} }));
    }
    expect(await dispatchEvents()).toBe(3);
    const rows = await prisma.webhookDelivery.findMany({ where: { endpointId: params.webhookId }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(3);
    await prisma.webhookDelivery.update({ where: { id: rows[0].id }, data: { status: "FAILED", attempts: 12, nextAttemptAt: null } });
    await prisma.webhookAttempt.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({
        id: `6740a1b2c3d4e5f6012400${String(i).padStart(2, "0")}`,
        deliveryId: rows[0].id,
        startedAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
        statusCode: 500,
        durationMs: 10 + i,
      })),
    });
    const first = await callRoute(listDeliveries, "GET", `${path}/deliveries`, { params, apiKey, query: { limit: "2" } });
    expect(first.status).toBe(200);
    expect(first.json.items.map((d: { _id: string }) => d._id)).toEqual([rows[2].id, rows[1].id]);
    const second = await callRoute(listDeliveries, "GET", `${path}/deliveries`, {
      params,
      apiKey,
      query: { limit: "2", cursor: first.json.nextCursor },
    });
    expect(second.json.items.map((d: { _id: string }) => d._id)).toEqual([rows[0].id]);
    expect(second.json.nextCursor).toBeNull();
    const failed = await callRoute(listDeliveries, "GET", `${path}/deliveries`, { params, apiKey, query: { status: "FAILED" } });
    expect(failed.json.items).toHaveLength(1);
    const tries = failed.json.items[0].tries as { durationMs: number }[];
    expect(tries).toHaveLength(10);
    expect(tries.map((t) => t.durationMs)).toEqual([21, 20, 19, 18, 17, 16, 15, 14, 13, 12]);
    const bad = await callRoute(listDeliveries, "GET", `${path}/deliveries`, { params, apiKey, query: { status: "LOST" } });
    expect(bad.status).toBe(400);
    expect(bad.json.reason).toBe("VALIDATION_FAILED");

    // Resend: the FAILED one is PENDING again and due now.
    const again = await callRoute(resend, "POST", `${path}/deliveries/${rows[0].id}/resend`, {
      params: { ...params, deliveryId: rows[0].id },
      apiKey,
    });
    expect(again.status).toBe(202);
    expect(again.json).toMatchObject({ _id: rows[0].id, status: "PENDING", attempts: 12 });
    expect(Date.parse(again.json.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
  });

  it("an endpoint turned off takes no test event nor resend: 409 WEBHOOK_DISABLED", async () => {
    const { apiKey, params, path } = await withEndpoint({ enabled: false });
    const res = await callRoute(sendTest, "POST", `${path}/test`, { params, apiKey });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "Conflict", reason: "WEBHOOK_DISABLED" });
  });

  it("only enabled endpoints wanting the type get a delivery", async () => {
    const { organization, apiKey } = await createOwner();
    const wants = await create(organization.id, apiKey, { url: URL_OK, eventTypes: ["ad.rejected"] });
    const every = await create(organization.id, apiKey, { url: URL_OK });
    const off = await create(organization.id, apiKey, { url: URL_OK, enabled: false });
    const other = await create(organization.id, apiKey, { url: URL_OK, eventTypes: ["asset.ready"] });
    await transaction((tx) => recordEvent(tx, { organizationId: organization.id, type: "ad.rejected", objectId: null, data: {} }));
    await dispatchEvents();
    const got = await prisma.webhookDelivery.findMany({ where: { organizationId: organization.id } });
    expect(got.map((d) => d.endpointId).sort()).toEqual([wants.json._id, every.json._id].sort());
    expect([off.json._id, other.json._id]).not.toContain(got[0].endpointId);
  });
});
