"use client";
import { useMemo } from "react";
import { useOrganizations } from "@/lib/organizations/hooks/use-organizations";
import { usePermissionCatalogue } from "@/lib/organizations/hooks/use-permission-catalogue";
import type { TargetNode } from "@/lib/permissions/schemas";

type TreeOrganization = { id: string; name: string; depth: number };

/** Organization nodes of the target tree (ids `organization/<a>/organization/<b>`), parents before children. */
function organizationsOf(node: TargetNode, depth = 0, out: TreeOrganization[] = []): TreeOrganization[] {
  const segments = node.id.split("/");
  if (segments[segments.length - 2] !== "organization") return out;
  out.push({ id: segments[segments.length - 1], name: node.label, depth });
  for (const child of node.children ?? []) organizationsOf(child, depth + 1, out);
  return out;
}

/**
 * The organization and everything below it (from GET permissions' target tree), and a name for every organization
 * the caller can know of: those of the tree and the caller's own. Others are shown by id, never looked up.
 */
export function useOrganizationNames(organizationId: string) {
  const catalogue = usePermissionCatalogue(organizationId);
  const organizations = useOrganizations();
  return useMemo(() => {
    const tree = (catalogue.data?.targetTree.nodes ?? []).flatMap((node) => organizationsOf(node));
    const names = new Map<string, string>();
    for (const item of organizations.data?.items ?? []) names.set(item._id, item.name);
    for (const org of tree) names.set(org.id, org.name);
    return { tree, nameOf: (id: string) => names.get(id) ?? id, isPending: catalogue.isPending };
  }, [catalogue.data, catalogue.isPending, organizations.data]);
}
