"use client";
import { useTranslations } from "next-intl";
import { Select } from "@/components/ui/input";
import { ASSET_KINDS, ASSET_STATUSES } from "@/lib/assets/media-types";
import type { AssetFilters } from "@/lib/assets/query-keys";
import { isOneOf } from "@/lib/one-of";

export function LibraryFilters({ value, onChange }: { value: AssetFilters; onChange: (filters: AssetFilters) => void }) {
  const t = useTranslations("assets");
  return (
    <div className="flex gap-3">
      <label className="text-sm text-slate-700">
        <span className="mb-1 block font-medium">{t("library.filterStatus")}</span>
        <Select
          value={value.status ?? ""}
          onChange={(e) => onChange({ ...value, status: isOneOf(ASSET_STATUSES, e.target.value) ? e.target.value : undefined })}
        >
          <option value="">{t("library.all")}</option>
          {ASSET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </Select>
      </label>
      <label className="text-sm text-slate-700">
        <span className="mb-1 block font-medium">{t("library.filterKind")}</span>
        <Select
          value={value.kind ?? ""}
          onChange={(e) => onChange({ ...value, kind: isOneOf(ASSET_KINDS, e.target.value) ? e.target.value : undefined })}
        >
          <option value="">{t("library.all")}</option>
          {ASSET_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}
