"use client";
import { useEffect, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { rejectBody } from "@/lib/apps/schemas";

const reasonForm = rejectBody.pick({ reason: true });
type Values = z.input<typeof reasonForm>;

/**
 * A reviewer's reject: the reason is required, by the same rule as the route's body (operation 8's `reason`,
 * which campaign status changes share). Campaigns pass their own title and hint.
 */
export function RejectDialog({
  open,
  onClose,
  onReject,
  appName = "",
  platformLabel = "",
  title,
  hint,
  consequence,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
  appName?: string;
  platformLabel?: string;
  title?: string;
  hint?: string;
  /** What rejecting does (who sees what, what stops), shown above the reason. */
  consequence?: ReactNode;
  pending: boolean;
}) {
  const t = useTranslations("apps");
  const tc = useTranslations("common");
  const form = useForm<Values, unknown, z.output<typeof reasonForm>>({ resolver: zodResolver(reasonForm), defaultValues: { reason: "" } });
  useEffect(() => {
    if (open) form.reset({ reason: "" });
  }, [open, form]);
  const onSubmit = form.handleSubmit(async ({ reason }) => onReject(reason));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? t("reject.title", { app: appName, platform: platformLabel })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc("cancel")}
          </Button>
          <Button variant="danger" type="submit" form="reject-form" disabled={pending}>
            {t("reject.submit")}
          </Button>
        </>
      }
    >
      {consequence && <div className="mb-4 text-sm text-slate-700">{consequence}</div>}
      <Form id="reject-form" onSubmit={onSubmit}>
        <Field label={t("reject.reason")} hint={hint ?? t("reject.reasonHint")} error={form.formState.errors.reason?.message}>
          <Textarea rows={4} autoFocus {...form.register("reason")} />
        </Field>
      </Form>
    </Dialog>
  );
}
