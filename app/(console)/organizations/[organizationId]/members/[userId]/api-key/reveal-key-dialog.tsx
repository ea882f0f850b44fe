"use client";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** Shows a freshly issued key once, with a copy button. Nothing keeps it after the dialog closes. */
export function RevealKeyDialog({ apiKey, onClose }: { apiKey: string; onClose: () => void }) {
  const t = useTranslations("members.key");
  const common = useTranslations("common");
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopy("copied");
    } catch {
      input.current?.select();
      setCopy("failed");
    }
  };

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
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={copyKey}>
            {copy === "copied" ? common("copied") : common("copy")}
          </Button>
          <span role="status" className="text-xs text-slate-600">
            {copy === "copied" ? common("copied") : copy === "failed" ? t("copyFailed") : ""}
          </span>
        </div>
      </div>
    </Dialog>
  );
}
