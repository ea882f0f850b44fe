"use client";
import { useEffect, useId, useRef, useState } from "react";
import { useController, type Control } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useOrganizationNames } from "@/components/cross-promotions/use-organization-names";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";

type Target = { organizationId: string };
export type InventoryTargetValues = { targeting: { inventoryTargets: Target[] } };

const tokens = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The array's own message, or the first item's, naming the value it is about. */
function errorText(error: unknown, value: Target[]): string | undefined {
  if (!error) return undefined;
  const own = (error as { message?: string }).message;
  if (own) return own;
  for (const [index, item] of Object.entries(error as object)) {
    const message = (item as { organizationId?: { message?: string } } | undefined)?.organizationId?.message;
    if (message) return `${value[Number(index)]?.organizationId ?? ""}: ${message}`;
  }
  return undefined;
}

/**
 * Inventory targets: organizations of this organization's tree (GET permissions) ticked in a list, plus any ids
 * pasted by hand. Foreign ids are sent as typed; the answer's eligibility says why they cannot serve.
 */
export function InventoryTargetsField({ organizationId, control }: { organizationId: string; control: Control<InventoryTargetValues> }) {
  const t = useTranslations("crossPromotions");
  const id = useId();
  const { field, fieldState } = useController({ control, name: "targeting.inventoryTargets" });
  const { tree, isPending } = useOrganizationNames(organizationId);
  const treeIds = new Set(tree.map((org) => org.id));
  const value: Target[] = field.value ?? [];
  const chosen = new Set(value.map((target) => target.organizationId));
  const [pasted, setPasted] = useState("");
  // Ids already in the form that are not in the tree go to the text box, once, when the tree has loaded.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || isPending) return;
    seeded.current = true;
    setPasted(
      value
        .map((target) => target.organizationId)
        .filter((orgId) => !treeIds.has(orgId))
        .join("\n"),
    );
  }, [isPending]);

  const emit = (ticked: Set<string>, text: string) =>
    field.onChange(
      [...tree.filter((org) => ticked.has(org.id)).map((org) => org.id), ...tokens(text).filter((token) => !treeIds.has(token))].map(
        (organizationId) => ({ organizationId }),
      ),
    );
  const toggle = (orgId: string) => {
    const next = new Set(chosen);
    if (next.has(orgId)) next.delete(orgId);
    else next.add(orgId);
    emit(next, pasted);
  };
  const error = errorText(fieldState.error, value);

  return (
    <div className="space-y-4">
      <fieldset aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("form.inventory")}</legend>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t("form.inventoryHint")}
        </p>
        <ul className="mt-2 space-y-2">
          {tree.map((org) => (
            <li key={org.id} style={{ paddingLeft: `${org.depth * 1.25}rem` }}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="inventoryTargets"
                  value={org.id}
                  checked={chosen.has(org.id)}
                  onChange={() => toggle(org.id)}
                  className="h-4 w-4 rounded border-slate-300 text-indigo-600"
                />
                <span className="break-all">{org.name}</span>
              </label>
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="mt-1 text-xs font-medium break-words text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <Field label={t("form.paste")} hint={t("form.pasteHint")}>
        <Textarea
          rows={2}
          value={pasted}
          spellCheck={false}
          className="font-mono"
          onChange={(e) => {
            setPasted(e.target.value);
            emit(chosen, e.target.value);
          }}
        />
      </Field>
    </div>
  );
}
