"use client";
import { useController, type Control, type FieldErrors } from "react-hook-form";
import { useTranslations } from "next-intl";
import { TagsField } from "@/components/apps/tags-field";
import { CheckboxGroup } from "@/components/campaigns/checkbox-group";
import { CodePicker } from "@/components/campaigns/code-picker";
import { APP_PLATFORMS, type AppPlatform } from "@/lib/apps/platforms";
import { COUNTRY_CODES, DEVICE_TYPES, LANGUAGE_CODES } from "@/lib/campaigns/targeting-values";

type DeviceType = (typeof DEVICE_TYPES)[number];

/** The part of the create and edit forms that both share. */
export type TargetingValues = {
  targeting: { platforms: AppPlatform[]; devices: DeviceType[]; tags: string[]; locations: string[]; languages: string[] };
  btags: string[];
};

/** An array's own error, or the first of its items' (`targeting.locations.1`: a repeated or unknown value). */
function listError(error: unknown): string | undefined {
  if (!error) return undefined;
  const own = (error as { message?: string }).message;
  if (own) return own;
  const items = Array.isArray(error) ? error : Object.values(error as object);
  return items.find((item) => item && typeof item === "object" && "message" in item)?.message;
}

/** Where the campaign may serve: platforms, devices, countries and languages by name, inventory tags and blocked tags. */
export function TargetingFields({ control, errors }: { control: Control<TargetingValues>; errors: FieldErrors<TargetingValues> }) {
  const t = useTranslations("campaigns");
  const ta = useTranslations("apps");
  const platforms = useController({ control, name: "targeting.platforms" });
  const devices = useController({ control, name: "targeting.devices" });
  const locations = useController({ control, name: "targeting.locations" });
  const languages = useController({ control, name: "targeting.languages" });
  const tags = useController({ control, name: "targeting.tags" });
  const btags = useController({ control, name: "btags" });
  const e = errors.targeting;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <CheckboxGroup
          label={t("targeting.platforms")}
          hint={t("targeting.platformsHint")}
          options={APP_PLATFORMS.map((value) => ({ value, label: ta(`platforms.${value}`) }))}
          value={platforms.field.value}
          onChange={platforms.field.onChange}
          error={listError(e?.platforms)}
        />
        <CheckboxGroup
          label={t("targeting.devices")}
          hint={t("targeting.devicesHint")}
          options={DEVICE_TYPES.map((value) => ({ value, label: t(`devices.${value}`) }))}
          value={devices.field.value}
          onChange={devices.field.onChange}
          error={listError(e?.devices)}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <CodePicker
          kind="region"
          codes={COUNTRY_CODES}
          value={locations.field.value}
          onChange={locations.field.onChange}
          label={t("targeting.locations")}
          hint={t("targeting.locationsHint")}
          emptyLabel={t("targeting.everywhere")}
          error={listError(e?.locations)}
        />
        <CodePicker
          kind="language"
          codes={LANGUAGE_CODES}
          value={languages.field.value}
          onChange={languages.field.onChange}
          label={t("targeting.languages")}
          hint={t("targeting.languagesHint")}
          emptyLabel={t("targeting.allLanguages")}
          error={listError(e?.languages)}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TagsField
          field={tags.field}
          error={e?.tags}
          label={t("targeting.tags")}
          hint={t("targeting.tagsHint")}
          placeholder={t("targeting.tagsPlaceholder")}
        />
        <TagsField
          field={btags.field}
          error={errors.btags}
          label={t("targeting.btags")}
          hint={t("targeting.btagsHint")}
          placeholder={t("targeting.btagsPlaceholder")}
        />
      </div>
    </div>
  );
}
