"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { TwoFactorStatus } from "@/lib/auth/two-factor/schemas";
import { accountKeys } from "@/lib/users/query-keys";

type TotpEnrolment = { secret: string; uri: string; qrCode: string };
type RecoveryCodes = { recoveryCodes: string[] };

export function useTwoFactor() {
  return useQuery({
    queryKey: accountKeys.twoFactor(),
    queryFn: ({ signal }) => apiFetch<TwoFactorStatus>(apiPath.auth.twoFactor(), { signal }),
  });
}

/** Every change here may end other sessions and changes what the profile shows: both lists are read again. */
function useAccountChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
      ]),
  });
}

export const useStartTotp = () => useMutation({ mutationFn: () => apiFetch<TotpEnrolment>(apiPath.auth.totp(), { method: "POST" }) });

export const useConfirmTotp = () =>
  useAccountChange((code: string) => apiFetch<RecoveryCodes>(apiPath.auth.totpConfirm(), { method: "POST", body: { code } }));

export const useRegenerateRecoveryCodes = () =>
  useAccountChange((password: string) => apiFetch<RecoveryCodes>(apiPath.auth.recoveryCodes(), { method: "POST", body: { password } }));

export const useDisableTwoFactor = () =>
  useAccountChange((password: string) => apiFetch<TwoFactorStatus>(apiPath.auth.twoFactor(), { method: "DELETE", body: { password } }));

/** Asks the browser for a new passkey (its own dialog), then registers the answer under `name`. */
export const useAddPasskey = () =>
  useAccountChange(async (name: string) => {
    const { startRegistration } = await import("@simplewebauthn/browser");
    const options = await apiFetch<Parameters<typeof startRegistration>[0]["optionsJSON"]>(apiPath.auth.passkeyOptions(), {
      method: "POST",
    });
    const response = await startRegistration({ optionsJSON: options });
    return apiFetch<{ id: string; recoveryCodes: string[] | null }>(apiPath.auth.passkeys(), { method: "POST", body: { name, response } });
  });

export const useRenamePasskey = () =>
  useAccountChange(({ id, name }: { id: string; name: string }) => apiFetch(apiPath.auth.passkey(id), { method: "PATCH", body: { name } }));

export const useRemovePasskey = () =>
  useAccountChange((id: string) => apiFetch<TwoFactorStatus>(apiPath.auth.passkey(id), { method: "DELETE" }));
