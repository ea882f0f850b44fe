"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { useAssetFormat } from "@/components/upload/use-asset-format";

type Media = { url: string; width: number; height: number; mime: string; durationSec?: number };

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A campaign creative as the API answers it: the image or the playable video, and its measurements. */
export function CreativePreview({
  creative,
  label,
  size = "md",
}: {
  creative: {
    image?: Media;
    video?: Media;
    thumbnail?: { url: string; width: number; height: number };
    assetId?: string;
    sourceUrl?: string;
    snapshotError?: { reason: string };
  };
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
  // A hosted image shows once its copy is stored here (the page loads only its own origin's files): until then,
  // or if copying failed, say so in words.
  const host = creative.sourceUrl ? hostOf(creative.sourceUrl) : null;
  const waiting = host !== null && !creative.assetId;
  const state = waiting
    ? creative.snapshotError
      ? t("creative.snapshotFailed", { host, reason: creative.snapshotError.reason })
      : t("creative.snapshotPending", { host })
    : null;
  return (
    <figure className="space-y-1">
      <div
        className={cn(
          "flex items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200",
          size === "sm" ? "h-20 w-32" : "h-36 w-full sm:w-56",
        )}
      >
        {state ? (
          <p className={cn("px-3 text-center text-xs font-medium", creative.snapshotError ? "text-red-700" : "text-slate-600")}>
            {t(creative.snapshotError ? "creative.snapshotFailedShort" : "creative.snapshotPendingShort")}
          </p>
        ) : failed ? (
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
          // A plain img: creatives may be hosted anywhere, so they do not go through the image optimizer. A stored
          // image has a small preview made when it was processed: it is what shows here, at its own size.
          <img
            src={creative.thumbnail?.url ?? media.url}
            width={creative.thumbnail?.width ?? media.width}
            height={creative.thumbnail?.height ?? media.height}
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
        {host && !waiting && ` · ${t("creative.copiedFrom", { host })}`}
      </figcaption>
      {state && (
        <p
          role={creative.snapshotError ? "alert" : "status"}
          className={cn("max-w-56 text-xs break-words", creative.snapshotError ? "text-red-700" : "text-slate-600")}
        >
          {state}
        </p>
      )}
    </figure>
  );
}
