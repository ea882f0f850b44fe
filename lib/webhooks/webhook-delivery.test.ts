import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/core/organization/[organizationId]/webhooks/route";
import { POST as rotateRoute } from "@/app/api/core/organization/[organizationId]/webhooks/[webhookId]/secret/route";
import { getAssetQueue, stopAssetQueue } from "@/lib/assets/asset-queue";
import { getDatabaseTarget, prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { startEventWorker, stopEventWorker } from "@/lib/workers/event-worker";
import { recordEvent } from "@/lib/events/record-event";
import { eventSchema } from "@/lib/events/schemas";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/test/webhook-receiver";
import { ownerWithEndpoint } from "@/lib/test/webhook-endpoints";
import { dispatchEvents } from "@/lib/event-dispatch/dispatch-events";
import { deliverEndpoint } from "./deliver-webhook";
import { createWebhookQueue, WEBHOOK_QUEUE, type WebhookJobData } from "./webhook-queue";

// The real worker (dispatcher loop, sweep, delivery jobs) against a receiver on loopback; signatures are checked
// with the published standardwebhooks library, not with the product's own signing code.
process.env.EVENT_DISPATCH_INTERVAL_MS = "50";
process.env.WEBHOOK_SWEEP_INTERVAL_MS = "100";
process.env.WEBHOOK_JOB_LEASE_SECONDS = "2";
process.env.ASSET_QUEUE_MAINTENANCE_SECONDS = "1";
const LOOPBACK = "127.0.0.1/32";

const mail = useMailServer();
const embedded = !process.env.DATABASE_URL;
let receiver: WebhookReceiver;

beforeEach(async () => {
  process.env.FETCH_ALLOW_ADDRESSES = LOOPBACK;
  delete process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS;
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await stopEventWorker();
  await stopAssetQueue(2_000);
  await receiver.close();
});

afterAll(() => {
  delete process.env.FETCH_ALLOW_ADDRESSES;
});

const endpointFor = (url: string) => ownerWithEndpoint(url, { name: "Pixel Forge" });

function record(organizationId: string, objectId = "6740a1b2c3d4e5f60123aaaa") {
  return transaction((tx) =>
    recordEvent(tx, { organizationId, type: "campaign.approved", objectId, data: { _id: objectId, status: "CAMPAIGN_STATUS_APPROVED" } }),
  );
}

async function deliveryOf(eventId: string, done: (status: string) => boolean = (s) => s !== "PENDING", timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const delivery = await prisma.webhookDelivery.findFirst({ where: { eventId }, include: { tries: { orderBy: { startedAt: "asc" } } } });
    if (delivery && done(delivery.status)) return delivery;
    if (Date.now() > deadline) throw new Error(`delivery of ${eventId}: ${delivery?.status ?? "none"}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The delivery of an event once it has had a try. */
async function triedOnce(eventId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const delivery = await prisma.webhookDelivery.findFirst({ where: { eventId }, include: { tries: true } });
    if (delivery && delivery.tries.length > 0) return delivery;
    if (Date.now() > deadline) throw new Error(`delivery of ${eventId} was not tried`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("webhook delivery", () => {
  it("POSTs the event signed by the Standard Webhooks scheme: the published library verifies it", async () => {
    const { organization, secret } = await endpointFor(receiver.url);
    const eventId = await record(organization.id);
    await startEventWorker();
    const [request] = await receiver.waitFor(1);
    const payload = new Webhook(secret).verify(request.body, request.headers) as Record<string, unknown>;
    // The events API's Event, field for field.
    expect(eventSchema.strict().parse(payload)).toMatchObject({
      _id: eventId,
      type: "campaign.approved",
      organizationId: organization.id,
      createdAt: expect.any(String),
      data: { status: "CAMPAIGN_STATUS_APPROVED" },
    });
    expect(request.headers["webhook-id"]).toBe(eventId);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["user-agent"]).toMatch(/^adnet-webhooks\//);
    // Another secret does not verify it.
    expect(() => new Webhook("whsec_" + Buffer.alloc(24, 7).toString("base64")).verify(request.body, request.headers)).toThrow();
    const delivery = await deliveryOf(eventId);
    expect(delivery).toMatchObject({ status: "SUCCEEDED", attempts: 1, lastStatusCode: 200 });
    expect(delivery.tries).toEqual([expect.objectContaining({ statusCode: 200, responseExcerpt: "ok", error: null })]);
    expect((await prisma.event.findUniqueOrThrow({ where: { id: eventId } })).dispatchedAt).not.toBeNull();
  });

  it("two jobs of one endpoint that both get past the hold check send a delivery once", async () => {
    const { organization } = await endpointFor(receiver.url);
    await getAssetQueue(); // pg-boss's tables, which the hold check reads
    const eventId = await record(organization.id);
    await dispatchEvents();
    const { endpointId } = await prisma.webhookDelivery.findFirstOrThrow({ where: { eventId } });
    // job ids pg-boss never handed out: neither job sees the other holding the endpoint, as when their fetches
    // committed in another order than they started
    const sent = await Promise.all([randomUUID(), randomUUID()].map((jobId) => deliverEndpoint(endpointId, jobId, async () => {})));
    expect(sent.sort()).toEqual([0, 1]);
    expect(await receiver.waitFor(1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests).toHaveLength(1);
    expect(await deliveryOf(eventId)).toMatchObject({ status: "SUCCEEDED", attempts: 1 });
  });

  it("after a rotation, the old and the new secret both verify during the overlap", async () => {
    const { organization, apiKey, webhookId, secret: oldSecret } = await endpointFor(receiver.url);
    const rotated = await callRoute(rotateRoute, "POST", `/api/core/organization/${organization.id}/webhooks/${webhookId}/secret`, {
      params: { organizationId: organization.id, webhookId },
      apiKey,
    });
    expect(rotated.status).toBe(200);
    const newSecret = rotated.json.secret as string;
    expect(newSecret).not.toBe(oldSecret);
    await record(organization.id);
    await startEventWorker();
    const [request] = await receiver.waitFor(1);
    expect(request.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(oldSecret).verify(request.body, request.headers)).not.toThrow();
    expect(() => new Webhook(newSecret).verify(request.body, request.headers)).not.toThrow();
  });

  it("a receiver answering 500 then 200 gets the event once more and no more", async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS = "1,1,1";
    const { organization, webhookId } = await endpointFor(receiver.url);
    receiver.answers = [500];
    const first = await record(organization.id);
    await startEventWorker();
    const delivery = await deliveryOf(first);
    expect(delivery).toMatchObject({ status: "SUCCEEDED", attempts: 2 });
    expect(delivery.tries.map((t) => t.statusCode)).toEqual([500, 200]);
    expect(delivery.tries[0].responseExcerpt).toBe("error 500");
    // A later event to the same endpoint arrives after it: had the first been sent again, it would be in between.
    const second = await record(organization.id, "6740a1b2c3d4e5f60123bbbb");
    await deliveryOf(second);
    expect(receiver.requests.map((r) => r.headers["webhook-id"])).toEqual([first, first, second]);
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).failingSince).toBeNull();
  });

  it("an endpoint on a private address is refused at create, and at delivery (no request leaves)", async () => {
    delete process.env.FETCH_ALLOW_ADDRESSES;
    const owner = await createOwner();
    const refused = await callRoute(createRoute, "POST", `/api/core/organization/${owner.organization.id}/webhooks`, {
      params: { organizationId: owner.organization.id },
      apiKey: owner.apiKey,
      body: { url: receiver.url },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "WEBHOOK_URL_NOT_ALLOWED" });
    expect(refused.json.details).toEqual([{ path: "url", message: expect.any(String) }]);
    expect(await prisma.webhookEndpoint.count({ where: { organizationId: owner.organization.id } })).toBe(0);

    // Saved while the server allowed loopback, then the setting removed: the delivery is refused when it connects.
    process.env.FETCH_ALLOW_ADDRESSES = LOOPBACK;
    const { organization } = await endpointFor(receiver.url);
    delete process.env.FETCH_ALLOW_ADDRESSES;
    const eventId = await record(organization.id);
    await startEventWorker();
    const tried = await triedOnce(eventId);
    expect(tried.tries[0]).toMatchObject({ statusCode: null, responseExcerpt: null });
    expect(tried.tries[0].error).toMatch(/not a public address/);
    expect(tried.status).toBe("PENDING");
    expect(receiver.requests).toHaveLength(0);
  });

  it("an endpoint failing for the whole retry period is turned off and its Owner is e-mailed", async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS = "1,1";
    receiver.fallback = 503;
    const { organization, user, webhookId } = await endpointFor(receiver.url);
    const eventId = await record(organization.id);
    await startEventWorker();
    const delivery = await deliveryOf(eventId);
    expect(delivery).toMatchObject({ status: "FAILED", attempts: 3, nextAttemptAt: null });
    const endpoint = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } });
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: "FAILING" });
    const message = await mail.waitFor(user.email, /webhook endpoint of Pixel Forge was turned off/);
    expect(message.text).toContain(receiver.url);
    expect(message.link).toBe(`http://localhost:3000/organizations/${organization.id}/webhooks`);
    // Off: a new event makes no delivery to it.
    const later = await record(organization.id);
    await startEventWorker();
    for (;;) {
      if ((await prisma.event.findUniqueOrThrow({ where: { id: later } })).dispatchedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await prisma.webhookDelivery.count({ where: { eventId: later } })).toBe(0);
  });

  it("the Owner's mail is in Korean when they chose Korean", async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS = "0";
    receiver.fallback = 500;
    const { organization, user } = await endpointFor(receiver.url);
    await prisma.user.update({ where: { id: user.id }, data: { locale: "ko" } });
    await record(organization.id);
    await startEventWorker();
    const message = await mail.waitFor(user.email, /웹훅 엔드포인트가 꺼졌습니다/);
    expect(message.text).toContain("다시 켜 주세요");
  });
});

describe("a worker that dies during a delivery", () => {
  it.runIf(embedded)("on the embedded database, a restarted worker sends it again at once", async () => {
    const { organization } = await endpointFor(receiver.url);
    const eventId = await record(organization.id);
    // What a worker does before it dies: dispatch the event and take the endpoint's job.
    const boss = await getAssetQueue();
    await createWebhookQueue(boss);
    const { dispatchEvents } = await import("@/lib/event-dispatch/dispatch-events");
    expect(await dispatchEvents()).toBe(1);
    // A lease far longer than this test may wait: only the restart recovery can deliver in time.
    await boss.updateQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, expireInSeconds: 600, retryLimit: 5, retryDelay: 0 });
    await prisma.$executeRaw`UPDATE pgboss.job SET expire_in = interval '600 seconds' WHERE name = ${WEBHOOK_QUEUE}`;
    const [job] = await boss.fetch<WebhookJobData>(WEBHOOK_QUEUE, { includeMetadata: true });
    expect(job.data.endpointId).toBeDefined();
    await startEventWorker();
    expect(await deliveryOf(eventId)).toMatchObject({ status: "SUCCEEDED" });
    expect(receiver.requests).toHaveLength(1);
  });

  it.runIf(!embedded && spawnSync("true").status === 0)(
    "a real `npm run worker` killed with SIGKILL while the receiver holds the request: a new worker delivers it",
    async () => {
      const { organization, secret } = await endpointFor(receiver.url);
      receiver.answers = ["hold"];
      const eventId = await record(organization.id);
      const target = getDatabaseTarget();
      const child = spawn(process.execPath, ["--import", "tsx", "--conditions", "react-server", "scripts/worker.ts"], {
        env: { ...process.env, DATABASE_URL: target.kind === "postgres" ? target.url : "", WORKER_CONCURRENCY: "1" },
        stdio: "ignore",
      });
      try {
        await receiver.waitFor(1, 60_000);
        child.kill("SIGKILL");
        await new Promise((resolve) => child.once("exit", resolve));
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
      expect((await prisma.webhookDelivery.findFirstOrThrow({ where: { eventId } })).status).toBe("PENDING");
      await startEventWorker();
      const delivery = await deliveryOf(eventId, undefined, 30_000);
      expect(delivery).toMatchObject({ status: "SUCCEEDED", attempts: 1 });
      expect(receiver.requests).toHaveLength(2);
      for (const request of receiver.requests)
        expect(new Webhook(secret).verify(request.body, request.headers)).toMatchObject({ _id: eventId });
    },
    90_000,
  );
});
