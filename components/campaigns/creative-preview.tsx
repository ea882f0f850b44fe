"use client";
import { useState } from "react";
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
  // A hosted creative's address may be wrong or gone: say so instead of the browser's broken-image icon.
  const [failed, setFailed] = useState(false);
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
        {failed ? (
          <p className="px-3 text-center text-xs text-slate-600">{t("creative.unavailable")}</p>
        ) : creative.video ? (
          <video
            src={media.url}
            controls={size === "md"}
            muted
            preload="metadata"
            className="max-h-full max-w-full"
            aria-label={label}
            onError={() => setFailed(true)}
          />
        ) : (
          // A plain img: creatives may be hosted anywhere, so they do not go through the image optimizer.
          <img
            src={media.url}
            alt={label}
            loading="lazy"
            className="max-h-full max-w-full object-contain"
            onError={() => setFailed(true)}
            // An image that failed before the page was interactive fired its error event to no one.
            ref={(node) => {
              if (node?.complete && node.naturalWidth === 0) setFailed(true);
            }}
          />
        )}
      </div>
      <figcaption className="text-xs text-slate-500">
        {t(creative.video ? "creative.video" : "creative.image")} · {format.dimensions(media.width, media.height)}
        {media.durationSec !== undefined && ` · ${format.duration(media.durationSec)}`}
      </figcaption>
    </figure>
  );
}
