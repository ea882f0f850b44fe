"use client";
import { useTranslations } from "next-intl";
import { TopUpTable } from "@/components/top-ups/top-up-table";
import { useTopUps } from "@/lib/top-ups/hooks/use-top-ups";

/** The organization's requests and their state; reviewers confirm or cancel open ones, members cancel theirs. */
export function TopUpList({ organizationId, canCancel, reviewer }: { organizationId: string; canCancel: boolean; reviewer: boolean }) {
  const t = useTranslations("balance.topUp");
  const query = useTopUps(organizationId);
  return (
    <TopUpTable query={query} mode="organization" caption={t("listTitle")} empty={t("empty")} canConfirm={reviewer} canCancel={canCancel} />
  );
}
