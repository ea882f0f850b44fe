"use client";
import { useTranslations } from "next-intl";
import { SecretDialog } from "@/components/ui/secret-dialog";

/** An invitation link for the inviter to pass on (copy link, or no mail server configured). */
export function InvitationLinkDialog({
  email,
  url,
  emailed,
  onClose,
}: {
  email: string;
  url: string;
  emailed: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("members.invitation");
  const common = useTranslations("common");
  return (
    <SecretDialog
      title={t("linkTitle", { email })}
      notice={emailed ? t("linkEmailed") : t("linkNotEmailed")}
      noticeTone={emailed ? "info" : "warning"}
      label={t("linkLabel")}
      value={url}
      closeLabel={common("close")}
      valueClassName="text-xs"
      onClose={onClose}
    />
  );
}
