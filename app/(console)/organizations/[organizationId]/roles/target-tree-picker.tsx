"use client";
import { useTranslations } from "next-intl";
import type { TargetNode } from "@/lib/permissions/schemas";
import { coveredByAncestor } from "./role-statements";

/** The organization's target tree with a checkbox per selectable node; a selected node covers its children. */
export function TargetTreePicker({
  nodes,
  selected,
  onToggle,
  disabled,
  label,
}: {
  nodes: TargetNode[];
  /** The node's name in words (platforms translated, apps of the same name told apart) */
  label: (id: string) => string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled?: boolean;
}) {
  return (
    <ul className="space-y-1 text-sm">
      {nodes.map((node) => (
        <TreeNode key={node.id} node={node} selected={selected} onToggle={onToggle} disabled={disabled} label={label} />
      ))}
    </ul>
  );
}

function TreeNode({
  node,
  selected,
  onToggle,
  disabled,
  label,
}: {
  node: TargetNode;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled?: boolean;
  label: (id: string) => string;
}) {
  const t = useTranslations("roles.editor");
  const covered = coveredByAncestor(node.id, selected);
  const checked = covered || selected.has(node.id);
  return (
    <li>
      <div className="flex items-start gap-2 rounded px-1 py-0.5 hover:bg-slate-50">
        <input
          id={`node-${node.id}`}
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-indigo-600"
          checked={checked}
          disabled={disabled || covered || !node.selectable}
          onChange={() => onToggle(node.id)}
        />
        <div className="min-w-0">
          <label htmlFor={`node-${node.id}`} className="font-medium text-slate-800" title={node.id}>
            {label(node.id)}
          </label>
          {covered && <span className="ml-2 text-xs text-slate-500">({t("coveredByParent")})</span>}
        </div>
      </div>
      {node.children && node.children.length > 0 && (
        <ul className="ml-3 mt-1 space-y-1 border-l border-slate-200 pl-3">
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} selected={selected} onToggle={onToggle} disabled={disabled} label={label} />
          ))}
        </ul>
      )}
    </li>
  );
}
