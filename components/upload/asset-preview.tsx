"use client";
import { useTranslations } from "next-intl";
import type { Asset } from "@/lib/assets/schemas";
import { useAssetFormat } from "./use-asset-format";

/** A READY asset: the image (its thumbnail) or the video with its duration, and what was measured. */
export function AssetPreview({ asset }: { asset: Asset }) {
  const t = useTranslations("assets");
  const format = useAssetFormat();
  const result = asset.result;
  if (!result) return null;
  const name = asset.originalName ?? t("untitled");
  return (
    <figure className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex h-48 w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200 sm:w-72">
        {asset.kind === "VIDEO" ? (
          <video src={result.url} controls preload="metadata" className="max-h-full max-w-full" aria-label={t("preview", { name })} />
        ) : (
          // A plain img: stored files are served as they are (with long caching), not through the image optimizer.
          <img src={result.thumbnailUrl ?? result.url} alt={t("preview", { name })} className="max-h-full max-w-full object-contain" />
        )}
      </div>
      <figcaption className="min-w-0 space-y-1 text-sm text-slate-700">
        <p className="truncate font-medium text-slate-900" title={name}>
          {name}
        </p>
        <p>
          {t(`kind.${asset.kind}`)} · {result.mime} · {format.bytes(result.fileSize)}
        </p>
        <p>{format.dimensions(result.width, result.height)}</p>
        {result.durationSec !== undefined && <p>{format.duration(result.durationSec)}</p>}
        <p>
          <a href={result.url} target="_blank" rel="noreferrer" className="font-medium text-indigo-700 hover:underline">
            {t("library.open")}
          </a>
        </p>
      </figcaption>
    </figure>
  );
}
