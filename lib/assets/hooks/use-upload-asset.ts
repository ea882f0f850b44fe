"use client";
import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { assetKeys } from "@/lib/assets/query-keys";
import type { ProductType } from "@/lib/assets/media-types";
import { uploadAsset, type UploadProgress } from "@/lib/assets/upload-client";

/** Operation 17 with its upload progress; `cancel()` aborts the transfer. */
export function useUploadAsset(organizationId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, productType }: { file: File; productType: ProductType }) => {
      controller.current = new AbortController();
      setProgress({ loaded: 0, total: file.size });
      return uploadAsset(organizationId, file, productType, { onProgress: setProgress, signal: controller.current.signal });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists(organizationId) }),
  });
  return {
    ...mutation,
    progress,
    cancel: () => controller.current?.abort(),
    reset: () => {
      setProgress(null);
      mutation.reset();
    },
  };
}
