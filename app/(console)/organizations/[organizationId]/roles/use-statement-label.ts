"use client";
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { PermissionCatalogue } from "@/lib/permissions/schemas";
import { useCatalogueLabels } from "@/lib/permissions/use-catalogue-labels";
import { allPermissions } from "./role-statements";
import { targetLabels } from "./target-labels";

/** Names for the role editor's target tree, and a statement (`permission@target`) in words: "Read apps — Pixel Forge › Tower Quest › Android". */
export function useTargetLabels(catalogue: PermissionCatalogue) {
  const apps = useTranslations("apps");
  return useMemo(
    () =>
      targetLabels(
        catalogue.targetTree.nodes,
        (p) => (apps.has(`platforms.${p}`) ? apps(`platforms.${p}`) : p),
        (n) => `#${n}`,
      ),
    [catalogue, apps],
  );
}

export function useStatementLabel(catalogue: PermissionCatalogue) {
  const t = useTranslations("labels.path");
  const catalogueLabels = useCatalogueLabels();
  const targets = useTargetLabels(catalogue);
  const permissions = useMemo(() => new Map(allPermissions(catalogue).map((p) => [p.id, p])), [catalogue]);
  return (statement: string) => {
    const at = statement.indexOf("@");
    if (at <= 0) return statement;
    const permission = permissions.get(statement.slice(0, at));
    const action = permission ? catalogueLabels.permission(permission).label : statement.slice(0, at);
    return `${action} — ${targets.path(statement.slice(at + 1)).join(t("separator"))}`;
  };
}
