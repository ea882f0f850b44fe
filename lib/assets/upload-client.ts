// Operation 17 from the browser. XMLHttpRequest rather than fetch: only it reports upload progress.
import { ApiClientError } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { AssetIngestResult } from "./schemas";
import type { ProductType } from "./media-types";

export type UploadProgress = { loaded: number; total: number };

export function uploadAsset(
  organizationId: string,
  file: File,
  productType: ProductType,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<AssetIngestResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    // productType first, so the server can refuse a video for an image-only product before reading the file.
    form.append("productType", String(productType));
    form.append("file", file, file.name);
    xhr.open("POST", apiPath.organization(organizationId).assets());
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status === 202) return resolve(body as AssetIngestResult);
      const error = body as { code?: string } | undefined;
      reject(
        new ApiClientError(
          error?.code
            ? (error as never)
            : { statusCode: xhr.status, code: "InternalServerError", message: xhr.statusText || "Upload failed" },
        ),
      );
    };
    // The server closes the connection when it refuses a body it will not read to the end; the browser may
    // then report a network error instead of the answer.
    xhr.onerror = () =>
      reject(
        new ApiClientError({ statusCode: 0, code: "ServiceUnavailable", message: "The upload was interrupted.", reason: "NETWORK_ERROR" }),
      );
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
