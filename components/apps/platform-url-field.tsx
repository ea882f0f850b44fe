"use client";
import { get, type FieldErrors, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PLATFORM_URL_FIELD, platformUrlPath, type AppPlatform } from "@/lib/apps/platforms";

/** The store URL (reviewUrl for H5) input of one platform, shared by the register and the edit forms. */
export function PlatformUrlField({
  platform,
  registration,
  errors,
}: {
  platform: AppPlatform;
  registration: UseFormRegisterReturn;
  errors: FieldErrors;
}) {
  const t = useTranslations("apps");
  const tc = useTranslations("common");
  const error = get(errors, platformUrlPath(platform)) as { message?: string } | undefined;
  const label =
    PLATFORM_URL_FIELD[platform] === "reviewUrl" ? t("form.reviewUrl") : t("form.storeUrl", { platform: t(`platforms.${platform}`) });
  return (
    <Field label={label} hint={t("form.urlHint")} optionalLabel={tc("optional")} error={error?.message}>
      <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" {...registration} />
    </Field>
  );
}

/** Empty inputs mean "not set": the schema refuses "" as a URL. */
export const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
