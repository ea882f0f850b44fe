import { z } from "zod";
import { pageSchema } from "@/lib/api/pagination";
import { objectIdSchema } from "@/lib/object-id-schema";
import { timeZoneSchema } from "@/lib/time-zone-schema";

const ORGANIZATION_NAME_MAX = 100;
const ORGANIZATION_DESCRIPTION_MAX = 1000;
export const MAX_ORGANIZATION_DEPTH = 3;
export const DEFAULT_ENABLED_FEATURES = ["CAMPAIGNS", "HOUSE_CAMPAIGNS", "CREATIVE_ASSETS", "SETTLEMENT"];

const name = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(ORGANIZATION_NAME_MAX, `must be at most ${ORGANIZATION_NAME_MAX} characters`);
const description = z.string().trim().max(ORGANIZATION_DESCRIPTION_MAX, `must be at most ${ORGANIZATION_DESCRIPTION_MAX} characters`);
const timeZone = timeZoneSchema.describe(
  "Extension: the IANA time zone the console shows this organization's dates, date presets and schedules in (Asia/Seoul). Instants in the API stay UTC.",
);

/** Operation 1 body: name and description, both optional; extension `timeZone`. */
export const updateOrganizationBody = z
  .strictObject({
    name: name.optional().describe("Organization name, 1 to 100 characters"),
    description: description.optional().describe("Free text, at most 1000 characters"),
    timeZone: timeZone.optional(),
  })
  .meta({ id: "UpdateOrganizationRequest" });
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationBody>;

/** Extension POST /api/core/organizations. */
export const createOrganizationBody = z
  .strictObject({
    name: name.describe("Organization name, 1 to 100 characters"),
    description: description.optional(),
    parentOrganizationId: objectIdSchema.optional().describe("Make a child organization of one you own"),
    timeZone: timeZone.optional().describe("IANA time zone of the organization; the creating person's time zone when left out"),
  })
  .meta({ id: "CreateOrganizationRequest" });
export type CreateOrganizationInput = z.infer<typeof createOrganizationBody>;

export const organizationSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string().optional(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    enabledFeatures: z.array(z.string()),
    parentOrganizationId: z.string().optional(),
    depth: z.number().int(),
    timeZone: z.string().describe("Extension: the IANA time zone the console shows this organization's dates and schedules in"),
  })
  .meta({ id: "Organization" });
export type Organization = z.infer<typeof organizationSchema>;

/** An entry of the caller's organizations (extension GET /api/core/organizations). */
const callerOrganizationSchema = organizationSchema.extend({ roleId: z.string(), roleName: z.string() }).meta({ id: "CallerOrganization" });

export const organizationListSchema = pageSchema(callerOrganizationSchema).meta({ id: "OrganizationList" });

type OrganizationRow = {
  id: string;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  enabledFeatures: string[];
  parentOrganizationId: string | null;
  depth: number;
  timeZone: string;
};

// Built to its type, not parsed: validating every answer against its own schema cost CPU on each request.
export function serializeOrganization(row: OrganizationRow): Organization {
  return {
    _id: row.id,
    name: row.name,
    description: row.description ?? undefined,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    enabledFeatures: row.enabledFeatures,
    parentOrganizationId: row.parentOrganizationId ?? undefined,
    depth: row.depth,
    timeZone: row.timeZone,
  };
}

/** An entry of the caller's organizations: the organization and the caller's role there. */
export function serializeCallerOrganization(row: { organization: OrganizationRow; role: { id: string; name: string } }) {
  return callerOrganizationSchema.parse({ ...serializeOrganization(row.organization), roleId: row.role.id, roleName: row.role.name });
}
