"use client";
import { useFormatter, useTranslations } from "next-intl";

/** Sizes in binary units (the limits are 1 MiB and 50 MiB), dimensions and durations, in the user's locale. */
export function useAssetFormat() {
  const format = useFormatter();
  const t = useTranslations("assets");
  return {
    bytes(bytes: number): string {
      if (bytes < 1024) return t("units.bytes", { value: format.number(bytes) });
      if (bytes < 1024 * 1024) return t("units.kib", { value: format.number(bytes / 1024, { maximumFractionDigits: 1 }) });
      return t("units.mib", { value: format.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) });
    },
    dimensions: (width: number, height: number) => t("dimensions", { width: format.number(width), height: format.number(height) }),
    duration: (seconds: number) => t("duration", { seconds: format.number(seconds, { maximumFractionDigits: 1 }) }),
  };
}
