"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCan } from "@/lib/members/hooks/use-me";

/** "Promote this app": the cross-promotion form with this app chosen, for callers who may create one for it. */
export function PromoteAppLink({ organizationId, appId }: { organizationId: string; appId: string }) {
  const t = useTranslations("crossPromotions");
  const can = useCan(organizationId, "house-campaign:create");
  if (!can.allowed) return null;
  return (
    <Link
      href={`/organizations/${organizationId}/cross-promotions/new?appId=${appId}`}
      className="inline-flex items-center rounded-md bg-white px-3.5 py-2 text-sm font-semibold text-indigo-700 shadow-sm ring-1 ring-inset ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {t("promote")}
    </Link>
  );
}
