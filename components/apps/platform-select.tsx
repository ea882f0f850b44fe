"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { APP_PLATFORMS, type AppPlatform } from "@/lib/apps/platforms";

/** A platform filter: one of `platforms`, or none ("any"). */
export function PlatformSelect({
  label,
  anyLabel,
  value,
  onChange,
  platforms = APP_PLATFORMS,
}: {
  label: string;
  anyLabel: string;
  value: AppPlatform | undefined;
  onChange: (platform: AppPlatform | undefined) => void;
  platforms?: readonly string[];
}) {
  const t = useTranslations("apps");
  return (
    <Field label={label}>
      <Select value={value ?? ""} onChange={(e) => onChange((e.target.value || undefined) as AppPlatform | undefined)}>
        <option value="">{anyLabel}</option>
        {platforms.map((platform) => (
          <option key={platform} value={platform}>
            {t(`platforms.${platform}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
