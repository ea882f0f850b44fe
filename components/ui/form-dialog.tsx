"use client";
import { useId, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { Form } from "./form";

type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** The form's submit (react-hook-form's handleSubmit(…), or any handler). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What went wrong with the last submit, above the fields; field errors stay on their fields. */
  error?: string | null;
  submitLabel: string;
  /** The submit button's text while pending ("Saving…"). */
  pendingLabel: string;
  pending: boolean;
  /** The submit button is disabled (nothing changed yet); it always is while pending. */
  submitDisabled?: boolean;
  /** The button that closes without submitting: "Cancel" by default ("Close" when the dialog lists things too). */
  cancelLabel?: string;
  /** The fields. */
  children: ReactNode;
  /** Below the form, inside the dialog (a list of what was made before). */
  after?: ReactNode;
};

/**
 * A dialog holding one form: title and description, the error of the last submit, the fields, and a footer with
 * Cancel and the submit button (disabled and relabelled while pending).
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  error,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled,
  cancelLabel,
  children,
  after,
}: FormDialogProps) {
  const common = useTranslations("common");
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel ?? common("cancel")}
          </Button>
          <Button type="submit" form={formId} disabled={pending || submitDisabled}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        {children}
      </Form>
      {after}
    </Dialog>
  );
}
