import { NextRequest } from "next/server";
import { z } from "zod";
import { badRequest, notFound } from "@/lib/api/errors";
import { handlerOf } from "@/lib/http/operation";
import { getAppOrThrow } from "@/lib/apps/get-app-or-throw";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { PARTNER_SLUG, type AttributionPartner, type AttributionPlatform, type PostbackKind } from "@/lib/attribution/partners";
import { PARTNER_MODULES } from "@/lib/attribution/partners/modules";
import { addToAttributionRollup } from "@/lib/attribution/rollup";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { serializePostback } from "@/lib/attribution/receiver/list-postbacks";
import { rollupOf } from "@/lib/operations/attribution/postback-receiver";
import { POSTBACKS_TAG, testPostbackBody, testPostbackResultSchema } from "@/lib/attribution/receiver/schemas";
import { organizationOperation } from "@/lib/http/operation";
import { APP_PATH, onApp } from "@/lib/operations/apps/examples";
import { appIdParams } from "@/lib/apps/schemas";
import { receivePostbackByGet } from "./receive-postback";

type TestInput = z.output<typeof testPostbackBody>;
type TestResult = z.output<typeof testPostbackResultSchema>;

/** How long the test's own token lives, should the test itself be cut short. */
const TEST_TOKEN_MINUTES = 5;

/**
 * Builds a postback in the app's partner's format (an install, or an in-app event, for `adId` or naming no ad) and
 * runs it through the real receiver route handler, with a token of its own made for it. Answers what the receiver
 * answered and what it stored; then takes the test out again (its postback row, what it added to the rollup and
 * its token), so a test is never counted nor shown among the app's postbacks.
 */
async function sendTestPostback(organizationId: string, appId: string, input: TestInput, userId: string | null): Promise<TestResult> {
  await getAppOrThrow({ id: appId, organizationId });
  const settings = await prisma.attributionSetting.findMany({ where: { appId }, select: { platform: true, partner: true } });
  const setting = input.platform ? settings.find((s) => s.platform === input.platform) : settings.length === 1 ? settings[0] : undefined;
  if (!setting) {
    throw badRequest(
      input.platform || settings.length === 0
        ? "The app's attribution is not set up for this platform."
        : "The app's attribution is set up for two platforms: say which one to test.",
      "VALIDATION_FAILED",
      [{ path: "platform", message: settings.length ? "is not set up, or must be given" : "the app has no attribution settings" }],
    );
  }
  let ad: { id: string; campaignId: string; creatives: { id: string }[] } | null = null;
  if (input.adId) {
    ad = await prisma.ad.findFirst({
      where: { id: input.adId, campaign: { organizationId } },
      select: { id: true, campaignId: true, creatives: { select: { id: true }, orderBy: { position: "asc" }, take: 1 } },
    });
    if (!ad) throw notFound("Ad");
  }
  const partner = setting.partner as AttributionPartner;
  const kind = input.kind ?? "INSTALL";
  const now = new Date();
  const query = PARTNER_MODULES[partner].sample({
    kind,
    clickId: `test-${newObjectId()}`,
    campaignId: ad?.campaignId ?? null,
    adId: ad?.id ?? null,
    creativeId: ad?.creatives[0]?.id ?? null,
    platform: setting.platform as AttributionPlatform,
    country: "KR",
    installAt: kind === "EVENT" ? new Date(now.getTime() - 3_600_000) : now,
    eventAt: now,
    eventName: kind === "EVENT" ? (input.eventName ?? "purchase") : null,
    revenue: kind === "EVENT" ? (input.revenue ?? null) : null,
    currency: kind === "EVENT" && input.revenue ? (input.currency ?? "KRW") : null,
  });

  const token = generateApiKey("opt");
  const tokenRow = await prisma.postbackToken.create({
    data: {
      id: newObjectId(),
      appId,
      organizationId,
      hash: hashApiKey(token),
      prefix: apiKeyPrefix(token),
      ipWhitelist: [],
      retiresAt: new Date(now.getTime() + TEST_TOKEN_MINUTES * 60_000),
      createdById: userId,
    },
  });
  const slug = PARTNER_SLUG[partner];
  const search = new URLSearchParams(query).toString();
  try {
    const url = new URL(`/api/core/postbacks/${slug}/${token}?${search}`, "http://localhost");
    const answer = await handlerOf(receivePostbackByGet)(new NextRequest(url, { method: "GET" }), {
      params: Promise.resolve({ partner: slug, token }),
    });
    const body = (await answer.json()) as Record<string, unknown>;
    const stored = await prisma.postback.findFirst({ where: { appId, tokenId: tokenRow.id } });
    return {
      status: answer.status,
      outcome: (stored?.outcome ?? null) as TestResult["outcome"],
      outcomeReason: stored?.outcomeReason ?? null,
      kind: (stored?.kind ?? null) as PostbackKind | null,
      reason: answer.ok ? null : typeof body.reason === "string" ? body.reason : null,
      message: answer.ok ? null : typeof body.message === "string" ? body.message : null,
      request: `GET /api/core/postbacks/${slug}/${apiKeyPrefix(token)}…?${search}`,
      record: stored ? serializePostback(stored) : null,
    };
  } finally {
    await takeOut(appId, tokenRow.id);
  }
}

/** Removes what a test postback left: its rows, and what an attributed one added to the rollup. */
async function takeOut(appId: string, tokenId: string) {
  await transaction(async (tx) => {
    const rows = await tx.postback.findMany({ where: { appId, tokenId } });
    for (const row of rows.filter((r) => r.outcome === "ATTRIBUTED")) {
      const { key, amounts } = rollupOf(row);
      const negated = Object.fromEntries(Object.entries(amounts).map(([name, value]) => [name, -(value as bigint)]));
      await addToAttributionRollup(tx, key, negated);
    }
    await tx.postback.deleteMany({ where: { appId, tokenId } });
    await tx.postbackToken.delete({ where: { id: tokenId } });
  });
}

export const testPostback = organizationOperation({
  method: "POST",
  path: `${APP_PATH}/attribution/test-postback`,
  operationId: "testPostback",
  summary: "Send a test postback",
  description:
    "Extension. Builds a postback in the app's partner's own format (an install by default, or an in-app EVENT with " +
    "eventName, revenue and currency) for `adId`, or naming no ad, and sends it through the real postback receiver " +
    "with a token made for the test. Answers what the receiver answered (status, outcome and why, or its error " +
    "reason) and what it stored; the test is then taken out again (its postback, what it added to the attribution " +
    "reports and its token), so it is never counted. An ad outside the organization is 404; a platform without " +
    "attribution settings 400. Needs app:update.",
  tag: POSTBACKS_TAG,
  audit: "attribution:test",
  permission: "app:update",
  target: onApp,
  params: appIdParams,
  body: testPostbackBody,
  errors: [404],
  // The receiver runs as its own request, with its own writes: this one cannot hold them in its transaction.
  transaction: false,
  response: testPostbackResultSchema,
  requestExample: { adId: "6740a1b2c3d4e5f601234b01", kind: "EVENT", eventName: "af_purchase", revenue: "4.99", currency: "USD" },
  run: ({ organizationId, params, body, caller }) => sendTestPostback(organizationId, params.appId, body, caller.user?.id ?? null),
});
