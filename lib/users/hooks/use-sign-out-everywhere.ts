"use client";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";

/** Ends every session of the user, this one included; the caller then leaves for the sign-in page. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiFetch<{ sessionsEnded: number }>(apiPath.auth.sessions(), { method: "DELETE" }) });
}
