"use client";
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** An invitation link for the inviter to pass on (copy link, or no mail server configured). */
export function InvitationLinkDialog({ email, url, emailed, onClose }: { email: string; url: string; emailed: boolean; onClose: () => void }) {
  const t = useTranslations("members.invitation");
  const common = useTranslations("common");
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog open onClose={onClose} title={t("linkTitle", { email })} footer={<Button onClick={onClose}>{common("close")}</Button>}>
      <div className="space-y-4">
        <Alert tone={emailed ? "info" : "warning"}>{emailed ? t("linkEmailed") : t("linkNotEmailed")}</Alert>
        <Field label={t("linkLabel")}>
          <Input ref={input} readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" spellCheck={false} />
        </Field>
        <CopyButton value={url} label={t("linkLabel")} onFailed={() => input.current?.select()} />
      </div>
    </Dialog>
  );
}
