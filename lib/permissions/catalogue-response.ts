import "server-only";
import { prisma } from "@/lib/db/client";
import { PERMISSION_GROUPS, PERMISSIONS, TARGET_TREE_ID, type Permission } from "./catalogue";
import { organizationTarget } from "./statements";
import { permissionCatalogueSchema, type PermissionCatalogue, type TargetNode } from "./schemas";

const PLATFORM_LABELS: Record<string, string> = {
  APP_PLATFORM_ANDROID: "Android",
  APP_PLATFORM_IOS: "iOS",
  APP_PLATFORM_WINDOWS: "Windows",
  APP_PLATFORM_H5: "H5",
};

type OrgRow = { id: string; name: string; parentOrganizationId: string | null };
type AppRow = { id: string; name: string; organizationId: string; platforms: string[] };

/** Organization → child organizations → apps → platforms; node ids are full target paths. */
function buildTargetTree(root: OrgRow, organizations: OrgRow[], apps: AppRow[]): TargetNode {
  const appNodes = (orgPath: string, orgId: string): TargetNode[] =>
    apps
      .filter((app) => app.organizationId === orgId)
      .map((app) => {
        const appPath = `${orgPath}/app/${app.id}`;
        return {
          id: appPath,
          label: app.name,
          selectable: true,
          children: app.platforms.map((platform) => ({
            id: `${appPath}/platform/${platform}`,
            label: PLATFORM_LABELS[platform] ?? platform,
            selectable: true,
          })),
        };
      });
  const orgNode = (org: OrgRow, path: string): TargetNode => ({
    id: path,
    label: org.name,
    selectable: true,
    children: [
      ...organizations
        .filter((child) => child.parentOrganizationId === org.id)
        .map((child) => orgNode(child, `${path}/organization/${child.id}`)),
      ...appNodes(path, org.id),
    ],
  });
  return orgNode(root, organizationTarget(root.id));
}

/** All organizations below `rootId`, breadth first (the tree is shallow: MAX_ORGANIZATION_DEPTH). */
export async function descendantOrganizations(rootId: string): Promise<OrgRow[]> {
  const found: OrgRow[] = [];
  let frontier = [rootId];
  while (frontier.length) {
    const children = await prisma.organization.findMany({
      where: { parentOrganizationId: { in: frontier } },
      select: { id: true, name: true, parentOrganizationId: true },
      orderBy: { createdAt: "asc" },
    });
    found.push(...children);
    frontier = children.map((c) => c.id);
  }
  return found;
}

export async function getPermissionCatalogue(organizationId: string): Promise<PermissionCatalogue> {
  const root = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } });
  const descendants = await descendantOrganizations(organizationId);
  const apps = await prisma.app.findMany({
    where: { organizationId: { in: [organizationId, ...descendants.map((o) => o.id)] }, deletedAt: null },
    select: { id: true, name: true, organizationId: true, platforms: true },
    orderBy: { createdAt: "asc" },
  });
  const byId = new Map<string, Permission>(PERMISSIONS.map((p) => [p.id, p]));
  return permissionCatalogueSchema.parse({
    groups: PERMISSION_GROUPS.map((group) => ({
      id: group.id,
      label: group.label,
      permissions: group.permissions.map((p) => byId.get(`${group.resource}:${p.action}`)!),
    })),
    targetTree: { id: TARGET_TREE_ID, label: "Organization resources", nodes: [buildTargetTree(root, descendants, apps)] },
    enabledFeatures: root.enabledFeatures,
  });
}
