// npm run plan, run against the API's own route handlers (in-process) on a test database: export a campaign to a
// file, edit the file, preview it, apply it, and see a stale file refused.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { createOwner } from "@/lib/test/fixtures";
import { GET as exportPlan, POST as applyPlan } from "@/app/api/core/organization/[organizationId]/plan/route";
import { GET as exportCampaignPlan } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/plan/route";
import { runPlanCommand } from "./plan-cli.mjs";

/** A fetch that hands each request to the route it names, as the server would. */
async function routeFetch(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  const { pathname, searchParams } = new URL(url);
  const [, organizationId, campaignId] = /^\/api\/core\/organization\/([^/]+)(?:\/campaign\/([^/]+))?\/plan$/.exec(pathname) ?? [];
  const handler = campaignId ? exportCampaignPlan : init.method === "POST" ? applyPlan : exportPlan;
  const res = await callRoute(handler, init.method, pathname, {
    params: campaignId ? { organizationId, campaignId } : { organizationId },
    headers: init.headers,
    query: Object.fromEntries(searchParams),
    ...(init.body ? { rawBody: init.body } : {}),
  });
  return new Response(res.text, { status: res.status });
}

function cli(env: Record<string, string>) {
  const files = new Map<string, string>();
  const out: string[] = [];
  const err: string[] = [];
  const run = (...argv: string[]) =>
    runPlanCommand(argv, {
      env,
      fetch: routeFetch,
      readFile: async (file) => files.get(file) ?? "",
      writeFile: async (file, text) => void files.set(file, text),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
  return { run, files, out, err };
}

describe("npm run plan", () => {
  it("exports, previews, applies (writing the new version back), and refuses a file gone stale", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    const { run, files, out, err } = cli({ ADNET_API_KEY: apiKey, ADNET_ORGANIZATION_ID: organization.id });

    expect(await run("export", "plan.json", "--campaign", campaign._id)).toBe(0);
    const plan = JSON.parse(files.get("plan.json")!);
    expect(plan.campaigns[0]).toMatchObject({ campaignId: campaign._id, budget: 1_000_000 });
    files.set("plan.json", JSON.stringify({ campaigns: [{ ...plan.campaigns[0], budget: 1_250_000 }] }));

    expect(await run("preview", "plan.json")).toBe(0);
    expect(out).toContain("  budget: 1000000 → 1250000");
    expect(out.at(-1)).toBe("preview only: nothing was changed");
    expect(Number((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).budget)).toBe(1_000_000);

    expect(await run("apply", "plan.json", "--write")).toBe(0);
    expect(Number((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).budget)).toBe(1_250_000);
    const written = JSON.parse(files.get("plan.json")!);
    expect(written.campaigns[0].version).not.toBe(plan.campaigns[0].version);
    // The file now matches the campaign: applying it again changes nothing.
    out.length = 0;
    expect(await run("apply", "plan.json")).toBe(0);
    expect(out[0]).toMatch(/: UNCHANGED$/);

    // The old export is stale now: refused, exit code 1, nothing applied.
    files.set("old.json", JSON.stringify({ campaigns: [{ ...plan.campaigns[0], budget: 9_000_000 }] }));
    expect(await run("apply", "old.json")).toBe(1);
    expect(err.join("\n")).toContain("PLAN_STALE");
    expect(Number((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).budget)).toBe(1_250_000);
  });

  it("says how to use it when misused", async () => {
    const { run, err } = cli({});
    expect(await run("preview")).toBe(2);
    expect(await run("preview", "plan.json")).toBe(2);
    expect(err.join("\n")).toContain("ADNET_API_KEY");
  });
});
