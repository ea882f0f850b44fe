// The rules of one endpoint's delivery job that depend on time, order or another worker: which due delivery goes
// first, when the breaker lets a try through, when a job stops and when a lease may be taken over, what a try that
// ends after its delivery was finished or removed records, and when the endpoint's Owners are told it was turned
// off. Time is a controlled clock (only Date is faked: timers, sockets and the database run for real).
import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PATCH as updateRoute } from "@/app/api/core/organization/[organizationId]/webhooks/[webhookId]/route";
import { getAssetQueue, stopAssetQueue } from "@/lib/assets/asset-queue";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { dispatchEvents } from "@/lib/event-dispatch/dispatch-events";
import { recordEvent } from "@/lib/events/record-event";
import { callRoute } from "@/lib/test/call-route";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/test/webhook-receiver";
import { ownerWithEndpoint } from "@/lib/test/webhook-endpoints";
import { deliverEndpoint } from "./deliver-webhook";

const SETTINGS = {
  FETCH_ALLOW_ADDRESSES: "127.0.0.1/32",
  WEBHOOK_RESPONSE_TIMEOUT_MS: "10000",
  WEBHOOK_JOB_LEASE_SECONDS: "60",
  // A failure is due again at once; the retry period is an hour.
  WEBHOOK_RETRY_SCHEDULE_SECONDS: "0,0,0,0,0,0,3600",
} as const;
const LEASE_MS = 60_000;

let receiver: WebhookReceiver;

// the job queue's tables hold which job sends to an endpoint
beforeAll(async () => void (await getAssetQueue()));

beforeEach(async () => {
  Object.assign(process.env, SETTINGS);
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  vi.useRealTimers();
  await receiver.close();
});

afterAll(async () => {
  await stopAssetQueue(2_000);
  for (const name of Object.keys(SETTINGS)) delete process.env[name];
});

/** Freezes the clock (Date only) at `at`. */
function clockAt(at: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: at });
}

/** Events of the organization, dispatched: one PENDING delivery each, due now; the deliveries, oldest first. */
async function deliveriesFor(organizationId: string, count: number) {
  const eventIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const objectId = `6740a1b2c3d4e5f60123${String(i).padStart(4, "0")}`;
    eventIds.push(
      await transaction((tx) =>
        recordEvent(tx, {
          organizationId,
          type: "campaign.approved",
          objectId,
          data: { _id: objectId, status: "CAMPAIGN_STATUS_APPROVED" },
        }),
      ),
    );
  }
  while ((await dispatchEvents()) > 0);
  return prisma.webhookDelivery.findMany({ where: { eventId: { in: eventIds } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

const job = (endpointId: string, onDisabled: (endpointId: string) => Promise<void> = async () => {}) =>
  deliverEndpoint(endpointId, randomUUID(), onDisabled);

/** The event ids the receiver was sent, in the order it got them. */
const sentEvents = (r: { requests: { body: string }[] }) => r.requests.map((request) => JSON.parse(request.body)._id as string);

describe("which due delivery goes first", () => {
  it("the oldest delivery first, whatever order the rows are stored in", async () => {
    const { organizationId, webhookId } = await ownerWithEndpoint(receiver.url);
    const [first, second] = await deliveriesFor(organizationId, 2);
    // The one with the larger id is made a minute older: neither id nor storage order is the age order.
    const [low, high] = [first, second].sort((a, b) => (a.id < b.id ? -1 : 1));
    await prisma.webhookDelivery.update({ where: { id: high.id }, data: { createdAt: new Date(low.createdAt.getTime() - 60_000) } });
    expect(await job(webhookId)).toBe(2);
    expect(sentEvents(receiver)).toEqual([high.eventId, low.eventId]);
  });

  it("of two made at the same moment, the one with the smaller id first", async () => {
    const { organizationId, webhookId } = await ownerWithEndpoint(receiver.url);
    const [first, second] = await deliveriesFor(organizationId, 2);
    const [low, high] = [first, second].sort((a, b) => (a.id < b.id ? -1 : 1));
    const at = new Date(Date.now() - 60_000);
    // written larger id first, so it is stored first
    await prisma.webhookDelivery.update({ where: { id: high.id }, data: { createdAt: at } });
    await prisma.webhookDelivery.update({ where: { id: low.id }, data: { createdAt: at } });
    expect(await job(webhookId)).toBe(2);
    expect(sentEvents(receiver)).toEqual([low.eventId, high.eventId]);
  });
});

describe("whose deliveries a job sends", () => {
  it("an endpoint's job sends its own due deliveries only: another endpoint's, due at the same moment, wait for their own job", async () => {
    const other = await startWebhookReceiver();
    try {
      const mine = await ownerWithEndpoint(receiver.url);
      const theirs = await ownerWithEndpoint(other.url);
      const [own] = await deliveriesFor(mine.organizationId, 1);
      const [foreign] = await deliveriesFor(theirs.organizationId, 1);
      expect(await job(mine.webhookId)).toBe(1);
      expect(sentEvents(receiver)).toEqual([own.eventId]);
      expect(other.requests).toHaveLength(0);
      expect(await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: foreign.id } })).toMatchObject({
        status: "PENDING",
        attempts: 0,
      });
      expect(await job(theirs.webhookId)).toBe(1);
      expect(sentEvents(other)).toEqual([foreign.eventId]);
    } finally {
      await other.close();
    }
  });
});

describe("the breaker's cool-down", () => {
  it("an endpoint whose breaker is open until T is not sent to before T, and is at T", async () => {
    const { organizationId, webhookId } = await ownerWithEndpoint(receiver.url);
    await deliveriesFor(organizationId, 1);
    const until = Date.now() + 60_000;
    await prisma.webhookEndpoint.update({
      where: { id: webhookId },
      data: { consecutiveFailures: 5, failingSince: new Date(Date.now() - 60_000), breakerOpenUntil: new Date(until) },
    });
    clockAt(until - 1);
    expect(await job(webhookId)).toBe(0);
    expect(receiver.requests).toHaveLength(0);
    clockAt(until);
    expect(await job(webhookId)).toBe(1);
    expect(receiver.requests).toHaveLength(1);
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).toMatchObject({
      consecutiveFailures: 0,
      breakerOpenUntil: null,
    });
  });
});

describe("a job's time", () => {
  it("a job takes no delivery once half its lease has passed: the rest stay due, untouched, for the next job", async () => {
    const start = Date.now();
    clockAt(start);
    // Each answer comes 15 s after its request (on the controlled clock): half the 60 s lease is used after two.
    const requests: { body: string }[] = [];
    const slow = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        requests.push({ body: Buffer.concat(chunks).toString("utf8") });
        vi.setSystemTime(Date.now() + 15_000);
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      const { organizationId, webhookId } = await ownerWithEndpoint(`http://127.0.0.1:${(slow.address() as { port: number }).port}/hook`);
      const deliveries = await deliveriesFor(organizationId, 3);
      expect(await job(webhookId)).toBe(2);
      expect(sentEvents({ requests })).toEqual(deliveries.slice(0, 2).map((d) => d.eventId));
      expect(Date.now()).toBe(start + LEASE_MS / 2);
      const third = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveries[2].id } });
      expect(third).toMatchObject({ status: "PENDING", attempts: 0, leasedUntil: null });
      expect(third.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
      // the next job sends it
      expect(await job(webhookId)).toBe(1);
      expect(requests).toHaveLength(3);
    } finally {
      await new Promise<void>((resolve) => {
        slow.closeAllConnections();
        slow.close(() => resolve());
      });
    }
  });

  it("a delivery whose lease has not ended is not taken by another job; once it has, another job sends it", async () => {
    const { organizationId, webhookId } = await ownerWithEndpoint(receiver.url);
    const [delivery] = await deliveriesFor(organizationId, 1);
    const start = Date.now();
    clockAt(start);
    receiver.answers = ["hold"];
    const first = job(webhookId);
    await receiver.waitFor(1);
    expect(await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      leasedUntil: new Date(start + LEASE_MS),
    });
    clockAt(start + LEASE_MS - 1);
    expect(await job(webhookId)).toBe(0);
    expect(receiver.requests).toHaveLength(1);
    clockAt(start + LEASE_MS);
    expect(await job(webhookId)).toBe(1);
    expect(receiver.requests).toHaveLength(2);
    await receiver.close();
    await first;
  });
});

describe("a try that ends after its delivery changed", () => {
  it("a delivery another job finished while this try hung stays finished: the late failure is kept as a try, counted nowhere", async () => {
    const { organizationId, webhookId } = await ownerWithEndpoint(receiver.url);
    const [delivery] = await deliveriesFor(organizationId, 1);
    const start = Date.now();
    clockAt(start);
    receiver.answers = ["hold", 200];
    const onDisabled = vi.fn(async () => {});
    const first = job(webhookId, onDisabled);
    await receiver.waitFor(1);
    // The lease ends; another job takes the delivery over and it is delivered.
    clockAt(start + LEASE_MS);
    expect(await job(webhookId)).toBe(1);
    // The first try's connection drops: a failure, recorded late.
    await receiver.close();
    expect(await first).toBe(0);
    const after = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: { tries: true } });
    expect(after).toMatchObject({ status: "SUCCEEDED", attempts: 1, lastStatusCode: 200, nextAttemptAt: null, leasedUntil: null });
    expect(after.tries.map((t) => t.statusCode).sort()).toEqual([200, null]);
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).toMatchObject({
      consecutiveFailures: 0,
      failingSince: null,
      breakerOpenUntil: null,
      enabled: true,
    });
    expect(onDisabled).not.toHaveBeenCalled();
  });

  it("an endpoint deleted while its try hung: the try's end records nothing and the job ends without error", async () => {
    const { organizationId, webhookId } = await ownerWithEndpoint(receiver.url);
    const [delivery] = await deliveriesFor(organizationId, 1);
    receiver.answers = ["hold"];
    const onDisabled = vi.fn(async () => {});
    const running = job(webhookId, onDisabled);
    await receiver.waitFor(1);
    await prisma.webhookEndpoint.delete({ where: { id: webhookId } });
    await receiver.close();
    expect(await running).toBe(0);
    expect(await prisma.webhookAttempt.count({ where: { deliveryId: delivery.id } })).toBe(0);
    expect(onDisabled).not.toHaveBeenCalled();
  });
});

describe("a success after the endpoint was pointed elsewhere", () => {
  it("ends the run of failures begun at the old URL: the next failure does not turn the endpoint off", async () => {
    const { organizationId, apiKey, webhookId } = await ownerWithEndpoint(receiver.url);
    await deliveriesFor(organizationId, 1);
    await prisma.webhookEndpoint.update({
      where: { id: webhookId },
      data: { consecutiveFailures: 3, failingSince: new Date(Date.now() - 3_601_000) },
    });
    const moved = await startWebhookReceiver();
    try {
      // the new URL resets the breaker's count, not when the failing began
      const res = await callRoute(updateRoute, "PATCH", `/api/core/organization/${organizationId}/webhooks/${webhookId}`, {
        params: { organizationId, webhookId },
        apiKey,
        body: { url: moved.url },
      });
      expect(res.status).toBe(200);
      expect(await job(webhookId)).toBe(1);
      expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).toMatchObject({ failingSince: null });
      moved.fallback = 500;
      await deliveriesFor(organizationId, 1);
      expect(await job(webhookId)).toBe(0);
      expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).toMatchObject({ enabled: true });
    } finally {
      await moved.close();
    }
  });
});

describe("telling the Owners an endpoint was turned off", () => {
  it("onDisabled is called once, for the failure that turned the endpoint off, and for no other failure", async () => {
    receiver.fallback = 500;
    const { organizationId, webhookId } = await ownerWithEndpoint(receiver.url);
    const other = await ownerWithEndpoint(receiver.url);
    await deliveriesFor(organizationId, 1);
    const onDisabled = vi.fn(async () => {});

    // failing for less than the retry period: still on
    expect(await job(webhookId, onDisabled)).toBe(0);
    expect(onDisabled).not.toHaveBeenCalled();
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).toMatchObject({ enabled: true });

    // failing for longer than the retry period (an hour): this failure turns it off
    await prisma.webhookEndpoint.update({ where: { id: webhookId }, data: { failingSince: new Date(Date.now() - 3_601_000) } });
    expect(await job(webhookId, onDisabled)).toBe(0);
    expect(onDisabled.mock.calls).toEqual([[webhookId]]);
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).toMatchObject({
      enabled: false,
      disabledReason: "FAILING",
    });
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: other.webhookId } })).toMatchObject({ enabled: true });

    // off: nothing more is sent, and nobody is told again
    expect(await job(webhookId, onDisabled)).toBe(0);
    expect(receiver.requests).toHaveLength(2);
    expect(onDisabled).toHaveBeenCalledTimes(1);
  });

  it("an endpoint its user turned off while a failing try hung is not reported as turned off for failing", async () => {
    const { organizationId, apiKey, webhookId } = await ownerWithEndpoint(receiver.url);
    await deliveriesFor(organizationId, 1);
    await prisma.webhookEndpoint.update({
      where: { id: webhookId },
      data: { consecutiveFailures: 3, failingSince: new Date(Date.now() - 3_601_000) },
    });
    receiver.answers = ["hold"];
    const onDisabled = vi.fn(async () => {});
    const running = job(webhookId, onDisabled);
    await receiver.waitFor(1);
    const off = await callRoute(updateRoute, "PATCH", `/api/core/organization/${organizationId}/webhooks/${webhookId}`, {
      params: { organizationId, webhookId },
      apiKey,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    await receiver.close();
    expect(await running).toBe(0);
    expect(onDisabled).not.toHaveBeenCalled();
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).toMatchObject({
      enabled: false,
    });
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).disabledReason).not.toBe("FAILING");
  });
});
