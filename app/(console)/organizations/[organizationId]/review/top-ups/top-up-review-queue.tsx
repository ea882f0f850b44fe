"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { TopUpTable } from "@/components/top-ups/top-up-table";
import { useMe } from "@/lib/members/hooks/use-me";
import { useTopUpQueue } from "@/lib/top-ups/hooks/use-top-ups";

/** Reviewers' queue of top-ups waiting for their bank transfer, every organization's, oldest first. */
export function TopUpReviewQueue({ organizationId }: { organizationId: string }) {
  const t = useTranslations("balance.topUp");
  const tc = useTranslations("common");
  const me = useMe(organizationId);
  const reviewer = !!me.data?.reviewer;
  const query = useTopUpQueue(reviewer);
  // Every request carries the server's one top-up account: the first says whether it is the demonstration one.
  const demo = query.data?.pages[0]?.items[0]?.bankTransfer;
  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader title={t("review.title")} description={t("review.subtitle")} />
      {!reviewer ? (
        <Alert tone="info">{t("review.reviewersOnly")}</Alert>
      ) : (
        <div className="space-y-4">
          {demo?.demo && <Alert tone="warning">{t("demoAccountReview", { bank: demo.bankName, account: demo.accountNumber })}</Alert>}
          <TopUpTable query={query} mode="review" caption={t("review.title")} empty={t("review.empty")} canConfirm canCancel />
        </div>
      )}
    </>
  );
}
