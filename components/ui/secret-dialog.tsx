"use client";
import { useRef, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
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
  closeLabel: string;
  valueClassName?: string;
  onClose: () => void;
};

/** A value shown once (a new API key, an invitation link) in a read-only field with a copy button. */
export function SecretDialog({ title, notice, noticeTone = "warning", label, value, closeLabel, valueClassName, onClose }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog open onClose={onClose} title={title} footer={<Button onClick={onClose}>{closeLabel}</Button>}>
      <div className="space-y-4">
        <Alert tone={noticeTone}>{notice}</Alert>
        <Field label={label}>
          <Input
            ref={input}
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            className={cn("font-mono", valueClassName)}
            spellCheck={false}
          />
        </Field>
        {/* When the clipboard refuses, the value is selected for a manual copy. */}
        <CopyButton value={value} label={label} onFailed={() => input.current?.select()} />
      </div>
    </Dialog>
  );
}
