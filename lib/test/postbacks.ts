// An app set up with an attribution partner, its postback token and a campaign whose ads promote it, written
// straight to the tables (the settings and token routes are another part's), and a caller of the receiver route.
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { PARTNER_SLUG, type AttributionPartner } from "@/lib/attribution/partners";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { GET, POST } from "@/app/api/core/postbacks/[partner]/[token]/route";
import { callRoute } from "./call-route";
import { createCampaignWithAds } from "./delivery";
import { createOwner, registerApp } from "./fixtures";

type SetupOptions = { partner?: AttributionPartner; revenueEvents?: string[]; ipWhitelist?: string[]; ads?: number };

/** The app's Android attribution partner (AppsFlyer unless told), as the settings route would store it. */
export async function setUpAttribution(
  organizationId: string,
  appId: string,
  options: { partner?: AttributionPartner; revenueEvents?: string[] } = {},
) {
  await prisma.attributionSetting.create({
    data: {
      appId,
      platform: "APP_PLATFORM_ANDROID",
      organizationId,
      partner: options.partner ?? "APPSFLYER",
      partnerAppId: "com.example.game",
      conversionEvents: ["af_purchase"],
      revenueEvents: options.revenueEvents ?? ["af_purchase", "purchase"],
    },
  });
}

export async function attributedApp(options: SetupOptions = {}) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const app = await registerApp(organizationId);
  const partner = options.partner ?? "APPSFLYER";
  await setUpAttribution(organizationId, app.id, { partner, revenueEvents: options.revenueEvents });
  const token = await createPostbackToken(organizationId, app.id, options.ipWhitelist);
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: options.ads ?? 1 });
  await prisma.ad.updateMany({ where: { campaignId: campaign.id }, data: { promotedAppId: app.id } });
  await prisma.campaign.update({ where: { id: campaign.id }, data: { promotedAppIds: [app.id] } });
  const creatives = await prisma.creative.findMany({ where: { adId: { in: ads.map((ad) => ad.id) } }, orderBy: { adId: "asc" } });
  return { owner, organizationId, appId: app.id, partner, token: token.token, tokenId: token.id, campaign, ads, creatives };
}

export async function createPostbackToken(
  organizationId: string,
  appId: string,
  ipWhitelist: string[] = [],
  extra: { retiresAt?: Date; revokedAt?: Date } = {},
) {
  const token = generateApiKey("opt");
  const row = await prisma.postbackToken.create({
    data: { id: newObjectId(), appId, organizationId, hash: hashApiKey(token), prefix: apiKeyPrefix(token), ipWhitelist, ...extra },
  });
  return { token, id: row.id };
}

type SendOptions = { method?: "GET" | "POST"; query?: Record<string, string>; rawBody?: string; contentType?: string; ip?: string };

/** Sends a postback through the real route handler, as a partner would. */
export function sendPostback(partner: AttributionPartner, token: string, options: SendOptions = {}) {
  const method = options.method ?? "GET";
  const slug = PARTNER_SLUG[partner];
  const headers: Record<string, string> = {};
  if (options.contentType) headers["content-type"] = options.contentType;
  if (options.ip) headers["x-adnet-client-ip"] = options.ip;
  return callRoute(method === "GET" ? GET : POST, method, `/api/core/postbacks/${slug}/${token}`, {
    params: { partner: slug, token },
    query: options.query,
    rawBody: options.rawBody,
    headers,
  });
}

/** Every row the receiver writes, for checking that a refusal wrote nothing. */
export async function receiverRows(appId: string, organizationId: string) {
  const [postbacks, rollups] = await Promise.all([
    prisma.postback.count({ where: { appId } }),
    prisma.attributionRollup.count({ where: { organizationId } }),
  ]);
  return { postbacks, rollups };
}

/**
 * A generic partner's install postback for the app's first ad, numbered `n` (its click id, and its install time `n`
 * seconds after `since`, Unix seconds): sent twice with the same arguments it is the same postback, a retry.
 */
export function installPostback(
  setup: Awaited<ReturnType<typeof attributedApp>>,
  n: number,
  since: number,
  extra: Record<string, string> = {},
) {
  return {
    kind: "install",
    click_id: `clk-${n}`,
    ad_id: setup.ads[0].id,
    campaign_id: setup.campaign.id,
    country: "KR",
    platform: "android",
    install_time: String(since + n),
    ...extra,
  };
}
