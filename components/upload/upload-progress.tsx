"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { UploadProgress as Progress } from "@/lib/assets/upload-client";
import { useAssetFormat } from "./use-asset-format";

export function UploadProgress({ name, progress, onCancel }: { name: string; progress: Progress; onCancel: () => void }) {
  const t = useTranslations("assets.upload");
  const format = useAssetFormat();
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-4 text-sm">
        <p className="min-w-0 truncate font-medium text-slate-800">{t("uploading", { name })}</p>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={t("progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("progress", { percent, total: format.bytes(progress.total) })}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-150" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-500" aria-hidden>
        {t("progress", { percent, total: format.bytes(progress.total) })}
      </p>
    </div>
  );
}
