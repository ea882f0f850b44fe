"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { SecretDialog } from "@/components/ui/secret-dialog";
import { Spinner } from "@/components/ui/spinner";
import type { ResetLink } from "@/lib/instance/schemas";
import { useMe } from "@/lib/members/hooks/use-me";
import { InstanceAuditLog } from "./instance-audit-log";
import { InstanceUsers } from "./instance-users";
import { WaitingSignUps } from "./waiting-sign-ups";

export type Notice = { tone: "success" | "error"; text: string } | null;

/** The instance's administrator: reviewer rights, waiting sign-ups and reset links, without stopping the server. */
export function InstanceView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("instance");
  const tc = useTranslations("common");
  const me = useMe(organizationId);
  const [notice, setNotice] = useState<Notice>(null);
  const [link, setLink] = useState<ResetLink | null>(null);

  if (me.isPending) return <Spinner label={tc("loading")} />;
  const admin = !!me.data?.instanceAdmin;
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} />
      {!admin ? (
        <Alert tone="info">{t("administratorOnly")}</Alert>
      ) : (
        <div className="space-y-6">
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <WaitingSignUps onNotice={setNotice} />
          <InstanceUsers selfId={me.data!.userId} onNotice={setNotice} onResetLink={setLink} />
          <InstanceAuditLog />
        </div>
      )}
      {link && (
        <SecretDialog
          title={t("resetDialog.title", { email: link.email })}
          notice={t("resetDialog.notice")}
          noticeTone="info"
          label={t("resetDialog.label")}
          value={link.link}
          closeLabel={t("resetDialog.close")}
          onClose={() => setLink(null)}
        />
      )}
    </>
  );
}
