"use client";
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** Shows a freshly issued key once, with a copy button. Nothing keeps it after the dialog closes. */
export function RevealKeyDialog({ apiKey, onClose }: { apiKey: string; onClose: () => void }) {
  const t = useTranslations("members.key");
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("revealTitle")}
      footer={<Button onClick={onClose}>{t("stored")}</Button>}
    >
      <div className="space-y-4">
        <Alert tone="warning">{t("revealWarning")}</Alert>
        <Field label={t("revealLabel")}>
          <Input ref={input} readOnly value={apiKey} onFocus={(event) => event.currentTarget.select()} className="font-mono" spellCheck={false} />
        </Field>
        <CopyButton value={apiKey} label={t("revealLabel")} onFailed={() => input.current?.select()} />
      </div>
    </Dialog>
  );
}
