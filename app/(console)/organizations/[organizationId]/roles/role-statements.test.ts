import { describe, expect, it } from "vitest";
import { PERMISSION_GROUPS, PERMISSIONS, TARGET_TREE_ID } from "@/lib/permissions/catalogue";
import { systemRoleDefinitions } from "@/lib/permissions/system-roles";
import type { PermissionCatalogue } from "@/lib/permissions/schemas";
import { coveredByAncestor, pickerFromCoverage, pickerFromStatements, statementsFromPicker } from "./role-statements";

const org = "65a000000000000000000001";
const root = `organization/${org}`;
const app = `${root}/app/65a0000000000000000000aa`;
const android = `${app}/platform/APP_PLATFORM_ANDROID`;
const app2 = `${root}/app/65a0000000000000000000bb`;

const catalogue: PermissionCatalogue = {
  groups: PERMISSION_GROUPS.map((g) => ({ id: g.id, label: g.label, permissions: PERMISSIONS.filter((p) => p.resource === g.resource) })),
  targetTree: {
    id: TARGET_TREE_ID,
    label: "Resources",
    nodes: [
      {
        id: root,
        label: "Org",
        selectable: true,
        children: [
          { id: app, label: "A", selectable: true, children: [{ id: android, label: "Android", selectable: true }] },
          { id: app2, label: "B", selectable: true },
        ],
      },
    ],
  },
  enabledFeatures: [],
};

describe("role editor picker", () => {
  it("turns permissions and nodes into statements: organization-wide ones on the root, the others on each node", () => {
    const statements = statementsFromPicker(
      { permissions: new Set(["member:read", "campaign:update", "app:read"]), nodes: new Set([app, app2]) },
      catalogue,
    );
    expect(statements).toEqual([
      `member:read@${root}`,
      `app:read@${app}`,
      `app:read@${app2}`,
      `campaign:update@${app}`,
      `campaign:update@${app2}`,
    ]);
  });

  it("leaves out nodes a selected ancestor covers", () => {
    expect(coveredByAncestor(android, new Set([app]))).toBe(true);
    expect(coveredByAncestor(app2, new Set([app]))).toBe(false);
    expect(statementsFromPicker({ permissions: new Set(["app:submit"]), nodes: new Set([app, android]) }, catalogue)).toEqual([
      `app:submit@${app}`,
    ]);
  });

  it("reads back what it wrote", () => {
    const picker = { permissions: new Set(["member:read", "campaign:read"]), nodes: new Set([app, app2]) };
    const back = pickerFromStatements(statementsFromPicker(picker, catalogue), catalogue)!;
    expect([...back.permissions].sort()).toEqual(["campaign:read", "member:read"]);
    expect([...back.nodes].sort()).toEqual([app, app2].sort());
    expect(pickerFromStatements([`member:read@${root}`], catalogue)?.nodes).toEqual(new Set([root]));
  });

  it.each([
    ["a wildcard action", [`campaign:*@${root}`]],
    ["a wildcard target", [`app:read@${root}/app/*`]],
    ["an organization-wide permission on an app", [`member:read@${app}`]],
    ["scoped permissions on different nodes", [`app:read@${app}`, `campaign:read@${app2}`]],
    ["a node the tree does not have", [`app:read@${root}/app/65a0000000000000000000cc`]],
  ])("gives up on %s (edited as text)", (_label, statements) => {
    expect(pickerFromStatements(statements, catalogue)).toBeNull();
  });

  it("shows a system role by what it allows organization-wide", () => {
    const [owner, admin, viewer] = systemRoleDefinitions(org);
    expect(pickerFromCoverage(owner.statements, catalogue).permissions.size).toBe(PERMISSIONS.length);
    expect(pickerFromCoverage(admin.statements, catalogue).permissions.has("settlement:read")).toBe(true);
    expect(pickerFromCoverage(admin.statements, catalogue).permissions.has("settlement:update")).toBe(false);
    expect([...pickerFromCoverage(viewer.statements, catalogue).permissions].every((p) => p.endsWith(":read"))).toBe(true);
  });
});
