// What a delivery becomes for every kind of answer a receiver can give, as a table: only a 2xx delivers (299 too);
// a 300 without a Location, a redirect, a 4xx and a 5xx are failures, and a redirect is not followed; an error, no
// answer in time and a refused connection are failures whose try says what happened. And which secrets sign, over
// the rotation's overlap, after it, and after a second rotation.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as rotateRoute } from "@/app/api/core/organization/[organizationId]/webhooks/[webhookId]/secret/route";
import { getAssetQueue, stopAssetQueue } from "@/lib/assets/asset-queue";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { dispatchEvents } from "@/lib/event-dispatch/dispatch-events";
import { recordEvent } from "@/lib/events/record-event";
import { callRoute } from "@/lib/test/call-route";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/test/webhook-receiver";
import { ownerWithEndpoint } from "@/lib/test/webhook-endpoints";
import { deliverEndpoint } from "./deliver-webhook";

let receiver: WebhookReceiver;
let elsewhere: WebhookReceiver;

// the job queue's tables hold which job sends to an endpoint
beforeAll(async () => void (await getAssetQueue()));

beforeEach(async () => {
  process.env.FETCH_ALLOW_ADDRESSES = "127.0.0.1/32";
  // Long enough for a receiver in this process to answer on a loaded machine; the test of no answer shortens it.
  process.env.WEBHOOK_RESPONSE_TIMEOUT_MS = "5000";
  // the default retry schedule, whatever a file before this one set
  delete process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS;
  receiver = await startWebhookReceiver();
  elsewhere = await startWebhookReceiver();
});

afterEach(async () => {
  await receiver.close();
  await elsewhere.close();
});

afterAll(async () => {
  await stopAssetQueue(2_000);
  delete process.env.FETCH_ALLOW_ADDRESSES;
  delete process.env.WEBHOOK_RESPONSE_TIMEOUT_MS;
});

/** Records an event for the organization, dispatches it to its endpoint and sends it once; the delivery after. */
async function sendOnce(organizationId: string, webhookId: string) {
  const objectId = "6740a1b2c3d4e5f60123aaaa";
  const eventId = await transaction((tx) =>
    recordEvent(tx, { organizationId, type: "campaign.approved", objectId, data: { _id: objectId, status: "CAMPAIGN_STATUS_APPROVED" } }),
  );
  while ((await dispatchEvents()) > 0);
  await deliverEndpoint(webhookId, randomUUID(), async () => {});
  return prisma.webhookDelivery.findFirstOrThrow({ where: { eventId }, include: { tries: true } });
}

/** A receiver that answers `status` with a Location pointing at `elsewhere`. */
async function redirecting(status: number, location: string) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(status, { location }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hook`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("a delivery's outcome by answer", () => {
  it.each([200, 201, 202, 204, 226, 299])("%i delivers", async (status) => {
    const { organization, webhookId } = await ownerWithEndpoint(receiver.url);
    receiver.fallback = status;
    const delivery = await sendOnce(organization.id, webhookId);
    expect(delivery).toMatchObject({ status: "SUCCEEDED", attempts: 1 });
    expect(delivery.tries.map((t) => t.statusCode)).toEqual([status]);
  });

  it.each([300, 400, 401, 403, 404, 408, 409, 410, 413, 422, 429, 500, 501, 502, 503, 504])(
    "%i is a failed try, the delivery due again",
    async (status) => {
      const { organization, webhookId } = await ownerWithEndpoint(receiver.url);
      receiver.fallback = status;
      const delivery = await sendOnce(organization.id, webhookId);
      expect(delivery.status).toBe("PENDING");
      expect(delivery.attempts).toBe(1);
      expect(delivery.tries).toEqual([expect.objectContaining({ statusCode: status, error: null })]);
      // the first wait of the retry schedule (5 s), counted from when the answer came
      const startedAt = delivery.tries[0].startedAt.getTime();
      expect(delivery.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(startedAt + 5_000);
      expect(delivery.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    },
  );

  it.each([301, 302, 303, 307, 308])("%i is a failed try and the redirect is not followed", async (status) => {
    const redirect = await redirecting(status, elsewhere.url);
    try {
      const { organization, webhookId } = await ownerWithEndpoint(redirect.url);
      const delivery = await sendOnce(organization.id, webhookId);
      expect(delivery).toMatchObject({ status: "PENDING", attempts: 1 });
      expect(delivery.tries.map((t) => t.statusCode)).toEqual([status]);
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await redirect.close();
    }
  });

  it("no answer within the response timeout is a failed try with no status, saying why", async () => {
    const { organization, webhookId } = await ownerWithEndpoint(receiver.url);
    receiver.fallback = "hold";
    process.env.WEBHOOK_RESPONSE_TIMEOUT_MS = "500";
    const delivery = await sendOnce(organization.id, webhookId);
    expect(delivery).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(delivery.tries).toEqual([expect.objectContaining({ statusCode: null, error: expect.stringMatching(/./) })]);
  });

  it("a refused connection is a failed try with no status, saying why", async () => {
    const gone = await startWebhookReceiver();
    const url = gone.url;
    await gone.close();
    const { organization, webhookId } = await ownerWithEndpoint(url);
    const delivery = await sendOnce(organization.id, webhookId);
    expect(delivery).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(delivery.tries).toEqual([expect.objectContaining({ statusCode: null, error: expect.stringMatching(/./) })]);
  });

  it.each([200, 500])("a try answered %i records how long it took: no more than the whole send", async (status) => {
    const { organization, webhookId } = await ownerWithEndpoint(receiver.url);
    receiver.fallback = status;
    const started = performance.now();
    const delivery = await sendOnce(organization.id, webhookId);
    const wholeSend = performance.now() - started;
    expect(delivery.tries).toHaveLength(1);
    expect(delivery.tries[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(delivery.tries[0].durationMs).toBeLessThanOrEqual(Math.ceil(wholeSend));
  });
});

describe("signing secrets over a rotation", () => {
  it("during the overlap both sign; once it has ended only the new one, and the old one verifies nothing", async () => {
    const { organization, apiKey, webhookId, secret: oldSecret } = await ownerWithEndpoint(receiver.url);
    const rotated = await callRoute(rotateRoute, "POST", `/api/core/organization/${organization.id}/webhooks/${webhookId}/secret`, {
      params: { organizationId: organization.id, webhookId },
      apiKey,
    });
    expect(rotated.status).toBe(200);
    const newSecret = rotated.json.secret as string;

    await sendOnce(organization.id, webhookId);
    const [during] = receiver.requests;
    expect(during.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(oldSecret).verify(during.body, during.headers)).not.toThrow();
    expect(() => new Webhook(newSecret).verify(during.body, during.headers)).not.toThrow();

    // the overlap ends (a second ago)
    await prisma.webhookEndpoint.update({ where: { id: webhookId }, data: { previousSecretExpiresAt: new Date(Date.now() - 1_000) } });
    await sendOnce(organization.id, webhookId);
    const after = receiver.requests[1];
    expect(after.headers["webhook-signature"].split(" ")).toHaveLength(1);
    expect(() => new Webhook(newSecret).verify(after.body, after.headers)).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(after.body, after.headers)).toThrow();
  });

  it("a second rotation inside the overlap drops the first secret: the two newest sign, the oldest verifies nothing", async () => {
    const { organization, apiKey, webhookId, secret: first } = await ownerWithEndpoint(receiver.url);
    const rotate = async () => {
      const rotated = await callRoute(rotateRoute, "POST", `/api/core/organization/${organization.id}/webhooks/${webhookId}/secret`, {
        params: { organizationId: organization.id, webhookId },
        apiKey,
      });
      expect(rotated.status).toBe(200);
      return rotated.json.secret as string;
    };
    const second = await rotate();
    const third = await rotate();
    const endpoint = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } });
    // the overlap runs 24 hours from the latest rotation
    expect(endpoint.previousSecretExpiresAt!.getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(endpoint.previousSecretExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    await sendOnce(organization.id, webhookId);
    const [request] = receiver.requests;
    expect(request.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(third).verify(request.body, request.headers)).not.toThrow();
    expect(() => new Webhook(second).verify(request.body, request.headers)).not.toThrow();
    expect(() => new Webhook(first).verify(request.body, request.headers)).toThrow();
  });
});

describe("what a try changes, and for whom", () => {
  const countsOf = (webhookId: string) =>
    prisma.webhookEndpoint.findUniqueOrThrow({
      where: { id: webhookId },
      select: { consecutiveFailures: true, failingSince: true, breakerOpenUntil: true },
    });

  it("a failed try counts against its own endpoint only", async () => {
    const failing = await ownerWithEndpoint(receiver.url);
    const other = await ownerWithEndpoint(elsewhere.url);
    receiver.fallback = 500;
    await sendOnce(failing.organization.id, failing.webhookId);
    expect(await countsOf(failing.webhookId)).toMatchObject({ consecutiveFailures: 1, failingSince: expect.any(Date) });
    expect(await countsOf(other.webhookId)).toEqual({ consecutiveFailures: 0, failingSince: null, breakerOpenUntil: null });
  });

  it("a success ends its own endpoint's run of failures only", async () => {
    const recovering = await ownerWithEndpoint(receiver.url);
    const other = await ownerWithEndpoint(elsewhere.url);
    const run = { consecutiveFailures: 2, failingSince: new Date(Date.now() - 60_000) };
    await prisma.webhookEndpoint.updateMany({ where: { id: { in: [recovering.webhookId, other.webhookId] } }, data: run });
    receiver.fallback = 200;
    await sendOnce(recovering.organization.id, recovering.webhookId);
    expect(await countsOf(recovering.webhookId)).toEqual({ consecutiveFailures: 0, failingSince: null, breakerOpenUntil: null });
    expect(await countsOf(other.webhookId)).toMatchObject(run);
  });

  it("a delivery waiting for its retry is not sent again before its time", async () => {
    const { organization, webhookId } = await ownerWithEndpoint(receiver.url);
    receiver.fallback = 500;
    const delivery = await sendOnce(organization.id, webhookId);
    expect(delivery.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    receiver.fallback = 200;
    expect(await deliverEndpoint(webhookId, randomUUID(), async () => {})).toBe(0);
    expect(receiver.requests).toHaveLength(1);
    expect(await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: "PENDING",
      attempts: 1,
    });
  });
});
