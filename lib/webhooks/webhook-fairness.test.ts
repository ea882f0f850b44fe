import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { PATCH as updateRoute } from "@/app/api/core/organization/[organizationId]/webhooks/[webhookId]/route";
import { POST as testRoute } from "@/app/api/core/organization/[organizationId]/webhooks/[webhookId]/test/route";
import { getAssetQueue, stopAssetQueue } from "@/lib/assets/asset-queue";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { dispatchEvents } from "@/lib/event-dispatch/dispatch-events";
import { recordEvent } from "@/lib/events/record-event";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { startUnacceptingPort } from "@/lib/test/unaccepting-port";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/test/webhook-receiver";
import { createWebhookEndpoint } from "@/lib/test/webhook-endpoints";
import { deliverEndpoint } from "./deliver-webhook";
import { createWebhookQueue, queueDueWebhooks, WEBHOOK_QUEUE } from "./webhook-queue";

// How webhook work is shared: an organization's deliveries in flight are capped over every process, an endpoint
// that keeps failing has its breaker opened, a connection that never opens is given up on soon, and test events
// are counted. Each rule is checked on its own state, never on how long something took.

const SETTINGS = {
  FETCH_ALLOW_ADDRESSES: "127.0.0.1/32",
  WEBHOOK_ORGANIZATION_CONCURRENCY: "2",
  WEBHOOK_BREAKER_FAILURES: "2",
  WEBHOOK_BREAKER_COOLDOWN_SECONDS: "600",
  WEBHOOK_RESPONSE_TIMEOUT_MS: "10000",
  WEBHOOK_CONNECT_TIMEOUT_MS: "2000",
  // Failures are due again at once, and the endpoint is not turned off within the test.
  WEBHOOK_RETRY_SCHEDULE_SECONDS: "0,0,0,0,0,0,3600",
  WEBHOOK_TEST_EVENTS_PER_MINUTE: "2",
} as const;

const receivers: WebhookReceiver[] = [];

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

beforeEach(() => {
  Object.assign(process.env, SETTINGS);
});

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  await stopAssetQueue(2_000);
});

afterAll(() => {
  for (const name of Object.keys(SETTINGS)) delete process.env[name];
});

async function organizationWith(urls: string[]) {
  const owner = await createOwner();
  const webhookIds: string[] = [];
  for (const url of urls) webhookIds.push((await createWebhookEndpoint(owner.organization.id, owner.apiKey, url)).webhookId);
  return { ...owner, organizationId: owner.organization.id, webhookIds };
}

/** An event of the organization, dispatched: one PENDING delivery, due now, for each of its endpoints. */
async function eventFor(organizationId: string, objectId = "6740a1b2c3d4e5f60123aaaa") {
  const eventId = await transaction((tx) =>
    recordEvent(tx, { organizationId, type: "campaign.approved", objectId, data: { _id: objectId, status: "CAMPAIGN_STATUS_APPROVED" } }),
  );
  while ((await dispatchEvents()) > 0);
  return eventId;
}

/** Whether a job of the endpoint is queued. */
async function queued(endpointId: string): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE "name" = ${WEBHOOK_QUEUE} AND "singleton_key" = ${endpointId}`;
  return rows[0].n > 0;
}

const deliveryOf = (endpointId: string) =>
  prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId }, include: { tries: { orderBy: { startedAt: "asc" } } } });

/** A job of the endpoint, as the worker runs it (job ids pg-boss never handed out: nothing else holds the endpoint). */
const runJob = (endpointId: string) => deliverEndpoint(endpointId, randomUUID(), async () => {});

describe("organizations share the delivery slots", () => {
  it("an organization at its limit of deliveries in flight is skipped: another organization's delivery is claimed and sent", async () => {
    const hanging = await receiver();
    hanging.fallback = "hold";
    const healthy = await receiver();
    const a = await organizationWith([hanging.url, hanging.url, hanging.url]);
    const b = await organizationWith([healthy.url]);
    const boss = await getAssetQueue();
    await createWebhookQueue(boss);
    await eventFor(a.organizationId);
    await eventFor(b.organizationId);

    // A's first two endpoints take its two slots; their receiver accepted the requests and never answers.
    const held = [runJob(a.webhookIds[0]), runJob(a.webhookIds[1])];
    await hanging.waitFor(2);

    // The sweep queues B's endpoint, not A's third one.
    await prisma.$executeRaw`DELETE FROM pgboss.job WHERE "name" = ${WEBHOOK_QUEUE}`;
    await queueDueWebhooks(boss);
    expect(await queued(b.webhookIds[0])).toBe(true);
    expect(await queued(a.webhookIds[2])).toBe(false);

    // A job of A's third endpoint that runs anyway claims nothing and sends nothing: its delivery waits, due.
    expect(await runJob(a.webhookIds[2])).toBe(0);
    expect(hanging.requests).toHaveLength(2);
    const waiting = await deliveryOf(a.webhookIds[2]);
    expect(waiting).toMatchObject({ status: "PENDING", attempts: 0, leasedUntil: null, tries: [] });
    expect(waiting.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());

    // B's delivery is claimed and sent while A's two hang.
    expect(await runJob(b.webhookIds[0])).toBe(1);
    expect(await deliveryOf(b.webhookIds[0])).toMatchObject({ status: "SUCCEEDED", attempts: 1, leasedUntil: null });
    expect(healthy.requests).toHaveLength(1);

    // The held requests end (the receiver closes their connections): A's slots are free and its third endpoint is sent.
    await hanging.close();
    await Promise.all(held);
    for (const id of a.webhookIds.slice(0, 2))
      expect(await deliveryOf(id)).toMatchObject({ status: "PENDING", attempts: 1, leasedUntil: null });
    const reopened = await receiver();
    await prisma.webhookEndpoint.update({ where: { id: a.webhookIds[2] }, data: { url: reopened.url } });
    expect(await runJob(a.webhookIds[2])).toBe(1);
  });

  it("a slot leased by a worker that died is free again when its lease ends", async () => {
    const healthy = await receiver();
    const a = await organizationWith([healthy.url, healthy.url, healthy.url]);
    await getAssetQueue();
    await eventFor(a.organizationId);
    // Two deliveries claimed by a worker that then died: one lease still running, one over.
    const [running, over] = a.webhookIds;
    await prisma.webhookDelivery.updateMany({ where: { endpointId: running }, data: { leasedUntil: new Date(Date.now() + 600_000) } });
    await prisma.webhookDelivery.updateMany({ where: { endpointId: over }, data: { leasedUntil: new Date(Date.now() - 1_000) } });
    expect(await runJob(a.webhookIds[2])).toBe(1);
  });
});

describe("the circuit breaker of an endpoint", () => {
  it("opens after N failures in a row and defers its deliveries; a failed probe opens it again, a good one closes it", async () => {
    const failing = await receiver();
    failing.fallback = 503;
    const { organizationId, webhookIds } = await organizationWith([failing.url]);
    const [endpointId] = webhookIds;
    const boss = await getAssetQueue();
    await createWebhookQueue(boss);
    await eventFor(organizationId);
    await eventFor(organizationId, "6740a1b2c3d4e5f60123bbbb");
    const endpoint = () => prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } });

    expect(await runJob(endpointId)).toBe(0);
    expect(await endpoint()).toMatchObject({ consecutiveFailures: 1, breakerOpenUntil: null });
    expect(await runJob(endpointId)).toBe(0);
    const opened = await endpoint();
    expect(opened.consecutiveFailures).toBe(2);
    expect(opened.breakerOpenUntil!.getTime()).toBeGreaterThan(Date.now() + 590_000);
    expect(failing.requests).toHaveLength(2);

    // Open: no job sends to it and the sweep queues none, though its deliveries are due.
    await prisma.$executeRaw`DELETE FROM pgboss.job WHERE "name" = ${WEBHOOK_QUEUE}`;
    await queueDueWebhooks(boss);
    expect(await queued(endpointId)).toBe(false);
    expect(await runJob(endpointId)).toBe(0);
    expect(failing.requests).toHaveLength(2);
    expect(await prisma.webhookDelivery.count({ where: { endpointId, status: "PENDING", nextAttemptAt: { lte: new Date() } } })).toBe(2);

    // The cool-down over: one delivery goes out as the probe; it fails, and the breaker opens again.
    await prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { breakerOpenUntil: new Date(Date.now() - 1) } });
    await queueDueWebhooks(boss);
    expect(await queued(endpointId)).toBe(true);
    expect(await runJob(endpointId)).toBe(0);
    expect(failing.requests).toHaveLength(3);
    const reopened = await endpoint();
    expect(reopened.consecutiveFailures).toBe(3);
    expect(reopened.breakerOpenUntil!.getTime()).toBeGreaterThan(Date.now());

    // Over again, and the receiver is back: the probe succeeds, the breaker closes and the next delivery follows.
    await prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { breakerOpenUntil: new Date(Date.now() - 1) } });
    failing.fallback = 200;
    expect(await runJob(endpointId)).toBe(2);
    expect(await endpoint()).toMatchObject({ consecutiveFailures: 0, breakerOpenUntil: null, failingSince: null });
    expect(await prisma.webhookDelivery.count({ where: { endpointId, status: "SUCCEEDED" } })).toBe(2);
  });

  it("is closed when the endpoint is pointed at another URL", async () => {
    const failing = await receiver();
    const { organizationId, apiKey, webhookIds } = await organizationWith([failing.url]);
    await prisma.webhookEndpoint.update({
      where: { id: webhookIds[0] },
      data: { consecutiveFailures: 7, breakerOpenUntil: new Date(Date.now() + 600_000) },
    });
    const other = await receiver();
    const res = await callRoute(updateRoute, "PATCH", `/api/core/organization/${organizationId}/webhooks/${webhookIds[0]}`, {
      params: { organizationId, webhookId: webhookIds[0] },
      apiKey,
      body: { url: other.url },
    });
    expect(res.status).toBe(200);
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookIds[0] } })).toMatchObject({
      consecutiveFailures: 0,
      breakerOpenUntil: null,
    });
  });
});

describe("the connect timeout", () => {
  it("gives up on an endpoint that never accepts the connection after WEBHOOK_CONNECT_TIMEOUT_MS", async () => {
    process.env.WEBHOOK_CONNECT_TIMEOUT_MS = "200";
    // Were the response timeout what applied, the test would outlast its own time limit.
    process.env.WEBHOOK_RESPONSE_TIMEOUT_MS = "600000";
    const unaccepting = await startUnacceptingPort();
    try {
      const { organizationId, webhookIds } = await organizationWith([`http://127.0.0.1:${unaccepting.port}/hook`]);
      await getAssetQueue();
      await eventFor(organizationId);
      expect(await runJob(webhookIds[0])).toBe(0);
      const delivery = await deliveryOf(webhookIds[0]);
      expect(delivery).toMatchObject({ status: "PENDING", attempts: 1, leasedUntil: null });
      expect(delivery.tries).toEqual([expect.objectContaining({ statusCode: null, error: "No connection to 127.0.0.1 within 200 ms." })]);
    } finally {
      unaccepting.close();
    }
  });
});

describe("test events", () => {
  const sendTest = (organizationId: string, webhookId: string, apiKey: string) =>
    callRoute(testRoute, "POST", `/api/core/organization/${organizationId}/webhooks/${webhookId}/test`, {
      params: { organizationId, webhookId },
      apiKey,
    });

  it("past the organization's limit: 429 RATE_LIMITED with Retry-After, and nothing queued", async () => {
    const target = await receiver();
    const { organizationId, apiKey, webhookIds } = await organizationWith([target.url, target.url]);
    expect((await sendTest(organizationId, webhookIds[0], apiKey)).status).toBe(202);
    expect((await sendTest(organizationId, webhookIds[1], apiKey)).status).toBe(202);
    const refused = await sendTest(organizationId, webhookIds[0], apiKey);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ statusCode: 429, code: "TooManyRequests", reason: "RATE_LIMITED" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await prisma.webhookDelivery.count({ where: { organizationId } })).toBe(2);
    // Another organization's budget is its own.
    const other = await organizationWith([target.url]);
    expect((await sendTest(other.organizationId, other.webhookIds[0], other.apiKey)).status).toBe(202);
  });

  it("on an endpoint turned off: 409 WEBHOOK_DISABLED, and no event, delivery or job", async () => {
    const target = await receiver();
    const { organizationId, apiKey, webhookIds } = await organizationWith([target.url]);
    const boss = await getAssetQueue();
    await createWebhookQueue(boss);
    const off = await callRoute(updateRoute, "PATCH", `/api/core/organization/${organizationId}/webhooks/${webhookIds[0]}`, {
      params: { organizationId, webhookId: webhookIds[0] },
      apiKey,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    const refused = await sendTest(organizationId, webhookIds[0], apiKey);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "WEBHOOK_DISABLED" });
    expect(refused.json.message).toMatch(/turned off/);
    expect(await prisma.webhookDelivery.count({ where: { organizationId } })).toBe(0);
    expect(await prisma.event.count({ where: { organizationId, type: "webhook.test" } })).toBe(0);
    expect(await queued(webhookIds[0])).toBe(false);
  });
});
