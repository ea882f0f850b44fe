"use client";
import { useId, useState, type DragEvent } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

const ACCEPT = "image/jpeg,image/png,image/webp,video/mp4,video/quicktime,.jpg,.jpeg,.png,.webp,.mp4,.mov";

/**
 * A file input inside a drop target. The input stays in the tab order (visually hidden), so the picker opens
 * from the keyboard as well; dropping more than one file is reported, not silently trimmed.
 */
export function DropZone({
  onFiles,
  disabled,
  disabledReason,
  hint,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  disabledReason?: string;
  hint: string;
}) {
  const t = useTranslations("assets.upload");
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      title={disabled ? disabledReason : undefined}
      className={cn(
        "relative flex flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors",
        "focus-within:border-indigo-600 focus-within:ring-2 focus-within:ring-indigo-200",
        over ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-slate-50",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-8 w-8 text-slate-400" fill="none" stroke="currentColor" strokeWidth={1.5}>
        <path strokeLinecap="round" strokeLinejoin="round" d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
      </svg>
      <p className="text-sm text-slate-700">
        {over ? (
          t("dropHere")
        ) : (
          <>
            {t("dropPrompt")}{" "}
            <label htmlFor={id} className={cn("font-semibold text-indigo-700", disabled ? "" : "cursor-pointer hover:underline")}>
              {t("choose")}
            </label>
          </>
        )}
      </p>
      <p id={`${id}-hint`} className="max-w-md text-xs text-slate-500">
        {disabled && disabledReason ? disabledReason : hint}
      </p>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
