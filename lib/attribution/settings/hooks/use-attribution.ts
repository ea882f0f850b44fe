"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { AttributionPlatform } from "@/lib/attribution/partners";
import { attributionKeys } from "@/lib/attribution/settings/query-keys";
import type {
  AttributionSetting,
  AttributionSettingList,
  attributionSettingBody,
  IssuedPostbackToken,
  PostbackToken,
  PostbackTokenList,
  TrackingLinks,
} from "@/lib/attribution/settings/schemas";

/** Extension GET …/apps/{appId}/attribution/settings. */
export function useAttributionSettings(organizationId: string, appId: string) {
  return useQuery({
    queryKey: attributionKeys.settings(organizationId, appId),
    queryFn: ({ signal }) =>
      apiFetch<AttributionSettingList>(apiPath.organization(organizationId).app(appId).attributionSettings(), { signal }),
  });
}

function useSettingMutation<I, R>(organizationId: string, appId: string, mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributionKeys.settings(organizationId, appId) }),
  });
}

/** Extension PUT …/attribution/settings/{platform}: the platform's whole setting. */
export const usePutAttributionSetting = (organizationId: string, appId: string, platform: AttributionPlatform) =>
  useSettingMutation(organizationId, appId, (input: z.input<typeof attributionSettingBody>) =>
    apiFetch<AttributionSetting>(apiPath.organization(organizationId).app(appId).attributionSetting(platform), {
      method: "PUT",
      body: input,
    }),
  );

/** Extension DELETE …/attribution/settings/{platform}. */
export const useDeleteAttributionSetting = (organizationId: string, appId: string, platform: AttributionPlatform) =>
  useSettingMutation(organizationId, appId, () =>
    apiFetch<AttributionSetting>(apiPath.organization(organizationId).app(appId).attributionSetting(platform), { method: "DELETE" }),
  );

/** Extension GET …/attribution/tokens. */
export function usePostbackTokens(organizationId: string, appId: string) {
  return useQuery({
    queryKey: attributionKeys.tokens(organizationId, appId),
    queryFn: ({ signal }) => apiFetch<PostbackTokenList>(apiPath.organization(organizationId).app(appId).postbackTokens(), { signal }),
  });
}

function useTokenMutation<I, R>(organizationId: string, appId: string, mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributionKeys.tokens(organizationId, appId) }),
  });
}

/** Extension POST …/attribution/tokens: the token and its postback URLs, in this answer only. */
export const useCreatePostbackToken = (organizationId: string, appId: string) =>
  useTokenMutation(organizationId, appId, (ipWhitelist: string[]) =>
    apiFetch<IssuedPostbackToken>(apiPath.organization(organizationId).app(appId).postbackTokens(), {
      method: "POST",
      body: { ipWhitelist },
    }),
  );

/** Extension POST …/tokens/{tokenId}/rotate. */
export const useRotatePostbackToken = (organizationId: string, appId: string) =>
  useTokenMutation(organizationId, appId, ({ tokenId, overlapHours }: { tokenId: string; overlapHours: number }) =>
    apiFetch<IssuedPostbackToken>(apiPath.organization(organizationId).app(appId).postbackToken(tokenId).rotate(), {
      method: "POST",
      body: { overlapHours },
    }),
  );

/** Extension DELETE …/tokens/{tokenId}: stops the token at once. */
export const useRevokePostbackToken = (organizationId: string, appId: string) =>
  useTokenMutation(organizationId, appId, (tokenId: string) =>
    apiFetch<PostbackToken>(apiPath.organization(organizationId).app(appId).postbackToken(tokenId).self(), { method: "DELETE" }),
  );

/** Extension GET …/campaign/{campaignId}/tracking-links. */
export function useTrackingLinks(organizationId: string, campaignId: string) {
  return useQuery({
    queryKey: attributionKeys.trackingLinks(organizationId, campaignId),
    queryFn: ({ signal }) => apiFetch<TrackingLinks>(apiPath.organization(organizationId).campaign(campaignId).trackingLinks(), { signal }),
  });
}
