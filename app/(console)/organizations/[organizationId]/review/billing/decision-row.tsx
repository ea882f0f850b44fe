"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** One waiting item's decision: a text (the approval number, or the reason) and the two buttons. */
export function DecisionControls({
  label,
  placeholder,
  acceptLabel,
  needsTextToAccept,
  pending,
  onAccept,
  onReject,
}: {
  label: string;
  placeholder: string;
  acceptLabel: string;
  needsTextToAccept: boolean;
  pending: boolean;
  onAccept: (text: string) => void;
  onReject: (reason: string) => void;
}) {
  const t = useTranslations("billing.review");
  const [text, setText] = useState("");
  return (
    <Form className="flex flex-wrap items-center gap-2">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="w-full sm:w-64"
      />
      <Button size="sm" onClick={() => onAccept(text.trim())} disabled={pending || (needsTextToAccept && !text.trim())}>
        {acceptLabel}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onReject(text.trim())}
        disabled={pending || !text.trim()}
        disabledReason={text.trim() ? undefined : t("reasonFirst")}
      >
        {t("reject")}
      </Button>
    </Form>
  );
}
