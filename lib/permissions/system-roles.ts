import { PERMISSIONS } from "./catalogue";
import { organizationTarget } from "./statements";

export const ROLE_TYPE_SYSTEM = "ORGANIZATION_ROLE_TYPE_SYSTEM";
export const ROLE_TYPE_CUSTOM = "ORGANIZATION_ROLE_TYPE_CUSTOM";

/** The three roles every organization gets. */
export function systemRoleDefinitions(organizationId: string) {
  const target = organizationTarget(organizationId);
  // Admin: everything but changes to the settlement account (it reads the masked account, so it covers Viewer
  // and may hand it out); member-owner changes are refused in lib/members.
  const adminResources = [...new Set(PERMISSIONS.map((p) => p.resource))].filter((r) => r !== "settlement");
  return [
    {
      systemKey: "owner" as const,
      name: "Owner",
      description: "Full control of the organization, its members and its settlement account.",
      statements: [`*@${target}`],
    },
    {
      systemKey: "admin" as const,
      name: "Admin",
      description: "Manages everything but changes to the settlement account and owners.",
      statements: [...adminResources.map((r) => `${r}:*@${target}`), `settlement:read@${target}`],
    },
    {
      systemKey: "viewer" as const,
      name: "Viewer",
      description: "Reads everything, changes nothing.",
      statements: PERMISSIONS.filter((p) => p.action === "read" && !p.notForViewers).map((p) => `${p.id}@${target}`),
    },
  ];
}
