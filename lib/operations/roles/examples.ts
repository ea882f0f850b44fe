export const ROLES_PATH = "/api/core/organization/{organizationId}/roles";
export const ROLE_PATH = "/api/core/organization/{organizationId}/roles/{roleId}";
export const ROLES_TAG = "Roles and permissions";

export const roleExample = {
  _id: "6740a1b2c3d4e5f60123bbbb",
  organizationId: "6740a1b2c3d4e5f601234567",
  name: "Puzzle Quest marketing",
  description: "Runs campaigns for one game",
  type: "ORGANIZATION_ROLE_TYPE_CUSTOM",
  statements: [
    "campaign:*@organization/6740a1b2c3d4e5f601234567/app/6740a1b2c3d4e5f60123cccc",
    "app:read@organization/6740a1b2c3d4e5f601234567/app/6740a1b2c3d4e5f60123cccc",
  ],
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
  memberCount: 2,
};

export const STATEMENT_RULES =
  "Statements are ACTION@TARGET: ACTION is resource:verb, resource:* or *; TARGET a node id of GET permissions' " +
  "targetTree, with * allowed as the last segment. Anything else, or a target outside this organization's tree, " +
  "is 400 INVALID_STATEMENT with a detail per bad statement (path statements.<index>). A statement the caller's own " +
  "role does not cover is 403 PERMISSION_DENIED.";
