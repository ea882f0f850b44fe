import { describe, expect, it } from "vitest";
import { appKeys } from "@/lib/apps/query-keys";
import { postbackKeys } from "@/lib/attribution/receiver/query-keys";
import { assetKeys } from "@/lib/assets/query-keys";
import { auditKeys } from "@/lib/audit/query-keys";
import { balanceKeys } from "@/lib/balance/query-keys";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import { crossPromotionKeys } from "@/lib/cross-promotions/query-keys";
import { reportKeys } from "@/lib/delivery/query-keys";
import { memberKeys } from "@/lib/members/query-keys";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { roleKeys } from "@/lib/roles/query-keys";
import { settlementKeys } from "@/lib/settlement/query-keys";
import { topUpKeys } from "@/lib/top-ups/query-keys";
import { webhookKeys } from "@/lib/webhooks/query-keys";

// One key shape across domains: every key about an organization is [domain, organizationId, ...], so
// invalidating [domain, organizationId] reaches all of that organization's data in the domain and nothing else.
const ORG = "6740a1b2c3d4e5f601234567";
const ID = "6740a1b2c3d4e5f601234568";
const filters = {};
const report = { from: "2026-01-01", to: "2026-01-31", granularity: "DAY", breakdown: "NONE" } as const;

const organizationScoped: [string, readonly unknown[]][] = [
  ["apps", appKeys.lists(ORG)],
  ["apps", appKeys.list(ORG, filters)],
  ["apps", appKeys.detail(ORG, ID)],
  ["apps", appKeys.history(ORG, ID)],
  ["postbacks", postbackKeys.log(ORG, ID)],
  ["postbacks", postbackKeys.log(ORG, ID, ["UNMATCHED"])],
  ["assets", assetKeys.list(ORG, filters)],
  ["assets", assetKeys.detail(ORG, ID)],
  ["audit", auditKeys.list(ORG, filters)],
  ["balance", balanceKeys.page(ORG, {}, 50, null)],
  ["balance", balanceKeys.timeline(ORG, {})],
  ["campaigns", campaignKeys.list(ORG, filters)],
  ["campaigns", campaignKeys.detail(ORG, ID)],
  ["campaigns", campaignKeys.history(ORG, ID)],
  ["cross-promotions", crossPromotionKeys.list(ORG, filters)],
  ["cross-promotions", crossPromotionKeys.houseCampaign(ORG, ID)],
  ["reports", reportKeys.organization(ORG, report)],
  ["reports", reportKeys.campaign(ORG, ID, report)],
  ["members", memberKeys.list(ORG)],
  ["members", memberKeys.detail(ORG, ID)],
  ["organizations", organizationKeys.detail(ORG)],
  ["organizations", organizationKeys.permissions(ORG)],
  ["organizations", organizationKeys.me(ORG)],
  ["roles", roleKeys.list(ORG)],
  ["roles", roleKeys.detail(ORG, ID)],
  ["settlement", settlementKeys.account(ORG)],
  ["top-ups", topUpKeys.list(ORG)],
  ["webhooks", webhookKeys.list(ORG)],
  ["webhooks", webhookKeys.detail(ORG, ID)],
  ["webhooks", webhookKeys.deliveries(ORG, ID, {})],
  ["webhooks", webhookKeys.deliveries(ORG, ID, { status: "FAILED" })],
];

describe("query keys", () => {
  it.each(organizationScoped)("%s key %j starts with [domain, organizationId]", (domain, key) => {
    expect(key.slice(0, 2)).toEqual([domain, ORG]);
    expect(key.length).toBeGreaterThan(2);
  });

  it("keeps each key distinct", () => {
    const seen = new Set(organizationScoped.map(([, key]) => JSON.stringify(key)));
    expect(seen.size).toBe(organizationScoped.length);
  });

  it("keeps the reviewers' queues, which span organizations, under review-queue", () => {
    for (const key of [appKeys.reviewQueue(), campaignKeys.reviewQueue(), topUpKeys.queue()]) expect(key[0]).toBe("review-queue");
  });
});
