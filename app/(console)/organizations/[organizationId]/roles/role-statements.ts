import type { PermissionCatalogue, TargetNode } from "@/lib/permissions/schemas";
import { isAllowed } from "@/lib/permissions/statements";

// The role editor's picker: permissions as checkboxes and nodes of the target tree as a selection. Permissions
// that cannot be narrowed (no targetTreeId) apply to the organization itself; the others to every selected
// node. Statements the picker cannot express (wildcards, other mixes) are edited as text instead.

export type Picker = { permissions: Set<string>; nodes: Set<string> };

type Permission = PermissionCatalogue["groups"][number]["permissions"][number];

export function allPermissions(catalogue: PermissionCatalogue): Permission[] {
  return catalogue.groups.flatMap((group) => group.permissions);
}

export function rootNodeId(catalogue: PermissionCatalogue): string {
  return catalogue.targetTree.nodes[0]?.id ?? "";
}

function nodeIds(nodes: TargetNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    into.push(node.id);
    if (node.children) nodeIds(node.children, into);
  }
  return into;
}

const isBelow = (node: string, ancestor: string) => node.startsWith(`${ancestor}/`);

/** Whether a selected ancestor already covers `node` (a statement on a node covers its children). */
export function coveredByAncestor(node: string, selected: ReadonlySet<string>): boolean {
  for (const other of selected) if (other !== node && isBelow(node, other)) return true;
  return false;
}

/** The statements the picker stands for, in catalogue and tree order, without nodes an ancestor covers. */
export function statementsFromPicker(picker: Picker, catalogue: PermissionCatalogue): string[] {
  const root = rootNodeId(catalogue);
  const order = nodeIds(catalogue.targetTree.nodes);
  const nodes = order.filter((id) => picker.nodes.has(id) && !coveredByAncestor(id, picker.nodes));
  const statements: string[] = [];
  for (const permission of allPermissions(catalogue)) {
    if (!picker.permissions.has(permission.id)) continue;
    if (!permission.targetTreeId) statements.push(`${permission.id}@${root}`);
    else for (const node of nodes) statements.push(`${permission.id}@${node}`);
  }
  return statements;
}

/** The picker for a role's statements, or null when the picker cannot express them exactly. */
export function pickerFromStatements(statements: readonly string[], catalogue: PermissionCatalogue): Picker | null {
  const root = rootNodeId(catalogue);
  const byId = new Map(allPermissions(catalogue).map((p) => [p.id, p]));
  const known = new Set(nodeIds(catalogue.targetTree.nodes));
  const picker: Picker = { permissions: new Set(), nodes: new Set() };
  for (const statement of statements) {
    const at = statement.indexOf("@");
    const permission = byId.get(statement.slice(0, at));
    const target = statement.slice(at + 1);
    if (at <= 0 || !permission || !known.has(target)) return null;
    if (!permission.targetTreeId && target !== root) return null;
    picker.permissions.add(permission.id);
    if (permission.targetTreeId) picker.nodes.add(target);
  }
  if (picker.nodes.size === 0) picker.nodes.add(root);
  const again = new Set(statementsFromPicker(picker, catalogue));
  const given = new Set(statements);
  return again.size === given.size && [...again].every((s) => given.has(s)) ? picker : null;
}

/** What a role allows organization-wide, as a picker (for showing system roles, which use wildcards). */
export function pickerFromCoverage(statements: readonly string[], catalogue: PermissionCatalogue): Picker {
  const root = rootNodeId(catalogue);
  return {
    permissions: new Set(
      allPermissions(catalogue)
        .filter((p) => isAllowed(statements, p.id, root))
        .map((p) => p.id),
    ),
    nodes: new Set([root]),
  };
}
