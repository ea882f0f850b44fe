"use client";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";

type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `value` to the clipboard, says "Copied" on the button for a moment and announces it to screen readers.
 * `label` names what is copied for screen readers ("Copy SDK key") while the button shows only "Copy".
 * `onFailed` runs when the browser refuses (no permission, no secure context): select the text for the person.
 */
export function CopyButton({ value, label, onFailed }: { value: string; label?: string; onFailed?: () => void }) {
  const t = useTranslations("common");
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
      timer.current = setTimeout(() => setState("idle"), 2500);
    } catch {
      setState("failed");
      onFailed?.();
    }
  };

  return (
    <span className="inline-flex shrink-0 flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={copy}>
        {state === "copied" ? t("copied") : t("copy")}
        {label && <span className="sr-only"> {label}</span>}
      </Button>
      <span role="status" className={state === "failed" ? "text-xs text-red-700" : "sr-only"}>
        {state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : ""}
      </span>
    </span>
  );
}

/** A value to copy (an id, a key): monospace on one line, cut short with an ellipsis, the whole of it one click away. */
export function CopyableText({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <code className="min-w-0 flex-1 truncate font-mono text-xs text-slate-800" title={value}>
        {value}
      </code>
      <CopyButton value={value} label={label} />
    </span>
  );
}
