"use client";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** Asks before a destructive or important action. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  danger,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  /** The button that closes without acting ("Cancel" by default; say "Keep …" when the action itself is a cancel). */
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
}) {
  const t = useTranslations("common");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel ?? t("cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} disabled={pending}>
            {confirmLabel ?? t("confirm")}
          </Button>
        </>
      }
    >
      {description && <div className="text-sm text-slate-700">{description}</div>}
    </Dialog>
  );
}
