"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useOrganizations } from "@/lib/organizations/hooks/use-organizations";

export function OrganizationSwitcher({ organizationId }: { organizationId: string }) {
  const t = useTranslations("shell");
  const router = useRouter();
  const { data } = useOrganizations();
  const items = data?.items ?? [];
  const known = items.some((o) => o._id === organizationId);
  return (
    <label className="block">
      <span className="mb-1 block text-xs font-medium uppercase tracking-wide text-slate-400">{t("switchOrganization")}</span>
      <select
        name="organization"
        value={known ? organizationId : ""}
        onChange={(event) => event.target.value && router.push(`/organizations/${event.target.value}/settings`)}
        className="block w-full rounded-md border-0 bg-slate-800 py-2 pl-3 pr-8 text-sm font-medium text-white ring-1 ring-inset ring-slate-700 focus:ring-2 focus:ring-indigo-400"
      >
        {!known && <option value="">…</option>}
        {items.map((o) => (
          <option key={o._id} value={o._id}>
            {o.depth > 0 ? `${"— ".repeat(o.depth)}${o.name}` : o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
