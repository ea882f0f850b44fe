"use client";
import { useTranslations } from "next-intl";

/**
 * The catalogue's labels come from the API in English; the console shows them in the user's language by
 * permission and group id, falling back to the API's text for anything the catalogue does not know.
 */
export function useCatalogueLabels() {
  const t = useTranslations("catalogue");
  return {
    group: (group: { id: string; label: string }) => (t.has(`groups.${group.id}`) ? t(`groups.${group.id}`) : group.label),
    permission: (p: { id: string; label: string; description: string }) => ({
      label: t.has(`permissions.${p.id}.label`) ? t(`permissions.${p.id}.label`) : p.label,
      description: t.has(`permissions.${p.id}.description`) ? t(`permissions.${p.id}.description`) : p.description,
    }),
  };
}
