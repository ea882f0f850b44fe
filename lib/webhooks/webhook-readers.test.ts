import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { PATCH as updateRoute } from "@/app/api/core/organization/[organizationId]/webhooks/[webhookId]/route";
import { POST as createAccountRoute } from "@/app/api/core/organization/[organizationId]/service-accounts/route";
import { getAssetQueue, stopAssetQueue } from "@/lib/assets/asset-queue";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { dispatchEvents } from "@/lib/event-dispatch/dispatch-events";
import type { EventType } from "@/lib/events/event-types";
import { recordEvents } from "@/lib/events/record-event";
import { organizationTarget } from "@/lib/permissions/statements";
import { callRoute } from "@/lib/test/call-route";
import { addMember, addMemberWithRole, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/test/webhook-receiver";
import { createWebhookEndpoint } from "@/lib/test/webhook-endpoints";
import { deliverEndpoint } from "./deliver-webhook";

// Which events an endpoint is sent: those its creator's role reads when the event is dispatched and again when it is
// sent. Endpoints are made through the route by real roles; events are recorded as the product records them.
const LOOPBACK = "127.0.0.1/32";
let receivers: WebhookReceiver[] = [];

beforeEach(async () => {
  process.env.FETCH_ALLOW_ADDRESSES = LOOPBACK;
  // pg-boss's tables, which the delivery job's hold check reads
  await getAssetQueue();
});

afterEach(async () => {
  await stopAssetQueue(2_000);
  await Promise.all(receivers.map((receiver) => receiver.close()));
  receivers = [];
});

afterAll(() => {
  delete process.env.FETCH_ALLOW_ADDRESSES;
});

async function receiver() {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

/** A top-up, a balance warning, a member joining and a campaign approved, in that order. */
async function recordMix(organizationId: string) {
  const events: [EventType, object][] = [
    ["top_up.confirmed", { amount: 500000, referenceCode: "TU7KQ2MX9P" }],
    ["balance.low", { balance: 1000 }],
    ["member.joined", { email: "new-member@example.com" }],
    ["campaign.approved", { name: "Winter launch", ads: [] }],
  ];
  // in one statement, so they keep this order (events of one transaction may share their createdAt)
  await transaction((tx) =>
    recordEvents(
      tx,
      events.map(([type, data]) => ({ organizationId, type, objectId: null, data: data as never })),
    ),
  );
  while ((await dispatchEvents()) > 0);
}

/** Runs the endpoint's delivery job until nothing is due. */
const deliver = (endpointId: string) => deliverEndpoint(endpointId, randomUUID(), async () => {});

const typesSent = (to: WebhookReceiver) => to.requests.map((request) => (JSON.parse(request.body) as { type: string }).type);

/** A custom role that manages webhooks and reads campaigns, and `more` besides. */
function campaignReaderRole(organizationId: string, ...more: string[]) {
  const org = organizationTarget(organizationId);
  return createCustomRole(organizationId, [
    `webhook:manage@${org}`,
    `webhook:read@${org}`,
    `campaign:read@${org}`,
    ...more.map((a) => `${a}@${org}`),
  ]);
}

describe("webhook deliveries follow what the endpoint's creator may read", () => {
  it("an endpoint made by a member without balance:read or member:read is sent only the campaign event; an Admin's all four", async () => {
    const { organization } = await createOwner();
    const member = await addMemberWithRole(organization.id, (await campaignReaderRole(organization.id)).id);
    const admin = await addMember(organization.id, "admin");
    const [toMember, toAdmin] = [await receiver(), await receiver()];
    const memberEndpoint = (await createWebhookEndpoint(organization.id, member.apiKey, toMember.url)).webhookId;
    const adminEndpoint = (await createWebhookEndpoint(organization.id, admin.apiKey, toAdmin.url)).webhookId;

    await recordMix(organization.id);
    await deliver(memberEndpoint);
    await deliver(adminEndpoint);

    expect(typesSent(toMember)).toEqual(["campaign.approved"]);
    expect(typesSent(toAdmin)).toEqual(["top_up.confirmed", "balance.low", "member.joined", "campaign.approved"]);
    // nothing was written for the events the member may not read
    const deliveries = await prisma.webhookDelivery.findMany({ where: { endpointId: memberEndpoint }, include: { event: true } });
    expect(deliveries.map((delivery) => delivery.event.type)).toEqual(["campaign.approved"]);
  });

  it("a role changed after dispatch counts at the send: the top-up is withheld (FAILED, saying why), the rest sent", async () => {
    const { organization } = await createOwner();
    const role = await campaignReaderRole(organization.id, "balance:read");
    const member = await addMemberWithRole(organization.id, role.id);
    const to = await receiver();
    const endpointId = (await createWebhookEndpoint(organization.id, member.apiKey, to.url)).webhookId;
    await recordMix(organization.id);
    expect(await prisma.webhookDelivery.count({ where: { endpointId } })).toBe(3);

    // balance:read taken away before the job runs
    await prisma.role.update({ where: { id: role.id }, data: { statements: role.statements.filter((s) => !s.startsWith("balance:")) } });
    await deliver(endpointId);
    expect(typesSent(to)).toEqual(["campaign.approved"]);
    const withheld = await prisma.webhookDelivery.findMany({
      where: { endpointId, event: { type: { in: ["top_up.confirmed", "balance.low"] } } },
      include: { tries: true },
    });
    expect(withheld.map((delivery) => delivery.status)).toEqual(["FAILED", "FAILED"]);
    expect(withheld.flatMap((delivery) => delivery.tries.map((attempt) => attempt.error))).toEqual([
      expect.stringMatching(/^Not sent: .* may not read this event\.$/),
      expect.stringMatching(/^Not sent: .* may not read this event\.$/),
    ]);
    // a withheld event is not the endpoint failing
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } })).toMatchObject({
      enabled: true,
      failingSince: null,
    });

    // given back, the next top-up is sent again
    await prisma.role.update({ where: { id: role.id }, data: { statements: role.statements } });
    await recordMix(organization.id);
    await deliver(endpointId);
    expect(typesSent(to)).toEqual(["campaign.approved", "top_up.confirmed", "balance.low", "campaign.approved"]);
  });

  it("a member who points another's endpoint at their own URL is sent what they may read, not what its creator may", async () => {
    const { organization, apiKey: ownerKey } = await createOwner();
    const member = await addMemberWithRole(organization.id, (await campaignReaderRole(organization.id)).id);
    const [toOwner, toMember] = [await receiver(), await receiver()];
    const endpointId = (await createWebhookEndpoint(organization.id, ownerKey, toOwner.url)).webhookId;
    const patch = (body: object) =>
      callRoute(updateRoute, "PATCH", `/api/core/organization/${organization.id}/webhooks/${endpointId}`, {
        params: { organizationId: organization.id, webhookId: endpointId },
        apiKey: member.apiKey,
        body,
      });
    // a change that keeps the URL leaves the endpoint acting for its creator
    expect((await patch({ description: "renamed", url: toOwner.url })).status).toBe(200);
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } })).createdById).not.toBe(member.user.id);
    expect((await patch({ url: toMember.url })).status).toBe(200);
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } })).createdById).toBe(member.user.id);

    await recordMix(organization.id);
    await deliver(endpointId);
    expect(typesSent(toMember)).toEqual(["campaign.approved"]);
    expect(toOwner.requests).toEqual([]);
  });

  it("a service account's endpoint is sent what the account's role reads; a creator gone from the organization, nothing", async () => {
    const { organization, apiKey: ownerKey } = await createOwner();
    const role = await campaignReaderRole(organization.id);
    const account = await callRoute(createAccountRoute, "POST", `/api/core/organization/${organization.id}/service-accounts`, {
      params: { organizationId: organization.id },
      apiKey: ownerKey,
      body: { name: "Pipeline", roleId: role.id },
    });
    expect(account.status).toBe(201);
    const toAccount = await receiver();
    const accountEndpoint = (await createWebhookEndpoint(organization.id, account.json.apiKey, toAccount.url)).webhookId;
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: accountEndpoint } })).createdById).toBe(account.json._id);

    const leaver = await addMember(organization.id, "admin");
    const toLeaver = await receiver();
    const leaverEndpoint = (await createWebhookEndpoint(organization.id, leaver.apiKey, toLeaver.url)).webhookId;
    await prisma.membership.delete({ where: { id: leaver.membership.id } });

    await recordMix(organization.id);
    await deliver(accountEndpoint);
    await deliver(leaverEndpoint);
    expect(typesSent(toAccount)).toEqual(["campaign.approved"]);
    expect(await prisma.webhookDelivery.count({ where: { endpointId: leaverEndpoint } })).toBe(0);
    expect(toLeaver.requests).toEqual([]);
  });
});
