"use client";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { AssetLibraryPicker } from "@/components/campaigns/asset-library-picker";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { AssetPreview } from "@/components/upload/asset-preview";
import { AssetUploadWidget } from "@/components/upload/asset-upload-widget";
import { useAsset } from "@/lib/assets/hooks/use-asset";
import type { Asset } from "@/lib/assets/schemas";
import { toNumber } from "@/app/(console)/organizations/[organizationId]/campaigns/to-number";
import type { CreateCampaignValues } from "./campaign-form-values";

type Source = "upload" | "library" | "url";
const SOURCES: Source[] = ["upload", "library", "url"];

/**
 * One creative of an ad: an image or video uploaded here (usable once READY), one picked from the asset
 * library, or an image hosted elsewhere. The form holds exactly what the API takes for it.
 */
export function CreativeField({
  organizationId,
  adIndex,
  index,
  onRemove,
  canRemove,
}: {
  organizationId: string;
  adIndex: number;
  index: number;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const t = useTranslations("campaigns");
  const form = useFormContext<CreateCampaignValues>();
  const path = `ads.${adIndex}.creatives.${index}` as const;
  const { field, fieldState } = useController({ control: form.control, name: path });
  const value = field.value ?? {};
  const assetId = value.image?.assetId ?? value.video?.assetId;
  const [source, setSource] = useState<Source>(value.image?.url !== undefined ? "url" : "upload");
  const [picking, setPicking] = useState(false);
  const errors = form.formState.errors.ads?.[adIndex]?.creatives?.[index];
  const hosted = errors?.image;

  const takeAsset = (asset: Asset) => {
    field.onChange(asset.kind === "VIDEO" ? { video: { assetId: asset.assetId } } : { image: { assetId: asset.assetId } });
    form.clearErrors(path);
  };
  const choose = (next: Source) => {
    setSource(next);
    field.onChange(next === "url" ? { image: { url: "", width: undefined, height: undefined, mime: "" } } : {});
  };
  // The creative's own message ("must have exactly one of image or video") reads better as what to do.
  const ownError = fieldState.error?.message ?? (errors as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <div
      role="group"
      aria-label={t("creative.groupLabel", { number: index + 1, ad: adIndex + 1 })}
      className="space-y-3 rounded-md p-3 ring-1 ring-inset ring-slate-200"
      data-testid={`creative-${adIndex}-${index}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-medium text-slate-800">{t("creative.title", { number: index + 1 })}</h4>
        {canRemove && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onRemove}
            aria-label={t("creative.removeLabel", { number: index + 1, ad: adIndex + 1 })}
          >
            {t("creative.remove")}
          </Button>
        )}
      </div>

      {assetId ? (
        <ChosenAsset organizationId={organizationId} assetId={assetId} onChange={() => field.onChange({})} />
      ) : (
        <>
          <div role="radiogroup" aria-label={t("creative.source")} className="flex flex-wrap gap-1 rounded-md bg-slate-100 p-1">
            {SOURCES.map((s) => (
              <button
                key={s}
                type="button"
                role="radio"
                aria-checked={source === s}
                onClick={() => choose(s)}
                className={cn(
                  "rounded px-3 py-1.5 text-xs font-medium",
                  source === s ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                )}
              >
                {t(`creative.sources.${s}`)}
              </button>
            ))}
          </div>
          {source === "upload" && <AssetUploadWidget organizationId={organizationId} defaultProductType={2} onReady={takeAsset} />}
          {source === "library" && (
            <>
              <Button variant="secondary" onClick={() => setPicking(true)}>
                {t("creative.openLibrary")}
              </Button>
              <AssetLibraryPicker
                organizationId={organizationId}
                open={picking}
                onClose={() => setPicking(false)}
                onPick={(asset) => {
                  setPicking(false);
                  takeAsset(asset);
                }}
              />
            </>
          )}
          {source === "url" && (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Field label={t("creative.url")} hint={t("creative.urlHint")} error={hosted?.url?.message}>
                  <Input type="url" placeholder="https://cdn.example.com/banner.png" {...form.register(`${path}.image.url`)} />
                </Field>
              </div>
              <Field label={t("creative.width")} error={hosted?.width?.message}>
                <Input
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  {...form.register(`${path}.image.width`, { setValueAs: toNumber })}
                />
              </Field>
              <Field label={t("creative.height")} error={hosted?.height?.message}>
                <Input
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  {...form.register(`${path}.image.height`, { setValueAs: toNumber })}
                />
              </Field>
              <Field label={t("creative.mime")} hint={t("creative.mimeHint")} error={hosted?.mime?.message}>
                <Input placeholder="image/png" maxLength={20} {...form.register(`${path}.image.mime`)} />
              </Field>
            </div>
          )}
        </>
      )}
      {ownError && !hosted && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {assetId ? ownError : t("creative.missing")}
        </p>
      )}
    </div>
  );
}

function ChosenAsset({ organizationId, assetId, onChange }: { organizationId: string; assetId: string; onChange: () => void }) {
  const t = useTranslations("campaigns");
  const tc = useTranslations("common");
  const asset = useAsset(organizationId, assetId);
  return (
    <div className="space-y-2">
      {asset.data ? <AssetPreview asset={asset.data} /> : <Spinner label={tc("loading")} />}
      <Button size="sm" variant="secondary" onClick={onChange}>
        {t("creative.change")}
      </Button>
    </div>
  );
}
