import type { TargetNode } from "@/lib/permissions/schemas";

// Target paths (organization/…/app/…/platform/APP_PLATFORM_ANDROID) in words: each node's label, a platform in
// the viewer's language, and apps of the same name among their siblings told apart by their platforms (then by
// their order), so a role editor never has to read an id.

const PLATFORM_NODE = /\/platform\/([A-Z0-9_]+)$/;
const APP_NODE = /\/app\/[^/]+$/;

type TargetLabels = { label: (id: string) => string; path: (id: string) => string[] };

export function targetLabels(
  roots: TargetNode[],
  platformLabel: (platform: string) => string,
  ordinal: (n: number) => string,
): TargetLabels {
  const labels = new Map<string, string>();
  const parents = new Map<string, string>();
  const visit = (nodes: TargetNode[], parent: string | null) => {
    const apps = nodes.filter((node) => APP_NODE.test(node.id));
    for (const node of nodes) {
      const platform = PLATFORM_NODE.exec(node.id)?.[1];
      let label = platform ? platformLabel(platform) : node.label;
      const twins = apps.filter((other) => other.label === node.label);
      if (APP_NODE.test(node.id) && twins.length > 1) {
        const platforms = (node.children ?? []).map((child) => platformLabel(PLATFORM_NODE.exec(child.id)?.[1] ?? child.label)).join(", ");
        const samePlatforms = twins.filter(
          (other) =>
            (other.children ?? []).map((c) => c.id.split("/").pop()).join() ===
            (node.children ?? []).map((c) => c.id.split("/").pop()).join(),
        );
        label = `${node.label} (${platforms || "—"}${samePlatforms.length > 1 ? `, ${ordinal(samePlatforms.indexOf(node) + 1)}` : ""})`;
      }
      labels.set(node.id, label);
      if (parent) parents.set(node.id, parent);
      if (node.children) visit(node.children, node.id);
    }
  };
  visit(roots, null);
  const label = (id: string) => labels.get(id) ?? id;
  const path = (id: string) => {
    const parts: string[] = [];
    for (let at: string | undefined = id; at; at = parents.get(at)) parts.unshift(label(at));
    return parts;
  };
  return { label, path };
}
