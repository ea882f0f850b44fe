import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { buildReport } from "@/lib/delivery/build-report";
import { reportQuery } from "@/lib/delivery/schemas";

// GET /api/core/organization/{organizationId}/report — extension: the organization's delivery and spend per campaign
export const GET = withOrganization(async ({ organizationId, query }) => Response.json(await buildReport({ organizationId }, query)), {
  permission: "campaign:read",
  query: reportQuery,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
