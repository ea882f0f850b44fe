// Every list pages by keyset. For each one: walking it page by page through rows that share timestamps
// answers every row exactly once, in order; and a page 100 deep reads no more rows than the first one
// (EXPLAIN ANALYZE of the very SQL the list ran, on either database target).
import { beforeAll, describe, expect, it } from "vitest";
import { installQueryLog } from "@/lib/test/query-log";
import { newObjectId } from "@/lib/new-object-id";
import { createOwner, createUser } from "@/lib/test/fixtures";
import type { Page, PageQuery } from "@/lib/api/pagination";
import { decodeCursor } from "@/lib/api/pagination";
import { listBalanceHistory } from "@/lib/balance/list-balance-history";
import { listAssets } from "@/lib/assets/asset-queries";
import { listApps } from "@/lib/apps/list-apps";
import { listMembers } from "@/lib/members/list-members";
import { listRoles } from "@/lib/roles/list-roles";
import { listCallerOrganizations } from "@/lib/organizations/organization-queries";
import { listAppPlatformQueue } from "@/lib/apps/list-app-platform-queue";
import { listApprovalHistory } from "@/lib/apps/list-approval-history";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { listCampaignHistory } from "@/lib/campaigns/list-campaign-history";
import { listCampaignReviewQueue } from "@/lib/campaigns/list-campaign-review-queue";

let captured: { query: string; params: string }[] | null = null;
const db = installQueryLog((event) => captured?.push({ query: event.query, params: event.params }));

const DEEP_ROWS = 400;
const LIMIT = 2;
const BASE = Date.parse("2026-01-01T00:00:00Z");

/** A list under test: `seed` makes rows at the given times (in a scope of its own) and answers the scope. */
type ListCase = {
  name: string;
  direction: "asc" | "desc";
  seed: (times: Date[]) => Promise<string>;
  list: (scope: string, query: PageQuery) => Promise<Page<{ id?: string; _id?: string }>>;
};

const idOf = (row: { id?: string; _id?: string }) => (row.id ?? row._id)!;

async function organizationWithOwner() {
  const { organization, user } = await createOwner();
  return { organizationId: organization.id, userId: user.id };
}

async function createApps(organizationId: string, times: Date[]) {
  const data = times.map((createdAt, i) => ({
    id: newObjectId(createdAt.getTime()),
    organizationId,
    name: `App ${i}`,
    platforms: ["ANDROID"],
    sdkKey: `sdk_${newObjectId()}`,
    tags: [],
    createdAt,
  }));
  await db.app.createMany({ data });
  return data;
}

async function createCampaigns(organizationId: string, times: Date[], status: string) {
  const data = times.map((createdAt, i) => ({
    id: newObjectId(createdAt.getTime()),
    organizationId,
    name: `Campaign ${i}`,
    status,
    startAt: new Date(BASE),
    budget: 0n,
    budgetRemain: 0n,
    createdAt,
  }));
  await db.campaign.createMany({ data });
  return data;
}

const cases: ListCase[] = [
  {
    name: "balance history",
    direction: "desc",
    seed: async (times) => {
      const { organizationId } = await organizationWithOwner();
      await db.ledgerEntry.createMany({
        data: times.map((createdAt, i) => ({
          id: newObjectId(),
          organizationId,
          type: "CHARGE_TYPE_PAID",
          amount: 1n,
          balanceAfter: BigInt(i + 1),
          createdAt,
        })),
      });
      return organizationId;
    },
    list: async (scope, query) => {
      const page = await listBalanceHistory(scope, { ...query });
      return { items: page.history, nextCursor: page.nextCursor };
    },
  },
  {
    name: "assets",
    direction: "desc",
    seed: async (times) => {
      const { organizationId } = await organizationWithOwner();
      await db.asset.createMany({
        data: times.map((createdAt) => ({
          id: newObjectId(),
          organizationId,
          kind: "IMAGE",
          productType: 1,
          status: "READY",
          mime: "image/png",
          fileSize: 1,
          originalKey: `k/${newObjectId()}`,
          createdAt,
        })),
      });
      return organizationId;
    },
    list: (scope, query) => listAssets(scope, query),
  },
  {
    name: "apps",
    direction: "desc",
    seed: async (times) => {
      const { organizationId } = await organizationWithOwner();
      await createApps(organizationId, times);
      return organizationId;
    },
    list: (scope, query) => listApps(scope, query),
  },
  {
    name: "members",
    direction: "asc",
    seed: async (times) => {
      const { organizationId } = await organizationWithOwner();
      const role = await db.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
      const users = times.map((_, i) => ({ id: newObjectId(), email: `m${i}-${newObjectId()}@example.com`, fullName: `M ${i}` }));
      await db.user.createMany({ data: users });
      // The owner joined now, after every seeded member: it is the last row.
      await db.membership.createMany({
        data: times.map((joinedAt, i) => ({ id: newObjectId(), organizationId, userId: users[i].id, roleId: role.id, joinedAt })),
      });
      return organizationId;
    },
    list: (scope, query) => listMembers(scope, query),
  },
  {
    name: "roles",
    direction: "asc",
    seed: async (times) => {
      const { organizationId } = await organizationWithOwner();
      await db.role.createMany({
        data: times.map((createdAt, i) => ({
          id: newObjectId(),
          organizationId,
          name: `Role ${i}`,
          type: "ORGANIZATION_ROLE_TYPE_CUSTOM",
          statements: ["app:read"],
          createdAt: new Date(createdAt.getTime() + 365 * 86_400_000 * 10),
        })),
      });
      return organizationId;
    },
    list: (scope, query) => listRoles(scope, query),
  },
  {
    name: "caller's organizations",
    direction: "asc",
    seed: async (times) => {
      const user = await createUser();
      const organizations = times.map((_, i) => ({ id: newObjectId(), name: `Org ${i}` }));
      await db.organization.createMany({ data: organizations });
      const roles = organizations.map((o) => ({
        id: newObjectId(),
        organizationId: o.id,
        name: "Owner",
        type: "ORGANIZATION_ROLE_TYPE_SYSTEM",
        systemKey: "owner",
        statements: ["*"],
      }));
      await db.role.createMany({ data: roles });
      await db.membership.createMany({
        data: times.map((joinedAt, i) => ({
          id: newObjectId(),
          organizationId: organizations[i].id,
          userId: user.id,
          roleId: roles[i].id,
          joinedAt,
        })),
      });
      return user.id;
    },
    list: (scope, query) => listCallerOrganizations(scope, query),
  },
  {
    name: "review queue",
    direction: "asc",
    seed: async (times) => {
      const { organizationId } = await organizationWithOwner();
      const apps = await createApps(organizationId, times);
      await db.platformReview.createMany({
        data: apps.map((app, i) => ({
          id: newObjectId(),
          appId: app.id,
          platform: "ANDROID",
          status: "APPROVAL_STATUS_PENDING",
          submittedAt: times[i],
        })),
      });
      return "";
    },
    list: async (_scope, query) => {
      const page = await listAppPlatformQueue(query);
      return { items: page.items.map((item) => ({ id: `${item.appId}` })), nextCursor: page.nextCursor };
    },
  },
  {
    name: "approval history",
    direction: "desc",
    seed: async (times) => {
      const { organizationId, userId } = await organizationWithOwner();
      const [app] = await createApps(organizationId, [new Date(BASE)]);
      await db.approvalRecord.createMany({
        data: times.map((createdAt) => ({
          id: newObjectId(),
          organizationId,
          appId: app.id,
          platform: "ANDROID",
          action: "APPROVAL_ACTION_REQUEST_APPROVAL",
          statusFrom: "APPROVAL_STATUS_CREATED",
          statusTo: "APPROVAL_STATUS_PENDING",
          submittedById: userId,
          createdAt,
        })),
      });
      return `${organizationId}/${app.id}`;
    },
    list: async (scope, query) => {
      const [organizationId, appId] = scope.split("/");
      return listApprovalHistory(organizationId, appId, query);
    },
  },
  {
    name: "campaigns",
    direction: "desc",
    seed: async (times) => {
      const { organizationId } = await organizationWithOwner();
      await createCampaigns(organizationId, times, "CAMPAIGN_STATUS_ACTIVE");
      return organizationId;
    },
    list: (scope, query) => listCampaigns(scope, { ...query, kind: "REGULAR", order: "desc", sort: null, metrics: null }),
  },
  {
    name: "campaign history",
    direction: "desc",
    seed: async (times) => {
      const { organizationId, userId } = await organizationWithOwner();
      const [campaign] = await createCampaigns(organizationId, [new Date(BASE)], "CAMPAIGN_STATUS_ACTIVE");
      await db.campaignStatusRecord.createMany({
        data: times.map((createdAt) => ({
          id: newObjectId(),
          campaignId: campaign.id,
          statusTo: "CAMPAIGN_STATUS_ACTIVE",
          changedById: userId,
          createdAt,
        })),
      });
      return campaign.id;
    },
    list: async (scope, query) => listCampaignHistory({ id: scope, status: "CAMPAIGN_STATUS_ACTIVE", endAt: null }, query),
  },
  {
    name: "campaign review queue",
    direction: "asc",
    seed: async (times) => {
      const { organizationId } = await organizationWithOwner();
      await createCampaigns(organizationId, times, "CAMPAIGN_STATUS_PENDING");
      return "";
    },
    list: (_scope, query) => listCampaignReviewQueue(query, "http://localhost"),
  },
];

/** Rows read by one statement: what every scan node returned plus what its filters dropped. */
function rowsRead(plan: Record<string, unknown>): number {
  const loops = Number(plan["Actual Loops"] ?? 1);
  const own = /Scan/.test(String(plan["Node Type"]))
    ? (Number(plan["Actual Rows"] ?? 0) +
        Number(plan["Rows Removed by Filter"] ?? 0) +
        Number(plan["Rows Removed by Index Recheck"] ?? 0)) *
      loops
    : 0;
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return own + children.reduce((sum, child) => sum + rowsRead(child), 0);
}

/** Runs the list once, then EXPLAIN ANALYZEs every SELECT it sent (with sequential scans off, as on a big table). */
async function rowsReadBy(run: () => Promise<unknown>): Promise<number> {
  await db.$executeRawUnsafe("ANALYZE");
  captured = [];
  await run();
  const statements = captured.filter((c) => /^\s*SELECT/i.test(c.query));
  captured = null;
  let total = 0;
  for (const statement of statements) {
    const params = JSON.parse(statement.params) as unknown[];
    const [result] = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRawUnsafe<{ "QUERY PLAN": unknown }[]>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.query}`, ...params);
    });
    const plan = result["QUERY PLAN"];
    const root = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[];
    total += rowsRead(root[0].Plan);
  }
  return total;
}

async function walk(listCase: ListCase, scope: string) {
  const seen: string[] = [];
  const cursors: (string | undefined)[] = [undefined];
  for (let pages = 0; pages < 1000; pages++) {
    const cursor = cursors[cursors.length - 1];
    const page = await listCase.list(scope, { limit: LIMIT, cursor: cursor ? decodeCursor(cursor)! : undefined });
    seen.push(...page.items.map(idOf));
    if (!page.nextCursor) break;
    cursors.push(page.nextCursor);
  }
  return { seen, cursors };
}

describe.each(cases)("keyset pagination of $name", (listCase) => {
  let deepScope = "";
  let deepCursor: string | undefined;
  let firstRows: string[] = [];

  beforeAll(async () => {
    // Distinct timestamps, so that a page reads exactly limit + 1 rows wherever it starts.
    const times = Array.from({ length: DEEP_ROWS }, (_, i) => new Date(BASE + i * 1000));
    deepScope = await listCase.seed(times);
    const { seen, cursors } = await walk(listCase, deepScope);
    firstRows = seen;
    deepCursor = cursors[100];
  });

  it("ties on the timestamp never skip or repeat a row", async () => {
    // Groups of three rows share one millisecond; limit 2 ends pages inside every group.
    const times = Array.from({ length: 30 }, (_, i) => new Date(BASE + 500 + Math.floor(i / 3)));
    const scope = await listCase.seed(times);
    const { seen } = await walk(listCase, scope);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(30);
  });

  it("walks every row once", () => {
    expect(new Set(firstRows).size).toBe(firstRows.length);
    expect(firstRows.length).toBeGreaterThanOrEqual(DEEP_ROWS);
  });

  it("a page 100 deep reads as many rows as the first", async () => {
    expect(deepCursor).toBeDefined();
    const first = await rowsReadBy(() => listCase.list(deepScope, { limit: LIMIT }));
    const deep = await rowsReadBy(() => listCase.list(deepScope, { limit: LIMIT, cursor: decodeCursor(deepCursor!)! }));
    // The index scan starts at the cursor's own row and drops it: at most one row more, never the 200 before.
    expect(deep).toBeLessThanOrEqual(first + 1);
    expect(first).toBeLessThan(DEEP_ROWS / 10);
  });
});
