"use client";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { useAssetFormat } from "@/components/upload/use-asset-format";

type Media = { url: string; width: number; height: number; mime: string; durationSec?: number };

/** A campaign creative as the API answers it: the image or the playable video, and its measurements. */
export function CreativePreview({
  creative,
  label,
  size = "md",
}: {
  creative: { image?: Media; video?: Media };
  /** What the preview shows, for screen readers ("Creative 1 of Spring sale"). */
  label: string;
  size?: "sm" | "md";
}) {
  const t = useTranslations("campaigns");
  const format = useAssetFormat();
  const media = creative.video ?? creative.image;
  if (!media) return null;
  return (
    <figure className="space-y-1">
      <div
        className={cn(
          "flex items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200",
          size === "sm" ? "h-20 w-32" : "h-36 w-full sm:w-56",
        )}
      >
        {creative.video ? (
          <video src={media.url} controls={size === "md"} muted preload="metadata" className="max-h-full max-w-full" aria-label={label} />
        ) : (
          // A plain img: creatives may be hosted anywhere, so they do not go through the image optimizer.
          <img src={media.url} alt={label} loading="lazy" className="max-h-full max-w-full object-contain" />
        )}
      </div>
      <figcaption className="text-xs text-slate-500">
        {t(creative.video ? "creative.video" : "creative.image")} · {format.dimensions(media.width, media.height)}
        {media.durationSec !== undefined && ` · ${format.duration(media.durationSec)}`}
      </figcaption>
    </figure>
  );
}
