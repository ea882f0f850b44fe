import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { hashApiKey } from "@/lib/auth/api-key";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { utcDayOf } from "@/lib/utc-day";
import { POST as reportDelivery } from "@/app/api/core/delivery/route";
import { GET as servingAds } from "@/app/api/core/serving/ads/route";
import { GET as servingChanges } from "@/app/api/core/serving/changes/route";
import { GET as myOrganizations } from "@/app/api/core/organizations/route";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as reviewCounts } from "@/app/api/core/review/counts/route";
import { POST as rotateRoute } from "./[keyId]/rotate/route";
import { DELETE as revokeRoute } from "./[keyId]/route";
import { PUT as policyRoute } from "./[keyId]/policy/route";
import { GET, POST } from "./route";

const PATH = "/api/core/review/integration-keys";

async function issue(reviewerKey: string, body: unknown = { name: "Ad server" }) {
  const res = await callRoute(POST, "POST", PATH, { apiKey: reviewerKey, body });
  expect(res.status, res.text).toBe(201);
  return res.json as { apiKey: string; key: { _id: string; prefix: string } };
}

async function funded() {
  const owner = await createOwner();
  await seedLedger(owner.organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const { ads } = await createCampaignWithAds(owner.organization.id, { budget: 500_000 });
  return { owner, adId: ads[0].id };
}

const deliver = (apiKey: string, adId: string, spend: number) =>
  callRoute(reportDelivery, "POST", "/api/core/delivery", {
    apiKey,
    body: { rows: [{ adId, date: utcDayOf(Date.now()), impressions: spend, clicks: 0, installs: 0, spend }] },
  });

describe("integration keys (platform reviewers)", () => {
  it("are issued once, stored hashed, listed without the key, and refused to anyone but a reviewer", async () => {
    const reviewer = await createReviewer();
    const { apiKey, key } = await issue(reviewer.apiKey, { name: "Ad server", policy: { ipWhitelist: ["10.0.0.0/8"] } });
    expect(apiKey).toMatch(/^oik_[0-9A-Za-z]{40}$/);
    const row = await prisma.integrationKey.findUniqueOrThrow({ where: { id: key._id } });
    expect(row.hash).toBe(hashApiKey(apiKey));
    expect(JSON.stringify(row)).not.toContain(apiKey);
    const list = await callRoute(GET, "GET", PATH, { apiKey: reviewer.apiKey });
    expect(list.status).toBe(200);
    expect(list.json.items.find((item: { _id: string }) => item._id === key._id)).toMatchObject({
      prefix: apiKey.slice(0, 10),
      ipWhitelist: ["10.0.0.0/8"],
    });
    expect(list.text).not.toContain(apiKey);

    const owner = await createOwner();
    for (const res of [
      await callRoute(GET, "GET", PATH, { apiKey: owner.apiKey }),
      await callRoute(POST, "POST", PATH, { apiKey: owner.apiKey, body: { name: "Mine" } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.reason).toBe("PERMISSION_DENIED");
    }
  });

  it("are listed while they work, newest first: a retiring key stays until its overlap ends, a revoked or replaced one goes", async () => {
    const reviewer = await createReviewer();
    const [kept, replaced, revoked] = [await issue(reviewer.apiKey), await issue(reviewer.apiKey), await issue(reviewer.apiKey)];
    // a second apart, oldest first, so the order does not hang on ids drawn in one second
    for (const [index, { key }] of [kept, replaced, revoked].entries()) {
      await prisma.integrationKey.update({ where: { id: key._id }, data: { createdAt: new Date(Date.now() - (10 - index) * 1000) } });
    }
    const rotate = async (keyId: string, overlapHours: number) => {
      const res = await callRoute(rotateRoute, "POST", `${PATH}/${keyId}/rotate`, {
        apiKey: reviewer.apiKey,
        params: { keyId },
        body: { overlapHours },
      });
      expect(res.status, res.text).toBe(200);
      return res.json.key._id as string;
    };
    const successor = await rotate(replaced.key._id, 0);
    const heir = await rotate(kept.key._id, 2);
    await prisma.integrationKey.update({ where: { id: successor }, data: { createdAt: new Date(Date.now() - 5_000) } });
    expect(
      (
        await callRoute(revokeRoute, "DELETE", `${PATH}/${revoked.key._id}`, {
          apiKey: reviewer.apiKey,
          params: { keyId: revoked.key._id },
        })
      ).status,
    ).toBe(200);

    const mine = new Set([kept.key._id, replaced.key._id, revoked.key._id, successor, heir]);
    const listed = async () =>
      ((await callRoute(GET, "GET", PATH, { apiKey: reviewer.apiKey })).json.items as { _id: string; status: string }[]).filter((item) =>
        mine.has(item._id),
      );
    expect(await listed()).toEqual([
      expect.objectContaining({ _id: heir, status: "ACTIVE" }),
      expect.objectContaining({ _id: successor, status: "ACTIVE" }),
      expect.objectContaining({ _id: kept.key._id, status: "RETIRING" }),
    ]);
    // the overlap ends (a second ago)
    await prisma.integrationKey.update({ where: { id: kept.key._id }, data: { retiresAt: new Date(Date.now() - 1_000) } });
    expect((await listed()).map((item) => item._id)).toEqual([heir, successor]);
  });

  it("reports delivery and reads the serving feed, and is refused everywhere else; reviewer keys still report", async () => {
    const reviewer = await createReviewer();
    const { apiKey } = await issue(reviewer.apiKey);
    const { owner, adId } = await funded();

    const delivered = await deliver(apiKey, adId, 1000);
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.json).toMatchObject({ changed: 1, spendCharged: 1000 });
    expect((await deliver(reviewer.apiKey, adId, 2000)).json).toMatchObject({ changed: 1, spendCharged: 1000 });
    expect((await callRoute(servingAds, "GET", "/api/core/serving/ads", { apiKey })).status).toBe(200);
    expect((await callRoute(servingChanges, "GET", "/api/core/serving/changes", { apiKey, query: { after: "0" } })).status).toBe(200);

    const organizationId = owner.organization.id;
    const refused = [
      await callRoute(myOrganizations, "GET", "/api/core/organizations", { apiKey }),
      await callRoute(getOrganization, "GET", `/api/core/organization/${organizationId}`, { apiKey, params: { organizationId } }),
      await callRoute(reviewCounts, "GET", "/api/core/review/counts", { apiKey }),
      await callRoute(GET, "GET", PATH, { apiKey }),
      await callRoute(POST, "POST", PATH, { apiKey, body: { name: "Another" } }),
    ];
    for (const res of refused) {
      expect(res.status, res.text).toBe(403);
      expect(res.json).toMatchObject({ reason: "INTEGRATION_KEY_NOT_ALLOWED", message: expect.any(String) });
    }

    // A member's key (not a reviewer) reads no feed and reports nothing.
    for (const res of [
      await callRoute(servingAds, "GET", "/api/core/serving/ads", { apiKey: owner.apiKey }),
      await deliver(owner.apiKey, adId, 3000),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.reason).toBe("PERMISSION_DENIED");
    }
  });

  it("is read from the Authorization header only as `Bearer <key>`, with any spacing between", async () => {
    const reviewer = await createReviewer();
    const { apiKey } = await issue(reviewer.apiKey);
    const read = (authorization: string) => callRoute(servingAds, "GET", "/api/core/serving/ads", { headers: { authorization } });
    expect((await read(`Bearer   ${apiKey}`)).status).toBe(200);
    for (const authorization of [`xBearer ${apiKey}`, `Bearer ${apiKey} ${apiKey}`]) {
      const refused = await read(authorization);
      expect(refused.status, authorization).toBe(401);
      expect(refused.json.reason).toBe("INVALID_AUTHORIZATION");
    }
  });

  it("appears in the audit trail as itself", async () => {
    const reviewer = await createReviewer();
    const { apiKey, key } = await issue(reviewer.apiKey, { name: "Ad server (Busan)" });
    const { owner, adId } = await funded();
    expect((await deliver(apiKey, adId, 500)).status).toBe(200);
    const entry = await prisma.auditEntry.findFirstOrThrow({ where: { apiKeyId: key._id }, orderBy: { createdAt: "desc" } });
    // Its own action, outside any organization, naming the organizations the report charged.
    expect(entry).toMatchObject({
      via: "integrationKey",
      userId: null,
      integrationKeyName: "Ad server (Busan)",
      action: "delivery:report",
      organizationId: null,
      changes: { chargedOrganizations: { from: null, to: [owner.organization.id] } },
    });
  });

  it("a rotation with an overlap accepts both keys until revoked; a revoked key is 401; the policy applies", async () => {
    const reviewer = await createReviewer();
    const first = await issue(reviewer.apiKey);
    const keyId = first.key._id;
    const rotated = await callRoute(rotateRoute, "POST", `${PATH}/${keyId}/rotate`, {
      apiKey: reviewer.apiKey,
      params: { keyId },
      body: { overlapHours: 2 },
    });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.json.previous).toMatchObject({ status: "RETIRING", replacedById: rotated.json.key._id });
    const read = (key: string) => callRoute(servingAds, "GET", "/api/core/serving/ads", { apiKey: key, query: { limit: "1" } });
    expect((await read(first.apiKey)).status).toBe(200);
    expect((await read(rotated.json.apiKey)).status).toBe(200);
    const again = await callRoute(rotateRoute, "POST", `${PATH}/${keyId}/rotate`, { apiKey: reviewer.apiKey, params: { keyId }, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.reason).toBe("INTEGRATION_KEY_INACTIVE");

    const revoked = await callRoute(revokeRoute, "DELETE", `${PATH}/${keyId}`, { apiKey: reviewer.apiKey, params: { keyId } });
    expect(revoked.status, revoked.text).toBe(200);
    const refused = await read(first.apiKey);
    expect(refused.status).toBe(401);
    expect(refused.json.reason).toBe("INVALID_API_KEY");

    const newId = rotated.json.key._id as string;
    const limited = await callRoute(policyRoute, "PUT", `${PATH}/${newId}/policy`, {
      apiKey: reviewer.apiKey,
      params: { keyId: newId },
      body: { ipWhitelist: ["192.0.2.1"] },
    });
    expect(limited.status, limited.text).toBe(200);
    const outside = await read(rotated.json.apiKey);
    expect(outside.status).toBe(403);
    expect(outside.json.reason).toBe("IP_NOT_ALLOWED");
  });

  it("an unknown key id is 404 to rotate, revoke and limit", async () => {
    const reviewer = await createReviewer();
    const keyId = newObjectId();
    const answers = [
      await callRoute(rotateRoute, "POST", `${PATH}/${keyId}/rotate`, { apiKey: reviewer.apiKey, params: { keyId }, body: {} }),
      await callRoute(revokeRoute, "DELETE", `${PATH}/${keyId}`, { apiKey: reviewer.apiKey, params: { keyId } }),
      await callRoute(policyRoute, "PUT", `${PATH}/${keyId}/policy`, { apiKey: reviewer.apiKey, params: { keyId }, body: {} }),
    ];
    expect(answers.map((res) => [res.status, res.json.statusCode])).toEqual([
      [404, 404],
      [404, 404],
      [404, 404],
    ]);
  });
});
