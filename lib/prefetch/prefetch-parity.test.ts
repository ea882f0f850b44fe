// What the console's first HTML carries must be exactly what the API answers the same person: each prefetch is
// asked, as a platform reviewer of another organization, an expired member and a member whose role reaches one
// app only, and its cached answer is compared with the route's own answer to the same session (nothing cached
// where the route refuses).
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { handlerOf, type Operation } from "@/lib/http/operation";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { prisma } from "@/lib/db/client";
import { approvalHistory, getApp, listApps } from "@/lib/operations/apps";
import { appKeys } from "@/lib/apps/query-keys";
import { listAuditLog } from "@/lib/operations/audit";
import { auditKeys } from "@/lib/audit/query-keys";
import { campaignForecast, campaignHistory, getCampaign, listCampaigns } from "@/lib/operations/campaigns";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import { listRowPage, type CampaignListRowPage } from "@/lib/campaigns/list-rows";
import { getMember, listMembers } from "@/lib/operations/members";
import { memberKeys } from "@/lib/members/query-keys";
import { listNotifications } from "@/lib/operations/notifications";
import { notificationKeys } from "@/lib/notifications/query-keys";
import { getMe, getOrganization } from "@/lib/operations/organizations";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { getPermissions } from "@/lib/operations/permissions";
import { getRole, listRoles } from "@/lib/operations/roles";
import { roleKeys } from "@/lib/roles/query-keys";
import { getSettlementAccount } from "@/lib/operations/settlement";
import { settlementKeys } from "@/lib/settlement/query-keys";
import { listTopUps } from "@/lib/operations/top-ups";
import { topUpKeys } from "@/lib/top-ups/query-keys";
import { getBusinessDetails, getRefundable, listReceipts, listRefunds, listTaxInvoices } from "@/lib/operations/billing";
import { billingKeys } from "@/lib/billing/query-keys";
import { callRoute } from "@/lib/test/call-route";
import { notify } from "@/lib/test/notifications";
import { createCampaignViaApi } from "@/lib/test/campaigns";
import {
  addMember,
  addMemberWithRole,
  createCustomRole,
  createOwner,
  createReviewer,
  registerApp,
  sessionCookie,
} from "@/lib/test/fixtures";
import { prefetchApp, prefetchApps } from "./apps";
import { prefetchAuditLog } from "./audit";
import { prefetchTopUps } from "./balance";
import { prefetchBillingDocuments } from "./billing";
import { prefetchCampaign, prefetchCampaigns } from "./campaigns";
import { prefetchMember, prefetchMembers } from "./members";
import { prefetchOrganization, prefetchPermissionCatalogue, prefetchSettlementAccount } from "./organization";
import { prefetchRole, prefetchRoles } from "./roles";
import { serverQueryClient } from "./server-query-client";
import { prefetchShell } from "./shell";

// A page request of one person: the session cookie next/headers hands out, and React's per-request cache.
const request = vi.hoisted(() => ({ cookie: "", cached: new Map<unknown, Map<string, unknown>>() }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost:3000", cookie: request.cookie }),
}));
vi.mock("react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react")>();
  const cache =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      const byArgs = request.cached.get(fn) ?? new Map<string, unknown>();
      request.cached.set(fn, byArgs);
      const key = JSON.stringify(args);
      if (!byArgs.has(key)) byArgs.set(key, fn(...args));
      return byArgs.get(key) as R;
    };
  return { ...actual, cache };
});

async function world() {
  const owner = await createOwner({ name: "Parity Studio" });
  const organizationId = owner.organization.id;
  const app = await registerApp(organizationId);
  const other = await registerApp(organizationId, { name: "Another Game" });
  const campaign = await createCampaignViaApi(organizationId, owner.apiKey);
  const role = await createCustomRole(organizationId, [
    `app:read@organization/${organizationId}/app/${app.id}`,
    `campaign:read@organization/${organizationId}/app/${app.id}`,
  ]);
  const scoped = await addMemberWithRole(organizationId, role.id);
  const expired = await addMember(organizationId, "viewer");
  await prisma.membership.update({ where: { id: expired.membership.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
  const reviewer = await createReviewer();
  // Something for the bell to show.
  await notify(organizationId, { type: "app.platform.approved", objectId: app.id, data: { name: app.name, platform: "PLATFORM_ANDROID" } });
  return { owner, organizationId, app, other, campaign, role, scoped, expired, reviewer };
}
type World = Awaited<ReturnType<typeof world>>;

type Case = {
  name: string;
  prefetch: (w: World) => Promise<void>;
  key: (w: World) => QueryKey;
  operation: Operation;
  params: (w: World) => Record<string, string>;
  query?: Record<string, string> | ((w: World) => Record<string, string>);
  /**
   * How the hook holds the answer: as is, the first page of a list sent as an array (Link), as { items, nextCursor },
   * or that with each campaign cut to the row the lists read.
   */
  shape: "json" | "link-page" | "items-page" | "all-roles" | "campaign-rows";
};

const org = (w: World) => ({ organizationId: w.organizationId });
const METRICS_RANGE = { from: "2026-11-01", to: "2026-11-30" };

const CASES: Case[] = [
  {
    name: "the organization",
    prefetch: (w) => prefetchOrganization(w.organizationId),
    key: (w) => organizationKeys.detail(w.organizationId),
    operation: getOrganization,
    params: org,
    shape: "json",
  },
  {
    name: "the permission catalogue",
    prefetch: (w) => prefetchPermissionCatalogue(w.organizationId),
    key: (w) => organizationKeys.permissions(w.organizationId),
    operation: getPermissions,
    params: org,
    shape: "json",
  },
  {
    name: "the settlement account",
    prefetch: (w) => prefetchSettlementAccount(w.organizationId),
    key: (w) => settlementKeys.account(w.organizationId),
    operation: getSettlementAccount,
    params: org,
    query: { missing: "null" },
    shape: "json",
  },
  {
    name: "me",
    prefetch: (w) => prefetchShell(w.organizationId),
    key: (w) => organizationKeys.me(w.organizationId),
    operation: getMe,
    params: org,
    shape: "json",
  },
  {
    name: "the bell's latest notifications",
    prefetch: (w) => prefetchShell(w.organizationId),
    key: () => notificationKeys.latest(),
    operation: listNotifications,
    params: () => ({}),
    query: { limit: String(PAGE_SIZES.notificationBell) },
    shape: "json",
  },
  {
    name: "the members",
    prefetch: (w) => prefetchMembers(w.organizationId),
    key: (w) => memberKeys.list(w.organizationId),
    operation: listMembers,
    params: org,
    query: { limit: String(PAGE_SIZES.members) },
    shape: "link-page",
  },
  {
    name: "the Owner's membership",
    prefetch: (w) => prefetchMember(w.organizationId, w.owner.user.id),
    key: (w) => memberKeys.detail(w.organizationId, w.owner.user.id),
    operation: getMember,
    params: (w) => ({ ...org(w), userId: w.owner.user.id }),
    shape: "json",
  },
  {
    name: "the roles",
    prefetch: (w) => prefetchRoles(w.organizationId),
    key: (w) => roleKeys.list(w.organizationId),
    operation: listRoles,
    params: org,
    query: { limit: String(PAGE_SIZES.roles) },
    shape: "all-roles",
  },
  {
    name: "a custom role",
    prefetch: (w) => prefetchRole(w.organizationId, w.role.id),
    key: (w) => roleKeys.detail(w.organizationId, w.role.id),
    operation: getRole,
    params: (w) => ({ ...org(w), roleId: w.role.id }),
    shape: "json",
  },
  {
    name: "the apps",
    prefetch: (w) => prefetchApps(w.organizationId),
    key: (w) => appKeys.list(w.organizationId, {}),
    operation: listApps,
    params: org,
    query: { limit: String(PAGE_SIZES.apps) },
    shape: "items-page",
  },
  {
    name: "an app",
    prefetch: (w) => prefetchApp(w.organizationId, w.app.id),
    key: (w) => appKeys.detail(w.organizationId, w.app.id),
    operation: getApp,
    params: (w) => ({ ...org(w), appId: w.app.id }),
    shape: "json",
  },
  {
    name: "an app outside a scoped role",
    prefetch: (w) => prefetchApp(w.organizationId, w.other.id),
    key: (w) => appKeys.detail(w.organizationId, w.other.id),
    operation: getApp,
    params: (w) => ({ ...org(w), appId: w.other.id }),
    shape: "json",
  },
  {
    name: "an app's approval history",
    prefetch: (w) => prefetchApp(w.organizationId, w.app.id),
    key: (w) => appKeys.history(w.organizationId, w.app.id),
    operation: approvalHistory,
    params: (w) => ({ ...org(w), appId: w.app.id }),
    query: { limit: String(PAGE_SIZES.approvalHistory) },
    shape: "link-page",
  },
  {
    name: "the campaigns",
    prefetch: (w) => prefetchCampaigns(w.organizationId),
    key: (w) => campaignKeys.list(w.organizationId, {}),
    operation: listCampaigns,
    params: org,
    query: { limit: String(PAGE_SIZES.campaigns) },
    shape: "campaign-rows",
  },
  {
    name: "the campaigns page, by spend over a range",
    prefetch: (w) => prefetchCampaigns(w.organizationId, { metrics: METRICS_RANGE, sort: "spend", order: "desc" }),
    key: (w) => campaignKeys.list(w.organizationId, { metrics: METRICS_RANGE, sort: "spend", order: "desc" }),
    operation: listCampaigns,
    params: org,
    query: { limit: String(PAGE_SIZES.campaigns), include: "metrics", ...METRICS_RANGE, sort: "spend", order: "desc" },
    shape: "campaign-rows",
  },
  {
    name: "a campaign",
    prefetch: (w) => prefetchCampaign(w.organizationId, w.campaign._id),
    key: (w) => campaignKeys.detail(w.organizationId, w.campaign._id),
    operation: getCampaign,
    params: (w) => ({ ...org(w), campaignId: w.campaign._id }),
    shape: "json",
  },
  {
    name: "a campaign's serving forecast",
    prefetch: (w) => prefetchCampaign(w.organizationId, w.campaign._id),
    key: (w) => campaignKeys.forecast(w.organizationId, w.campaign._id),
    operation: campaignForecast,
    params: (w) => ({ ...org(w), campaignId: w.campaign._id }),
    shape: "json",
  },
  {
    name: "a campaign's history",
    prefetch: (w) => prefetchCampaign(w.organizationId, w.campaign._id),
    key: (w) => campaignKeys.history(w.organizationId, w.campaign._id),
    operation: campaignHistory,
    params: (w) => ({ ...org(w), campaignId: w.campaign._id }),
    query: { limit: String(PAGE_SIZES.campaignHistory) },
    shape: "items-page",
  },
  {
    name: "the campaign's change history",
    prefetch: (w) => prefetchCampaign(w.organizationId, w.campaign._id),
    key: (w) => auditKeys.list(w.organizationId, { target: w.campaign._id }),
    operation: listAuditLog,
    params: org,
    query: (w) => ({ limit: String(PAGE_SIZES.auditLog), target: w.campaign._id }),
    shape: "items-page",
  },
  {
    name: "the audit log",
    prefetch: (w) => prefetchAuditLog(w.organizationId),
    key: (w) => auditKeys.list(w.organizationId, {}),
    operation: listAuditLog,
    params: org,
    query: { limit: String(PAGE_SIZES.auditLog) },
    shape: "items-page",
  },
  {
    name: "the top-up requests",
    prefetch: (w) => prefetchTopUps(w.organizationId),
    key: (w) => topUpKeys.list(w.organizationId),
    operation: listTopUps,
    params: org,
    query: { limit: String(PAGE_SIZES.topUps) },
    shape: "items-page",
  },
  ...(
    [
      ["the receipts", billingKeys.receipts, listReceipts, "items-page"],
      ["the tax invoices", billingKeys.taxInvoices, listTaxInvoices, "items-page"],
      ["the refund requests", billingKeys.refunds, listRefunds, "items-page"],
      ["what can be refunded", billingKeys.refundable, getRefundable, "json"],
      ["the business details", billingKeys.businessDetails, getBusinessDetails, "json"],
    ] as const
  ).map(([name, key, operation, shape]): Case => ({
    name,
    prefetch: (w) => prefetchBillingDocuments(w.organizationId),
    key: (w) => key(w.organizationId),
    operation,
    params: org,
    ...(shape === "items-page" ? { query: { limit: String(PAGE_SIZES.billingDocuments) } } : {}),
    shape,
  })),
];

type Persona = "a platform reviewer of another organization" | "an expired member" | "a member whose role reaches one app";
const PERSONAS: [Persona, (w: World) => string][] = [
  ["a platform reviewer of another organization", (w) => w.reviewer.user.id],
  ["an expired member", (w) => w.expired.user.id],
  ["a member whose role reaches one app", (w) => w.scoped.user.id],
];

/** What the hook would hold had the browser asked the route itself; undefined when the route refuses. */
function asHookHolds(shape: Case["shape"], answer: { status: number; headers: Headers; json: unknown }) {
  if (answer.status !== 200) return undefined;
  const body = answer.json as { items: { _id: string; type: string }[]; nextCursor: string | null };
  if (shape === "json") return answer.json;
  if (shape === "all-roles") return [...body.items].sort((a, b) => a._id.localeCompare(b._id));
  if (shape === "campaign-rows") return listRowPage(answer.json as CampaignListRowPage);
  const next = /<([^>]+)>;\s*rel="next"/.exec(answer.headers.get("link") ?? "");
  const page =
    shape === "link-page"
      ? { items: answer.json, nextCursor: next ? new URL(next[1], "http://localhost").searchParams.get("cursor") : null }
      : body;
  return page;
}

function cachedData(client: QueryClient, shape: Case["shape"], key: QueryKey) {
  const data = client.getQueryData(key);
  if (data === undefined) return undefined;
  if (shape === "link-page" || shape === "items-page" || shape === "campaign-rows") return (data as { pages: unknown[] }).pages[0];
  if (shape === "all-roles") return [...(data as { _id: string }[])].sort((a, b) => a._id.localeCompare(b._id));
  return data;
}

let w: World;
beforeAll(async () => {
  w = await world();
}, 60_000);

describe.each(PERSONAS)("prefetch and route agree for %s", (_persona, userOf) => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const cookie = await sessionCookie(userOf(w));
    const params = c.params(w);
    const path = c.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
    const answer = await callRoute(handlerOf(c.operation), "GET", path, {
      params,
      query: typeof c.query === "function" ? c.query(w) : c.query,
      cookie,
    });
    request.cookie = cookie;
    request.cached = new Map();
    await c.prefetch(w);
    expect(cachedData(serverQueryClient(), c.shape, c.key(w))).toEqual(asHookHolds(c.shape, answer));
  });
});

it("the personas see different things: each is refused something and, but for the expired member, shown something of the organization", async () => {
  const statuses = new Map<Persona, number[]>();
  for (const [persona, userOf] of PERSONAS) {
    const cookie = await sessionCookie(userOf(w));
    // A person's own routes (the bell's notifications) answer whoever is signed in.
    for (const c of CASES.filter((c) => c.operation.path.includes("{organizationId}"))) {
      const params = c.params(w);
      const path = c.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
      const answer = await callRoute(handlerOf(c.operation), "GET", path, {
        params,
        query: typeof c.query === "function" ? c.query(w) : c.query,
        cookie,
      });
      statuses.set(persona, [...(statuses.get(persona) ?? []), answer.status]);
    }
  }
  for (const [persona, list] of statuses) {
    expect(
      list.some((status) => status >= 400),
      persona,
    ).toBe(true);
    expect(
      list.some((status) => status === 200),
      persona,
    ).toBe(persona !== "an expired member");
  }
});
