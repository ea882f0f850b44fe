import type { PostbackOutcome } from "@/lib/attribution/partners";

export const postbackKeys = {
  all: ["postbacks"] as const,
  organization: (organizationId: string) => [...postbackKeys.all, organizationId] as const,
  log: (organizationId: string, appId: string, outcome?: readonly PostbackOutcome[]) =>
    [...postbackKeys.organization(organizationId), "log", appId, outcome?.join(",") ?? "all"] as const,
};
