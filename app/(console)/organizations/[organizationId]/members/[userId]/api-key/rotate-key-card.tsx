"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRotateApiKey } from "@/lib/members/hooks/use-rotate-api-key";
import type { Member } from "@/lib/members/member-schema";
import { RevealKeyDialog } from "./reveal-key-dialog";

export function RotateKeyCard({
  organizationId,
  member,
  disabledReason,
}: {
  organizationId: string;
  member: Member;
  disabledReason?: string;
}) {
  const t = useTranslations("members.key");
  const format = useFormatter();
  const rotate = useRotateApiKey(organizationId, member._id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const doRotate = async () => {
    setError(null);
    try {
      await rotate.mutateAsync();
    } catch (e) {
      setError((e as Error).message);
    }
    setConfirming(false);
  };

  return (
    <Card title={t("current")} className="self-start">
      {member.keyPrefix ? (
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-slate-500">{t("prefix")}</dt>
            <dd className="font-mono text-slate-900" data-testid="key-prefix">
              {member.keyPrefix}…
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("lastUsed")}</dt>
            <dd>{member.keyLastUsedAt ? format.dateTime(new Date(member.keyLastUsedAt), "short") : t("neverUsed")}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{t("noKey")}</p>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <Button
        className="mt-4 w-full"
        variant={member.keyPrefix ? "danger" : "primary"}
        disabledReason={disabledReason}
        onClick={() => setConfirming(true)}
      >
        {member.keyPrefix ? t("rotate") : t("issue")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={doRotate}
        title={member.keyPrefix ? t("rotateConfirmTitle") : t("issueConfirmTitle")}
        description={member.keyPrefix ? t("rotateConfirm") : t("issueConfirm")}
        confirmLabel={rotate.isPending ? t("rotating") : member.keyPrefix ? t("rotate") : t("issue")}
        danger={!!member.keyPrefix}
        pending={rotate.isPending}
      />
      {/* The key lives only in the mutation's result until this dialog closes; reset() drops it. */}
      {rotate.data && <RevealKeyDialog apiKey={rotate.data.apiKey} onClose={() => rotate.reset()} />}
    </Card>
  );
}
