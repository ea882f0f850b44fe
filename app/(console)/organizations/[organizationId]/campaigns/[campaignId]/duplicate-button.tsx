"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api/client";
import { useDuplicateCampaign } from "@/lib/campaigns/hooks/use-duplicate-campaign";
import type { Campaign } from "@/lib/campaigns/schemas";
import { useCan } from "@/lib/members/hooks/use-me";
import { useCampaignErrorText } from "@/app/(console)/organizations/[organizationId]/campaigns/use-campaign-error-text";

/** Copies a regular campaign (a new draft, to change before it is submitted) and opens the copy. */
export function DuplicateButton({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.detail");
  const router = useRouter();
  const canCreate = useCan(campaign.advertiser, "campaign:create");
  const duplicate = useDuplicateCampaign(campaign.advertiser, campaign._id);
  const errorText = useCampaignErrorText();
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setError(null);
    try {
      const copy = await duplicate.mutateAsync();
      router.push(`/organizations/${campaign.advertiser}/campaigns/${copy._id}`);
    } catch (e) {
      setError(e instanceof ApiClientError ? errorText(e) : (e as Error).message);
    }
  }

  return (
    <>
      <Button variant="secondary" title={t("duplicateHint")} disabledReason={canCreate.reason} disabled={duplicate.isPending} onClick={run}>
        {duplicate.isPending ? t("duplicating") : t("duplicate")}
      </Button>
      {error && (
        <div className="w-full">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </>
  );
}
