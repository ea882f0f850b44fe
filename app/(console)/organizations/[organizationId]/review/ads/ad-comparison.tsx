"use client";
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { CreativePreview } from "@/components/campaigns/creative-preview";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { compareCreatives, lacksSnapshot, type CreativeMark } from "@/lib/campaigns/ad-review-diff";
import type { AdReviewItem, AdVersionField } from "@/lib/campaigns/ad-review-schemas";

type Version = {
  name: string;
  categories: string[];
  cpm?: number;
  destinationUrl?: string;
  creatives: AdReviewItem["ad"]["creatives"][number][] | NonNullable<AdReviewItem["approvedVersion"]>["creatives"];
};

const FIELDS = ["name", "categories", "cpm", "destinationUrl", "creatives"] as const satisfies readonly AdVersionField[];
const MARK_TONE = { added: "green", removed: "red", kept: "gray" } as const;

/** The approved version and the one waiting, side by side (stacked on a phone), changed fields highlighted. */
export function AdComparison({ item }: { item: AdReviewItem }) {
  const t = useTranslations("review.ads");
  const marks = compareCreatives(item.approvedVersion?.creatives ?? null, item.ad.creatives);
  const changed = new Set<AdVersionField>(item.approvedVersion ? item.changes : []);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-label={t("approvedColumn")} data-testid="approved-version" className="rounded-md bg-slate-50 p-3">
        <h3 className="mb-2 text-sm font-semibold text-slate-700">{t("approvedColumn")}</h3>
        {item.approvedVersion ? (
          <VersionFields
            version={item.approvedVersion}
            changed={changed}
            marks={marks.approved}
            labelOf={(n) => t("approvedCreativeLabel", { number: n, ad: item.approvedVersion!.name })}
          />
        ) : (
          <p className="text-sm text-slate-600">{t("neverApproved")}</p>
        )}
      </section>
      <section aria-label={t("currentColumn")} data-testid="current-version" className="rounded-md p-3 ring-1 ring-slate-200">
        <h3 className="mb-2 text-sm font-semibold text-slate-700">{t("currentColumn")}</h3>
        <VersionFields
          version={item.ad}
          changed={changed}
          marks={item.approvedVersion ? marks.current : null}
          labelOf={(n) => t("creativeLabel", { number: n, ad: item.ad.name })}
          showChangedMark
        />
      </section>
    </div>
  );
}

function VersionFields({
  version,
  changed,
  marks,
  labelOf,
  showChangedMark = false,
}: {
  version: Version;
  changed: ReadonlySet<AdVersionField>;
  /** Each creative's mark against the other version; null when there is nothing to compare with. */
  marks: CreativeMark[] | null;
  labelOf: (number: number) => string;
  showChangedMark?: boolean;
}) {
  const t = useTranslations("review.ads");
  const format = useFormatter();
  const none = <span className="text-slate-400">{t("none")}</span>;
  const values: Record<(typeof FIELDS)[number], ReactNode> = {
    name: <span className="font-medium">{version.name}</span>,
    categories: version.categories.length ? version.categories.join(", ") : none,
    cpm: version.cpm !== undefined ? format.number(version.cpm, "krw") : none,
    destinationUrl: version.destinationUrl ? (
      <a href={version.destinationUrl} target="_blank" rel="noreferrer noopener" className="break-all text-indigo-700 hover:underline">
        {version.destinationUrl}
      </a>
    ) : (
      none
    ),
    creatives: (
      <ul className="flex flex-wrap gap-3">
        {version.creatives.map((creative, i) => {
          const mark = marks?.[i];
          return (
            <li key={i} className="space-y-1" data-mark={mark}>
              {lacksSnapshot(creative) ? (
                <SnapshotMissing url={creative.image?.url ?? ""} label={labelOf(i + 1)} />
              ) : (
                <CreativePreview size="sm" creative={creative} label={labelOf(i + 1)} />
              )}
              {mark && mark !== "kept" && <Badge tone={MARK_TONE[mark]}>{t(`marks.${mark}`)}</Badge>}
            </li>
          );
        })}
      </ul>
    ),
  };
  return (
    <dl className="space-y-2">
      {FIELDS.map((field) => {
        const isChanged = changed.has(field);
        return (
          <div
            key={field}
            data-field={field}
            data-changed={isChanged || undefined}
            className={cn("rounded-md px-2 py-1.5", isChanged && "bg-amber-50 ring-1 ring-amber-200")}
          >
            <dt className="flex items-center gap-2 text-xs font-medium text-slate-500">
              {t(`fields.${field}`)}
              {isChanged && showChangedMark && <Badge tone="yellow">{t("changedMark")}</Badge>}
            </dt>
            <dd className="mt-0.5 text-sm break-words text-slate-900">{values[field]}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A hosted image not copied yet: its address is shown, never loaded (the console loads only its own media). */
function SnapshotMissing({ url, label }: { url: string; label: string }) {
  const t = useTranslations("review.ads");
  return (
    <figure className="space-y-1" aria-label={label}>
      <div className="flex h-20 w-32 flex-col items-center justify-center rounded-md bg-amber-50 px-2 text-center ring-1 ring-amber-200">
        <p className="text-xs font-medium text-amber-800">{t("snapshotMissing")}</p>
      </div>
      <figcaption className="w-32 truncate text-xs text-slate-500" title={t("snapshotMissingHint", { url })}>
        {url}
      </figcaption>
    </figure>
  );
}
