"use client";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { ProblemPage } from "@/components/console/problem-page";
import { buttonStyle } from "@/components/ui/button-style";

// Inside the organization's shell, so the navigation is still there.
export default function OrganizationNotFound() {
  const t = useTranslations("shell");
  const { organizationId } = useParams<{ organizationId: string }>();
  return (
    <ProblemPage code="404" title={t("notFound.title")} body={t("notFound.body")}>
      <Link href={`/organizations/${organizationId}/dashboard`} className={buttonStyle()}>
        {t("notFound.backToDashboard")}
      </Link>
      <Link href="/organizations" className={buttonStyle({ variant: "secondary" })}>
        {t("backToOrganizations")}
      </Link>
    </ProblemPage>
  );
}
