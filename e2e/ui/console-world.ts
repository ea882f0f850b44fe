import type { APIRequestContext } from "@playwright/test";
import { crossPromotionBody } from "@/lib/test/cross-promotions";
import { makeJpeg } from "@/lib/test/media";
import { bearer, expect, hostedImageUrl, readMail, uniqueEmail, type Seed } from "@/e2e/fixtures";

/** An organization with something in every list: what the page-by-page journeys look at. */
export type ConsoleWorld = {
  organizationId: string;
  appId: string;
  campaignId: string;
  crossPromotionCampaignId: string;
  memberId: string;
  memberName: string;
  memberEmail: string;
  roleId: string;
  webhookId: string;
};

const STORE = "https://play.google.com/store/apps/details?id=com.e2e.";

/**
 * Added to the seed organization through the API, as a studio's scripts would: two apps (one approved, one waiting for review), a campaign
 * waiting for review, a cross promotion, a member who accepted their invitation, a custom role, charges and a
 * top-up waiting for its transfer, and an uploaded image.
 */
export async function makeConsoleWorld(request: APIRequestContext, seed: Seed): Promise<ConsoleWorld> {
  const owner = bearer(seed.owner.apiKey);
  const reviewer = bearer(seed.reviewer.apiKey);
  const call = async (method: "post" | "put", path: string, headers: Record<string, string>, data?: unknown) => {
    const res = await request[method](path, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const suffix = Date.now().toString(36);
  // The seed organization: a bearer key works only in the organization it was issued in.
  const organizationId = seed.owner.organizationId;
  const base = `/api/core/organization/${organizationId}`;

  const app = await call("post", `${base}/apps`, owner, {
    name: `Puzzle Forge ${suffix}`,
    platformSettings: { android: { storeUrl: `${STORE}forge${suffix}` } },
  });
  const approval = (appId: string, action: string) => `${base}/apps/${appId}/approval/${action}`;
  await call("put", approval(app._id, "APPROVAL_ACTION_REQUEST_APPROVAL"), owner, { platform: "APP_PLATFORM_ANDROID" });
  await call("put", approval(app._id, "APPROVAL_ACTION_APPROVE"), reviewer, { platform: "APP_PLATFORM_ANDROID" });
  const waiting = await call("post", `${base}/apps`, owner, {
    name: `Racing Rush ${suffix}`,
    platformSettings: { android: { storeUrl: `${STORE}rush${suffix}` } },
  });
  await call("put", approval(waiting._id, "APPROVAL_ACTION_REQUEST_APPROVAL"), owner, { platform: "APP_PLATFORM_ANDROID" });

  const campaign = await call("post", `${base}/campaign`, owner, {
    name: `Winter launch ${suffix}`,
    startAt: new Date(Date.now() - 86_400_000).toISOString(),
    cur: "CURRENCY_KRW",
    budget: 500_000,
    targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
    btags: [],
    ads: [
      {
        name: "Winter banner",
        categories: ["puzzle"],
        cpm: 3000,
        productType: "AD_PRODUCT_TYPE_INTRINSIC",
        creatives: [{ image: { url: "https://cdn.example.com/winter.png", width: 1200, height: 628, mime: "image/png" } }],
        destinationUrl: `${STORE}winter`,
      },
    ],
  });
  const crossPromotion = await call(
    "post",
    `${base}/house-campaign/cross-promotion`,
    owner,
    crossPromotionBody(app._id, [organizationId], { name: `Play Forge ${suffix}` }),
  );

  const roles = await (await request.get(`${base}/roles`, { headers: owner })).json();
  const viewer = roles.items.find((r: { systemKey?: string }) => r.systemKey === "viewer")._id as string;
  const email = uniqueEmail("world-member");
  const member = await call("post", `${base}/members/by-email`, owner, { email, roleId: viewer });
  const token = new URL((await readMail(seed, email, /invited you/)).link).pathname.split("/").pop();
  const memberName = `Mina Park ${suffix}`;
  await call("post", `/api/auth/invitations/${token}/accept`, {}, { fullName: memberName, password: "world member password" });
  const role = await call("post", `${base}/roles`, owner, {
    name: `Campaign reader ${suffix}`,
    statements: [`campaign:read@organization/${organizationId}`],
  });

  await call("post", `${base}/balance/charge`, reviewer, { type: "CHARGE_TYPE_PAID", amount: 1_000_000, description: "Opening deposit" });
  await call("post", `${base}/balance/charge`, reviewer, { type: "CHARGE_TYPE_USAGE", amount: 12_500, description: "Delivery, week 1" });
  await call("post", `${base}/balance/top-ups`, owner, { amount: 300_000 });

  const upload = await request.post(`${base}/ad/assets`, {
    headers: owner,
    multipart: { productType: "1", file: { name: "winter-banner.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(320, 50) } },
  });
  expect(upload.status()).toBe(202);

  // An endpoint on the loopback host the e2e server allows (its answers do not matter here), and a service account.
  const webhook = await call("post", `${base}/webhooks`, owner, { url: hostedImageUrl("webhook"), description: "Studio events" });
  await call("post", `${base}/service-accounts`, owner, { name: `Build server ${suffix}`, roleId: viewer });

  return {
    organizationId,
    appId: waiting._id,
    campaignId: campaign._id,
    crossPromotionCampaignId: crossPromotion.houseCampaign.campaign._id,
    memberId: member._id,
    memberName,
    memberEmail: email,
    roleId: role._id,
    webhookId: webhook._id,
  };
}
