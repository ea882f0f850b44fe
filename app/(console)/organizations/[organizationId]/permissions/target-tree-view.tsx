import type { TargetNode } from "@/lib/permissions/schemas";

/** The target tree as nested lists; each node shows its id, which is the TARGET a statement names. */
export function TargetTreeView({ nodes }: { nodes: TargetNode[] }) {
  return (
    <ul role="tree" className="space-y-1 text-sm">
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} />
      ))}
    </ul>
  );
}

function TreeItem({ node }: { node: TargetNode }) {
  return (
    <li role="treeitem" aria-expanded={node.children?.length ? true : undefined} aria-selected={false}>
      <span className="font-medium text-slate-800">{node.label}</span>
      <span className="block break-all font-mono text-[11px] text-slate-500">{node.id}</span>
      {node.children && node.children.length > 0 && (
        <ul role="group" className="ml-3 mt-1 space-y-1 border-l border-slate-200 pl-3">
          {node.children.map((child) => (
            <TreeItem key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
