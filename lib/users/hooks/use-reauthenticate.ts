"use client";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";

/** The password or an authenticator code: either proves the person again on this session for 10 minutes. */
type Proof = { password: string } | { code: string };

export const useReauthenticate = () =>
  useMutation({
    mutationFn: (proof: Proof) =>
      apiFetch<{ reauthenticatedAt: string; expiresAt: string }>(apiPath.auth.reauthenticate(), { method: "POST", body: proof }),
  });
