"use client";
import { useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";

type Props = {
  title: string;
  /** What the reader must know about the value (shown once, sent by mail, ...). */
  notice: ReactNode;
  noticeTone?: "info" | "warning";
  label: string;
  value: string;
  /** Said when the clipboard refuses: the value is selected instead for a manual copy. */
  copyFailed: string;
  closeLabel: string;
  valueClassName?: string;
  onClose: () => void;
};

/** A value shown once (a new API key, an invitation link) in a read-only field with a copy button. */
export function SecretDialog({ title, notice, noticeTone = "warning", label, value, copyFailed, closeLabel, valueClassName, onClose }: Props) {
  const common = useTranslations("common");
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy("copied");
    } catch {
      input.current?.select();
      setCopy("failed");
    }
  };

  return (
    <Dialog open onClose={onClose} title={title} footer={<Button onClick={onClose}>{closeLabel}</Button>}>
      <div className="space-y-4">
        <Alert tone={noticeTone}>{notice}</Alert>
        <Field label={label}>
          <Input ref={input} readOnly value={value} onFocus={(event) => event.currentTarget.select()} className={cn("font-mono", valueClassName)} spellCheck={false} />
        </Field>
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={copyValue}>
            {copy === "copied" ? common("copied") : common("copy")}
          </Button>
          <span role="status" className="text-xs text-slate-600">
            {copy === "copied" ? common("copied") : copy === "failed" ? copyFailed : ""}
          </span>
        </div>
      </div>
    </Dialog>
  );
}
