import { z } from "zod";
import { pageSchema } from "@/lib/api/pagination";
import { objectIdSchema } from "@/lib/object-id-schema";
import { ROLE_TYPE_CUSTOM, ROLE_TYPE_SYSTEM } from "@/lib/permissions/system-roles";

const ROLE_NAME_MAX = 100;
const ROLE_DESCRIPTION_MAX = 500;
const ROLE_STATEMENTS_MAX = 500;
const STATEMENT_MAX = 300;

export const roleIdParams = { roleId: objectIdSchema.describe("A role of this organization") };

const roleNameSchema = z.string().trim().min(1, "must not be empty").max(ROLE_NAME_MAX, `must be at most ${ROLE_NAME_MAX} characters`);
const roleDescriptionSchema = z.string().trim().max(ROLE_DESCRIPTION_MAX, `must be at most ${ROLE_DESCRIPTION_MAX} characters`);
const statementsSchema = z
  .array(z.string().trim().min(1, "must not be empty").max(STATEMENT_MAX, `must be at most ${STATEMENT_MAX} characters`))
  .min(1, "must hold at least one statement")
  .max(ROLE_STATEMENTS_MAX, `must hold at most ${ROLE_STATEMENTS_MAX} statements`)
  .describe("ACTION@TARGET statements, e.g. campaign:*@organization/<organizationId>/app/<appId>");

const roleType = z
  .enum([ROLE_TYPE_CUSTOM, ROLE_TYPE_SYSTEM])
  .describe("Only ORGANIZATION_ROLE_TYPE_CUSTOM is accepted: a custom role cannot become a system role");

/** Extension POST roles: a custom role. */
export const createRoleBody = z
  .strictObject({
    name: roleNameSchema.describe("Unique in the organization, 1 to 100 characters"),
    description: roleDescriptionSchema.optional().describe("At most 500 characters"),
    type: roleType.optional(),
    statements: statementsSchema,
  })
  .meta({ id: "CreateRoleRequest" });
export type CreateRoleInput = z.infer<typeof createRoleBody>;

/** Operation 15: every field optional; what is given replaces what was. */
export const updateRoleBody = z
  .strictObject({
    name: roleNameSchema.optional().describe("Unique in the organization, 1 to 100 characters"),
    description: roleDescriptionSchema.optional().describe("At most 500 characters"),
    type: roleType.optional(),
    statements: statementsSchema.optional(),
  })
  .meta({ id: "UpdateRoleRequest" });
export type UpdateRoleInput = z.infer<typeof updateRoleBody>;

export const roleSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    name: z.string(),
    description: z.string().optional(),
    type: z.string().describe("ORGANIZATION_ROLE_TYPE_SYSTEM or ORGANIZATION_ROLE_TYPE_CUSTOM"),
    statements: z.array(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    systemKey: z.enum(["owner", "admin", "viewer"]).optional().describe("Extension: which system role this is"),
    memberCount: z.number().int().describe("Extension: how many members hold the role"),
  })
  .meta({ id: "Role" });
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = pageSchema(roleSchema).meta({ id: "RoleList" });
export type RoleList = z.infer<typeof roleListSchema>;

type RoleRow = {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  type: string;
  systemKey: string | null;
  statements: string[];
  createdAt: Date;
  updatedAt: Date;
  _count: { memberships: number };
};

export const roleInclude = { _count: { select: { memberships: true, serviceAccounts: true } } } as const;

export function serializeRole(row: RoleRow): Role {
  return roleSchema.parse({
    _id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description ?? undefined,
    type: row.type,
    statements: row.statements,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    systemKey: row.systemKey ?? undefined,
    memberCount: row._count.memberships,
  });
}
