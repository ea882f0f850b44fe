"use client";
import { useFormatter, useTranslations } from "next-intl";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { AssetStatusBadge } from "@/components/upload/asset-status-badge";
import { useAssetFormat } from "@/components/upload/use-asset-format";
import { useAssetErrorText } from "@/components/upload/use-asset-error-text";
import { useAssets } from "@/lib/assets/hooks/use-assets";
import type { AssetFilters } from "@/lib/assets/query-keys";
import type { Asset } from "@/lib/assets/schemas";
import { LoadMore } from "@/components/ui/load-more";

function Thumbnail({ asset, label }: { asset: Asset; label: string }) {
  const t = useTranslations("assets");
  const src = asset.result?.thumbnailUrl;
  if (src) {
    // A plain img: the thumbnail is already small and cached for good.
    return (
      <img src={src} alt={t("preview", { name: label })} className="h-10 w-14 rounded object-cover ring-1 ring-slate-200" loading="lazy" />
    );
  }
  return (
    <span
      role="img"
      aria-label={asset.kind === "VIDEO" ? t("kind.VIDEO") : t("library.noPreview")}
      className="flex h-10 w-14 items-center justify-center rounded bg-slate-100 text-slate-400 ring-1 ring-slate-200"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.5}>
        {asset.kind === "VIDEO" ? (
          <path strokeLinejoin="round" d="M8 5.5v13l10-6.5-10-6.5Z" />
        ) : (
          <path strokeLinecap="round" strokeLinejoin="round" d="M4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M4 5h16v14H4z" />
        )}
      </svg>
    </span>
  );
}

export function AssetsTable({ organizationId, filters }: { organizationId: string; filters: AssetFilters }) {
  const t = useTranslations("assets");
  const formatter = useFormatter();
  const format = useAssetFormat();
  const errorText = useAssetErrorText();
  const query = useAssets(organizationId, filters);
  const assets = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = !!(filters.status || filters.kind);
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {assets.length === 0 ? (
        <p className="rounded-lg bg-white px-4 py-8 text-center text-sm text-slate-500 ring-1 ring-slate-200">
          {filtered ? t("library.emptyFiltered") : t("library.empty")}
        </p>
      ) : (
        <>
          <Table caption={t("library.caption")}>
            <thead>
              <tr>
                <Th>{t("library.columns.preview")}</Th>
                <Th>{t("library.columns.name")}</Th>
                <Th>{t("library.columns.kind")}</Th>
                <Th>{t("library.columns.status")}</Th>
                <Th className="text-right">{t("library.columns.size")}</Th>
                <Th>{t("library.columns.dimensions")}</Th>
                <Th>{t("library.columns.productType")}</Th>
                <Th>{t("library.columns.uploaded")}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {assets.map((asset) => {
                const name = asset.originalName ?? t("untitled");
                return (
                  <tr key={asset.assetId}>
                    <Td label={t("library.columns.preview")}>
                      <Thumbnail asset={asset} label={name} />
                    </Td>
                    <Td className="max-w-[14rem] truncate" title={name}>
                      {asset.result ? (
                        <a href={asset.result.url} target="_blank" rel="noreferrer" className="font-medium text-indigo-700 hover:underline">
                          {name}
                        </a>
                      ) : (
                        <span className="font-medium">{name}</span>
                      )}
                      <span className="block text-xs text-slate-500">{asset.mime}</span>
                    </Td>
                    <Td label={t("library.columns.kind")}>{t(`kind.${asset.kind}`)}</Td>
                    <Td label={t("library.columns.status")}>
                      <AssetStatusBadge status={asset.status} />
                      {asset.status === "FAILED" && (
                        <span className="mt-1 block max-w-[14rem] whitespace-normal text-xs text-red-700">
                          {errorText(asset.errorReason)}
                        </span>
                      )}
                    </Td>
                    <Td label={t("library.columns.size")} className="text-right tabular-nums">
                      {format.bytes(asset.fileSize)}
                    </Td>
                    <Td label={t("library.columns.dimensions")} className="tabular-nums">
                      {asset.result ? format.dimensions(asset.result.width, asset.result.height) : "—"}
                      {asset.result?.durationSec !== undefined && (
                        <span className="block text-xs text-slate-500">{format.duration(asset.result.durationSec)}</span>
                      )}
                    </Td>
                    <Td label={t("library.columns.productType")} className="whitespace-normal">
                      {t(`productTypes.${asset.productType as 1 | 2 | 3 | 4}`)}
                    </Td>
                    <Td label={t("library.columns.uploaded")} className="whitespace-normal text-slate-600">
                      {formatter.dateTime(new Date(asset.createdAt), "short")}
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <LoadMore query={query} label={t("library.loadMore")} />
        </>
      )}
    </QueryState>
  );
}
