"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { useController, type Control } from "react-hook-form";
import { useTranslations } from "next-intl";
import { OptionPicker } from "@/components/campaigns/option-picker";
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

/** Each organization of the tree (parents before children) named with the path from the top: "Studio › Kids". */
function treeOptions(tree: { id: string; name: string; depth: number }[]) {
  const path: string[] = [];
  return tree.map((org) => {
    path.length = org.depth;
    path.push(org.name);
    const name = path.join(" › ");
    return { code: org.id, name, english: name };
  });
}

/**
 * Inventory targets: organizations of this organization's tree (GET permissions) chosen by name in a searchable
 * picker, plus any ids pasted by hand. Foreign ids are sent as typed; the answer's eligibility says why they cannot
 * serve.
 */
export function InventoryTargetsField({ organizationId, control }: { organizationId: string; control: Control<InventoryTargetValues> }) {
  const t = useTranslations("crossPromotions");
  const { field, fieldState } = useController({ control, name: "targeting.inventoryTargets" });
  const { tree, nameOf, isPending } = useOrganizationNames(organizationId);
  const options = useMemo(() => treeOptions(tree), [tree]);
  const pathOf = useMemo(() => {
    const paths = new Map(options.map((option) => [option.code, option.name]));
    return (orgId: string) => paths.get(orgId) ?? nameOf(orgId);
  }, [options, nameOf]);
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
  const error = errorText(fieldState.error, value);

  return (
    <div className="space-y-4">
      <OptionPicker
        options={options}
        nameOf={pathOf}
        showCodes={false}
        searchPlaceholder={t("form.inventorySearch")}
        value={value.map((target) => target.organizationId).filter((orgId) => treeIds.has(orgId))}
        onChange={(ids) => emit(new Set(ids), pasted)}
        label={t("form.inventory")}
        hint={t("form.inventoryHint")}
        error={error}
        emptyLabel={t("form.inventoryNone")}
      />
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
