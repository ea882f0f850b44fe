"use client";
import { useTranslations } from "next-intl";
import { BULK_ACTIONS, planChange, valueKind, type BulkAction } from "@/lib/campaigns/bulk-changes";
import type { CampaignListRow } from "@/lib/campaigns/list-rows";
import { BulkActionsBar, type BulkKind } from "./bulk-actions-bar";

/** The bulk bar of the campaigns list: pause, resume, end; budgets, daily budgets and end dates; countries. */
export function BulkCampaignActions({
  organizationId,
  selected,
  onClear,
}: {
  organizationId: string;
  selected: CampaignListRow[];
  onClear: () => void;
}) {
  const t = useTranslations("campaignsBulk");
  const kind: BulkKind<CampaignListRow, BulkAction> = {
    actions: BULK_ACTIONS,
    valueKind,
    valueOptional: (action) => action === "dailyBudgetSet" || action === "endDateSet",
    plan: planChange,
    wentToReview: (campaign, result) =>
      typeof result === "object" &&
      result !== null &&
      "status" in result &&
      result.status === "CAMPAIGN_STATUS_PENDING" &&
      campaign.status !== "CAMPAIGN_STATUS_PENDING",
    selectedText: (count) => t("selected", { count }),
    actionText: (action) => t(`actions.${action}`),
    hintText: (action) => (t.has(`hints.${action}`) ? t(`hints.${action}`) : undefined),
    label: t("barLabel"),
  };
  return <BulkActionsBar organizationId={organizationId} selected={selected} kind={kind} onClear={onClear} />;
}
