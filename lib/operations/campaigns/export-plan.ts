import { badRequest } from "@/lib/api/errors";
import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { planEntryOf } from "@/lib/campaigns/plan-entry";
import { exportPlanQuery, PLAN_CAMPAIGNS_MAX, planExportSchema } from "@/lib/campaigns/plan-schemas";
import { campaignReadScope } from "@/lib/campaigns/read-scope";
import { CAMPAIGNS_TAG } from "./examples";
import { PLAN_FORMAT } from "./plan-format";

export const PLAN_PATH = "/api/core/organization/{organizationId}/plan";

export const exportPlan = organizationOperation({
  method: "GET",
  path: PLAN_PATH,
  operationId: "exportPlan",
  summary: "Export campaigns as one plan",
  description:
    "The organization's regular campaigns matching the filters (as the campaign list filters them: status, name, " +
    `promotedAppId), newest first, in one plan; more than ${PLAN_CAMPAIGNS_MAX} is 400 VALIDATION_FAILED (narrow the filters). ` +
    PLAN_FORMAT,
  tag: CAMPAIGNS_TAG,
  // campaign:read may be scoped to apps: the plan keeps what the caller may read.
  permission: null,
  query: exportPlanQuery,
  response: planExportSchema,
  run: async ({ organizationId, query, can, req }) => {
    const { items, nextCursor } = await listCampaigns(
      organizationId,
      { ...query, kind: "REGULAR", limit: PLAN_CAMPAIGNS_MAX, order: "desc", sort: null, metrics: null },
      await campaignReadScope(organizationId, can),
    );
    if (nextCursor) {
      throw badRequest(`More than ${PLAN_CAMPAIGNS_MAX} campaigns match: narrow the filters.`, "VALIDATION_FAILED", [
        { path: "status", message: `more than ${PLAN_CAMPAIGNS_MAX} campaigns match` },
      ]);
    }
    return { campaigns: answersWithFacts(items, publicBaseUrl(requestOrigin(req))).map(planEntryOf) };
  },
});
