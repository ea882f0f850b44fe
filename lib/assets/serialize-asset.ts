import { apiPath } from "@/lib/api/paths";
import { configuredPublicOrigin } from "@/lib/config/public-origin.mjs";
import { mediaBaseUrl } from "@/lib/storage/storage-config";
import { assetSchema, type Asset, type AssetIngestResult } from "./schemas";
import type { Asset as StoredAsset } from "@/lib/db/generated/client";
import { storedAssetStatus } from "./stored-columns";

/** The stored row as read; its status is narrowed here (storedAssetStatus), where it enters typed code. */
type AssetRow = Pick<
  StoredAsset,
  | "id"
  | "organizationId"
  | "kind"
  | "productType"
  | "status"
  | "mime"
  | "fileSize"
  | "originalName"
  | "originalKey"
  | "thumbnailKey"
  | "width"
  | "height"
  | "durationSec"
  | "errorReason"
  | "errorMessage"
  | "retryable"
  | "attempts"
  | "createdAt"
  | "updatedAt"
>;

function assetStatusPath(organizationId: string, assetId: string): string {
  return apiPath.organization(organizationId).asset(assetId).self();
}

/**
 * Where stored files are served: the configured public origin (PUBLIC_URL, else NEXTAUTH_URL) when set, else
 * the request's origin as lib/http/request-origin.ts reads it.
 */
export function publicBaseUrl(requestOrigin: string): string {
  return configuredPublicOrigin() ?? requestOrigin;
}

/** A stored file's URL: under MEDIA_BASE_URL when set (a CDN or the bucket), else the product's own `/media`. */
export function mediaUrl(baseUrl: string, key: string): string {
  const direct = mediaBaseUrl();
  return direct ? `${direct}/${key}` : `${baseUrl}/media/${key}`;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The spec's ingest result: `result` once READY, the error fields once FAILED. */
export function serializeIngestResult(row: AssetRow, baseUrl: string): AssetIngestResult {
  const base: AssetIngestResult = {
    assetId: row.id,
    status: storedAssetStatus(row.status),
    statusPath: assetStatusPath(row.organizationId, row.id),
  };
  if (base.status === "READY" && row.width && row.height) {
    base.result = {
      url: mediaUrl(baseUrl, row.originalKey),
      mime: row.mime,
      width: row.width,
      height: row.height,
      aspectRatio: round(row.width / row.height, 4),
      ...(row.durationSec ? { durationSec: round(row.durationSec, 3) } : {}),
      fileSize: row.fileSize,
      ...(row.thumbnailKey ? { thumbnailUrl: mediaUrl(baseUrl, row.thumbnailKey) } : {}),
    };
  }
  if (base.status === "FAILED") {
    if (row.errorReason) base.errorReason = row.errorReason;
    if (row.errorMessage) base.errorMessage = row.errorMessage;
    base.retryable = row.retryable ?? false;
  }
  return base;
}

export function serializeAsset(row: AssetRow, baseUrl: string): Asset {
  return assetSchema.parse({
    ...serializeIngestResult(row, baseUrl),
    kind: row.kind,
    mime: row.mime,
    productType: row.productType,
    fileSize: row.fileSize,
    ...(row.originalName ? { originalName: row.originalName } : {}),
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
