"use client";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { testPostback } from "@/lib/api/operation-paths";
import { fillPath } from "@/lib/api/paths";
import type { testPostbackBody, testPostbackResultSchema } from "@/lib/attribution/receiver/schemas";

/** Extension POST …/apps/{appId}/attribution/test-postback: one postback in the partner's format through the real receiver. */
export function useTestPostback(organizationId: string, appId: string) {
  return useMutation({
    mutationFn: (input: z.input<typeof testPostbackBody>) =>
      apiFetch<z.output<typeof testPostbackResultSchema>>(fillPath(testPostback, { organizationId, appId }), {
        method: "POST",
        body: input,
      }),
  });
}
