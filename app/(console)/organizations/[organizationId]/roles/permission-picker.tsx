"use client";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { PermissionCatalogue } from "@/lib/permissions/schemas";
import { useCatalogueLabels } from "@/lib/permissions/use-catalogue-labels";

type Group = PermissionCatalogue["groups"][number];

/** The catalogue's groups as fieldsets of checkboxes, each group with an "all" box. */
export function PermissionPicker({
  groups,
  selected,
  onChange,
  disabled,
  refusal,
}: {
  groups: Group[];
  selected: ReadonlySet<string>;
  onChange: (ids: string[], on: boolean) => void;
  disabled?: boolean;
  /** Why the caller may not grant a permission, if they may not. */
  refusal: (permissionId: string) => string | undefined;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.map((group) => (
        <GroupBox key={group.id} group={group} selected={selected} onChange={onChange} disabled={disabled} refusal={refusal} />
      ))}
    </div>
  );
}

function GroupBox({
  group,
  selected,
  onChange,
  disabled,
  refusal,
}: {
  group: Group;
  selected: ReadonlySet<string>;
  onChange: (ids: string[], on: boolean) => void;
  disabled?: boolean;
  refusal: (permissionId: string) => string | undefined;
}) {
  const t = useTranslations("roles.editor");
  const labels = useCatalogueLabels();
  const all = useRef<HTMLInputElement>(null);
  const grantable = group.permissions.filter((p) => !refusal(p.id)).map((p) => p.id);
  const count = group.permissions.filter((p) => selected.has(p.id)).length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < group.permissions.length;
  }, [count, group.permissions.length]);
  const groupLabel = labels.group(group);
  return (
    <fieldset className="rounded-md p-3 ring-1 ring-inset ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-900">{groupLabel}</legend>
      <label className="mb-2 flex items-center gap-2 text-xs font-medium text-slate-600">
        <input
          ref={all}
          type="checkbox"
          name={`permission-group-${group.id}`}
          className="h-4 w-4 rounded border-slate-300 text-indigo-600"
          checked={count === group.permissions.length}
          disabled={disabled || grantable.length === 0}
          onChange={(event) => onChange(grantable, event.target.checked)}
        />
        {t("allOfGroup", { group: groupLabel })}
      </label>
      <ul className="space-y-2">
        {group.permissions.map((permission) => {
          const reason = refusal(permission.id);
          const label = labels.permission(permission);
          return (
            <li key={permission.id} className="flex items-start gap-2" title={reason}>
              <input
                id={`perm-${permission.id}`}
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-indigo-600"
                checked={selected.has(permission.id)}
                disabled={disabled || (!!reason && !selected.has(permission.id))}
                onChange={(event) => onChange([permission.id], event.target.checked)}
                aria-describedby={`perm-${permission.id}-hint`}
              />
              <div className="min-w-0 text-sm">
                <label htmlFor={`perm-${permission.id}`} className="font-medium text-slate-800">
                  {label.label}
                </label>
                <p id={`perm-${permission.id}-hint`} className="text-xs text-slate-500">
                  {label.description}
                  {" · "}
                  <span className={permission.targetTreeId ? "text-indigo-700" : "text-slate-600"}>
                    {permission.targetTreeId ? t("scoped") : t("organizationWide")}
                  </span>
                  {reason && <span className="block text-amber-800">{reason}</span>}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
