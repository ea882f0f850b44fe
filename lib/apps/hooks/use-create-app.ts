"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { appKeys } from "@/lib/apps/query-keys";
import type { App, createAppBody } from "@/lib/apps/schemas";

/** Operation 7. */
export function useCreateApp(organizationId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: z.input<typeof createAppBody>) =>
      apiFetch<App>(apiPath.organization(organizationId).apps(), { method: "POST", body: input, idempotencyKey: idempotency.for(input) }),
    onSuccess: (app) => {
      idempotency.done();
      queryClient.setQueryData(appKeys.detail(organizationId, app._id), app);
      return queryClient.invalidateQueries({ queryKey: appKeys.lists(organizationId) });
    },
  });
}
