"use client";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { LoadingSection } from "@/components/ui/loading-section";
import { useMe } from "@/lib/members/hooks/use-me";
import { useReviewedOrganization } from "@/lib/review/hooks/use-reviewed-organization";
import { OrganizationSearch } from "./organization-search";

const ChargeForm = dynamic(() => import("@/app/(console)/organizations/[organizationId]/balance/charge-form").then((m) => m.ChargeForm), {
  loading: LoadingSection,
});

/** Reviewers pick an organization by name (kept in the URL as ?organization=) and record a charge for it. */
export function ReviewCharges({ organizationId }: { organizationId: string }) {
  const t = useTranslations("review");
  const tc = useTranslations("common");
  const me = useMe(organizationId);
  const router = useRouter();
  const pathname = usePathname();
  const picked = useSearchParams().get("organization");
  const organization = useReviewedOrganization(picked);
  const pick = (id: string | null) => router.push(id ? `${pathname}?organization=${id}` : pathname);

  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader title={t("charges.title")} description={t("charges.subtitle")} />
      {!me.data?.reviewer ? (
        <Alert tone="info">{t("reviewersOnly")}</Alert>
      ) : picked ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">{t("charges.picked", { organization: organization.data?.name ?? "…" })}</p>
            <Button variant="secondary" size="sm" onClick={() => pick(null)}>
              {t("charges.change")}
            </Button>
          </div>
          {organization.data && <ChargeForm key={picked} organizationId={picked} organizationName={organization.data.name} />}
        </div>
      ) : (
        <OrganizationSearch onPick={pick} />
      )}
    </>
  );
}
