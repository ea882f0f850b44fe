"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { useAssetFormat } from "@/components/upload/use-asset-format";
import { useAssets } from "@/lib/assets/hooks/use-assets";
import type { Asset } from "@/lib/assets/schemas";

/** Pick one READY image or video from the organization's asset library. */
export function AssetLibraryPicker({
  organizationId,
  open,
  onClose,
  onPick,
}: {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  onPick: (asset: Asset) => void;
}) {
  const t = useTranslations("campaigns");
  const ta = useTranslations("assets");
  const tc = useTranslations("common");
  const format = useAssetFormat();
  const query = useAssets(organizationId, { status: "READY" });
  const assets = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("creative.libraryTitle")}
      description={t("creative.libraryHint")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {tc("cancel")}
        </Button>
      }
    >
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {assets.length === 0 ? (
          <p className="text-sm text-slate-600">{t("creative.libraryEmpty")}</p>
        ) : (
          <ul className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
            {assets.map((asset) => {
              const name = asset.originalName ?? ta("untitled");
              return (
                <li key={asset.assetId}>
                  <button
                    type="button"
                    onClick={() => onPick(asset)}
                    className="flex w-full flex-col gap-1 rounded-md p-1.5 text-left ring-1 ring-slate-200 hover:bg-indigo-50 hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    aria-label={t("creative.pick", { name })}
                  >
                    <span className="flex h-24 items-center justify-center overflow-hidden rounded bg-slate-100">
                      {asset.kind === "VIDEO" ? (
                        <video src={asset.result?.url} muted preload="metadata" className="max-h-full max-w-full" aria-hidden />
                      ) : (
                        <img
                          src={asset.result?.thumbnailUrl ?? asset.result?.url}
                          alt=""
                          className="max-h-full max-w-full object-contain"
                        />
                      )}
                    </span>
                    <span className="truncate text-xs font-medium text-slate-800" title={name}>
                      {name}
                    </span>
                    <span className="text-xs text-slate-500">
                      {ta(`kind.${asset.kind}`)}
                      {asset.result && ` · ${format.dimensions(asset.result.width, asset.result.height)}`}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore query={query} label={t("loadMore")} size="sm" />
      </QueryState>
    </Dialog>
  );
}
