"use client";
import { useTranslations } from "next-intl";
import { AD_BULK_ACTIONS, adValueKind, planAdChange, type AdBulkAction } from "@/lib/campaigns/bulk-ad-changes";
import type { Campaign } from "@/lib/campaigns/schemas";
import { BulkActionsBar, type BulkKind } from "./bulk-actions-bar";

type Ad = Campaign["ads"][number];

/** The bulk bar of a campaign's ads: pause or resume them, set their CPM or change it by a percentage. */
export function BulkAdActions({ campaign, selected, onClear }: { campaign: Campaign; selected: Ad[]; onClear: () => void }) {
  const t = useTranslations("campaignsBulk");
  const kind: BulkKind<Ad, AdBulkAction> = {
    actions: AD_BULK_ACTIONS,
    valueKind: adValueKind,
    plan: (ad, action, value) => planAdChange(campaign._id, ad, action, value),
    wentToReview: (ad, result) => {
      const after = (result as Partial<Campaign>).ads?.find((other) => other._id === ad._id);
      return after?.review.status === "PENDING" && ad.review.status !== "PENDING";
    },
    selectedText: (count) => t("adsSelected", { count }),
    actionText: (action) => t(`adActions.${action}`),
    hintText: (action) => (t.has(`hints.${action}`) ? t(`hints.${action}`) : undefined),
    label: t("adBarLabel"),
  };
  return <BulkActionsBar organizationId={campaign.advertiser} selected={selected} kind={kind} onClear={onClear} />;
}
