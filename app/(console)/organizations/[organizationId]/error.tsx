"use client";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { ErrorView } from "@/components/console/error-view";
import { buttonStyle } from "@/components/ui/button-style";

// Inside the organization's shell: the navigation stays, so the way back is one click.
export default function OrganizationError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("shell");
  const { organizationId } = useParams<{ organizationId: string }>();
  return (
    <ErrorView error={error} reset={reset}>
      <Link href={`/organizations/${organizationId}/dashboard`} className={buttonStyle({ variant: "secondary" })}>
        {t("notFound.backToDashboard")}
      </Link>
    </ErrorView>
  );
}
