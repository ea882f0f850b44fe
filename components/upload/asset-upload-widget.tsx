"use client";
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/api/client";
import { checkFile } from "@/lib/assets/check-file";
import { useAsset } from "@/lib/assets/hooks/use-asset";
import { useRetryAsset } from "@/lib/assets/hooks/use-retry-asset";
import { useUploadAsset } from "@/lib/assets/hooks/use-upload-asset";
import { PRODUCT_TYPES, type ProductType } from "@/lib/assets/media-types";
import { assetKeys } from "@/lib/assets/query-keys";
import type { Asset } from "@/lib/assets/schemas";
import { useCan } from "@/lib/members/hooks/use-me";
import { AssetPreview } from "./asset-preview";
import { AssetStatusBadge } from "./asset-status-badge";
import { DropZone } from "./drop-zone";
import { UploadProgress } from "./upload-progress";
import { useAssetErrorText } from "./use-asset-error-text";

const ALL_PRODUCT_TYPES = Object.keys(PRODUCT_TYPES).map(Number) as ProductType[];

type Refusal = { reason: string; message?: string };

/**
 * Pick or drop one file, choose its product type, watch the upload and the processing, see the result.
 * Used by the Assets page, and by campaign forms to get an asset id (`onReady`).
 */
export function AssetUploadWidget({
  organizationId,
  productTypes = ALL_PRODUCT_TYPES,
  defaultProductType,
  onReady,
}: {
  organizationId: string;
  productTypes?: ProductType[];
  defaultProductType?: ProductType;
  onReady?: (asset: Asset) => void;
}) {
  const t = useTranslations("assets");
  const errorText = useAssetErrorText();
  const can = useCan(organizationId, "asset:create");
  const [productType, setProductType] = useState<ProductType>(defaultProductType ?? productTypes[0]);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [assetId, setAssetId] = useState<string | null>(null);
  const upload = useUploadAsset(organizationId);
  const asset = useAsset(organizationId, assetId);
  const retry = useRetryAsset(organizationId);
  const current = asset.data;

  const queryClient = useQueryClient();
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!current || (current.status !== "READY" && current.status !== "FAILED")) return;
    const key = `${current.assetId}:${current.status}:${current.attempts}`;
    if (settled.current === key) return;
    settled.current = key;
    // The library polls on its own, but should show the outcome as soon as the widget does.
    void queryClient.invalidateQueries({ queryKey: assetKeys.lists(organizationId) });
    if (current.status === "READY") onReady?.(current);
  }, [current, onReady, organizationId, queryClient]);

  const start = async (files: File[]) => {
    setRefusal(null);
    setAssetId(null);
    upload.reset();
    if (files.length !== 1) return setRefusal({ reason: files.length === 0 ? "FILE_REQUIRED" : "TOO_MANY_FILES" });
    const [chosen] = files;
    setFile(chosen);
    const check = await checkFile(chosen, productType);
    if (!check.ok) return setRefusal({ reason: check.reason });
    try {
      const accepted = await upload.mutateAsync({ file: chosen, productType });
      setAssetId(accepted.assetId);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return setRefusal({ reason: "cancelled" });
      setRefusal(
        error instanceof ApiClientError
          ? { reason: error.reason ?? "unknown", message: error.message }
          : { reason: "unknown", message: (error as Error).message },
      );
    }
  };

  const startOver = () => {
    setFile(null);
    setRefusal(null);
    setAssetId(null);
    upload.reset();
  };

  const busy = upload.isPending || (!!assetId && (!current || current.status === "QUEUED" || current.status === "PROCESSING"));
  const imagesOnly = !productTypes.some((p) => (PRODUCT_TYPES[p].kinds as readonly string[]).includes("VIDEO"));

  return (
    <div className="space-y-4">
      <Field label={t("productType")} hint={t("productTypeHint")}>
        <Select
          value={productType}
          disabled={busy || !can.allowed}
          onChange={(event) => setProductType(Number(event.target.value) as ProductType)}
          className="sm:max-w-xs"
        >
          {productTypes.map((value) => (
            <option key={value} value={value}>
              {t(`productTypes.${value}`)}
            </option>
          ))}
        </Select>
      </Field>

      {!assetId && !upload.isPending && (
        <DropZone
          onFiles={start}
          disabled={!can.allowed}
          disabledReason={can.reason}
          hint={imagesOnly ? t("upload.imagesOnly") : t("upload.accepted")}
        />
      )}

      <div aria-live="polite" className="space-y-3">
        {upload.isPending && file && upload.progress && (
          <UploadProgress name={file.name} progress={upload.progress} onCancel={upload.cancel} />
        )}

        {refusal && (
          <Alert tone={refusal.reason === "cancelled" ? "info" : "error"}>
            {refusal.reason === "cancelled" ? (
              t("upload.cancelled")
            ) : (
              <>
                <p className="font-medium">{t("upload.refusedTitle")}</p>
                <p className="mt-1">{errorText(refusal.reason)}</p>
                {refusal.message && <p className="mt-1 text-xs opacity-80">{t("upload.details", { message: refusal.message })}</p>}
              </>
            )}
          </Alert>
        )}

        {assetId && (!current || current.status === "QUEUED" || current.status === "PROCESSING") && (
          <div className="flex items-center gap-3">
            {current && <AssetStatusBadge status={current.status} />}
            <Spinner label={current?.status === "PROCESSING" ? t("upload.processing") : t("upload.queued")} />
          </div>
        )}

        {current?.status === "READY" && (
          <div className="space-y-3">
            <div className="flex items-center gap-3 text-sm text-slate-700">
              <AssetStatusBadge status="READY" />
              <span>{t("upload.ready")}</span>
            </div>
            <AssetPreview asset={current} />
          </div>
        )}

        {current?.status === "FAILED" && (
          <Alert tone="error">
            <div className="flex items-center gap-2">
              <AssetStatusBadge status="FAILED" />
              <p className="font-medium">{t("upload.failedTitle")}</p>
            </div>
            <p className="mt-2">{errorText(current.errorReason)}</p>
            {current.errorMessage && <p className="mt-1 text-xs opacity-80">{t("upload.details", { message: current.errorMessage })}</p>}
            {current.retryable && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                disabled={retry.isPending}
                disabledReason={can.reason}
                onClick={() => retry.mutate(current.assetId)}
              >
                {retry.isPending ? t("upload.retrying") : t("upload.retry")}
              </Button>
            )}
          </Alert>
        )}
      </div>

      {(refusal || current?.status === "READY" || current?.status === "FAILED") && (
        <Button variant="secondary" onClick={startOver}>
          {t("upload.another")}
        </Button>
      )}
    </div>
  );
}
