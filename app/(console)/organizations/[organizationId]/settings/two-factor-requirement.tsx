"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QueryState } from "@/components/ui/query-state";
import { useMemberAuthority } from "@/lib/members/hooks/use-member-authority";
import { useSetTwoFactorRequirement, useTwoFactorRequirement } from "@/lib/organizations/hooks/use-two-factor-requirement";

/** Whether members must sign in with two-factor; only an Owner changes it. */
export function TwoFactorRequirement({ organizationId }: { organizationId: string }) {
  const t = useTranslations("settings.twoFactor");
  const query = useTwoFactorRequirement(organizationId);
  const change = useSetTwoFactorRequirement(organizationId);
  const { actor, ready } = useMemberAuthority(organizationId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const required = !!query.data?.requireTwoFactor;
  const save = async () => {
    setError(null);
    try {
      await change.mutateAsync(!required);
    } catch (e) {
      setError((e as Error).message);
    }
    setConfirming(false);
  };
  return (
    <Card
      title={t("title")}
      description={t("description")}
      actions={query.data && <Badge tone={required ? "green" : "gray"}>{t(required ? "required" : "notRequired")}</Badge>}
    >
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        <div className="space-y-3 text-sm">
          {error && <Alert tone="error">{error}</Alert>}
          <p className="text-slate-600">{t(required ? "requiredHint" : "notRequiredHint")}</p>
          <Button
            variant={required ? "secondary" : "primary"}
            size="sm"
            onClick={() => setConfirming(true)}
            disabled={!ready || !actor.isOwner || change.isPending}
            disabledReason={ready && !actor.isOwner ? t("ownerOnly") : undefined}
          >
            {t(required ? "stopRequiring" : "require")}
          </Button>
        </div>
      </QueryState>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={save}
        title={t(required ? "stopRequiring" : "require")}
        description={t(required ? "stopDescription" : "requireDescription")}
        confirmLabel={t(required ? "stopRequiring" : "require")}
        danger={required}
        pending={change.isPending}
      />
    </Card>
  );
}
