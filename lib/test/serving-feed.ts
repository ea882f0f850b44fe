// The serving feed as an ad server reads it in the tests: one full read of serving/ads, page by page.
import { expect } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createReviewer } from "@/lib/test/fixtures";
import { GET as servingAds } from "@/app/api/core/serving/ads/route";
import { GET as servingChanges } from "@/app/api/core/serving/changes/route";
import { POST as issueKey } from "@/app/api/core/review/integration-keys/route";

type FeedItem = { adId: string; campaignId: string; btags?: string[] } & Record<string, unknown>;

/** Every servable ad by id, and the changesCursor of the read's first page; `limit` small so the read pages. */
export async function fullRead(apiKey: string, limit = 3) {
  const set = new Map<string, FeedItem>();
  let cursor: string | undefined;
  let changesCursor: string | undefined;
  do {
    const res = await callRoute(servingAds, "GET", "/api/core/serving/ads", {
      apiKey,
      query: { limit: String(limit), ...(cursor ? { cursor } : {}) },
    });
    expect(res.status, res.text).toBe(200);
    changesCursor ??= res.json.changesCursor as string;
    for (const item of res.json.items as FeedItem[]) set.set(item.adId, item);
    cursor = res.json.nextCursor ?? undefined;
  } while (cursor);
  return { set, changesCursor: changesCursor! };
}

/** An integration key for the ad server, issued by a platform reviewer through the route. */
export async function integrationKey(): Promise<string> {
  const reviewer = await createReviewer();
  const issued = await callRoute(issueKey, "POST", "/api/core/review/integration-keys", {
    apiKey: reviewer.apiKey,
    body: { name: "Ad server" },
  });
  expect(issued.status, issued.text).toBe(201);
  return issued.json.apiKey as string;
}

type FeedChange = { kind: string; adId: string | null; campaignId: string; ad: Record<string, unknown> | null };

/**
 * The campaign's entries of serving/changes after `after`, polled until `want` of them came: on PostgreSQL a
 * transaction still running elsewhere on the server holds newer entries back for a while.
 */
export async function changesAfter(apiKey: string, after: string, campaignId: string, want = 1): Promise<FeedChange[]> {
  const until = Date.now() + 90_000;
  for (;;) {
    const res = await callRoute(servingChanges, "GET", "/api/core/serving/changes", { apiKey, query: { after } });
    expect(res.status, res.text).toBe(200);
    const entries = (res.json.items as FeedChange[]).filter((change) => change.campaignId === campaignId);
    if (entries.length >= want || Date.now() > until) return entries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
